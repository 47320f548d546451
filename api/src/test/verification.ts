import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { createLocalStorage, privateUploadsDir, uploadsDir } from '../storage';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from './activities';
import { useTestApp } from './app';

/** A tiny PDF that passes the upload checks (magic bytes). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n%%EOF\n');

/** The four people of a verification test: a volunteer, an organization, a moderator, an admin. */
export interface VerificationCast {
  volunteer: TestAccount;
  org: TestAccount;
  moderator: TestAccount;
  admin: TestAccount;
}

/** A test app on its own data folder (removed after the file), its upload storage, supertest and an SQL helper. */
export function useVerificationTestApp(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  const storage = createLocalStorage(uploadsDir({ dataDir }), privateUploadsDir({ dataDir }));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const api = () => request(ctx.app);
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  /** Signs up the volunteer and the organization by these names, and a moderator and an admin. */
  const cast = async (volunteerName: string, orgName: string): Promise<VerificationCast> => ({
    volunteer: await volunteerAccount(ctx.app, ctx.db, volunteerName),
    org: await organizationAccount(ctx.app, ctx.db, orgName),
    moderator: await staffAccount(ctx.app, ctx.db, 'moderator'),
    admin: await staffAccount(ctx.app, ctx.db, 'admin'),
  });
  return { ctx, storage, api, sql, cast };
}
