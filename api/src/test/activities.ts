import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import type { Role } from '@hashar/common';
import { activeAccount } from './accounts';
import type { TestDatabase } from './db';

/** A signed-in account of a kind, with its Bearer header and (for organizations) its organization id. */
export interface TestAccount {
  id: number;
  email: string;
  accessToken: string;
  auth: { Authorization: string };
  organizationId: number | null;
}

async function toAccount(db: TestDatabase, account: Awaited<ReturnType<typeof activeAccount>>): Promise<TestAccount> {
  const [staff] = await db.sequelize.query<{ organization_id: number }>(
    'SELECT organization_id FROM organization_staff WHERE user_id = $1',
    { bind: [account.id], type: QueryTypes.SELECT },
  );
  return {
    id: account.id,
    email: account.form.username,
    accessToken: account.accessToken,
    auth: { Authorization: `Bearer ${account.accessToken}` },
    organizationId: staff?.organization_id ?? null,
  };
}

/** An active organization account (sign-up creates its organization, owned by it). */
export async function organizationAccount(app: Express, db: TestDatabase, name = 'Тестовая организация'): Promise<TestAccount> {
  return toAccount(db, await activeAccount(app, { type: 'organization', name }));
}

/** An active volunteer (`volon`). */
export async function volunteerAccount(app: Express, db: TestDatabase, name = 'Тест Волонтёров'): Promise<TestAccount> {
  return toAccount(db, await activeAccount(app, { type: 'volon', name }));
}

/** An active account given a staff role (moderator, admin) after sign-up; signs in again for a token with the role. */
export async function staffAccount(app: Express, db: TestDatabase, role: Extract<Role, 'moderator' | 'admin'>): Promise<TestAccount> {
  const account = await activeAccount(app, { type: 'volon', name: `Staff ${role}` });
  await db.sequelize.query('UPDATE users SET role = $1 WHERE id = $2', { bind: [role, account.id] });
  const login = await request(app)
    .post('/api/user/login')
    .send({ username: account.form.username, password: account.form.password })
    .expect(200);
  return toAccount(db, { ...account, accessToken: login.body.token.accessToken as string });
}
