import type { Express } from 'express';
import request from 'supertest';
import type { Role } from '@hashar/common';
import { activeAccount } from './accounts';
import type { TestDatabase } from './db';

/** An active, signed-in account with the given role. */
export async function accountWithRole(ctx: { app: Express; db: TestDatabase }, role: Role) {
  const account = await activeAccount(ctx.app);
  await ctx.db.sequelize.query('UPDATE users SET role = $1 WHERE id = $2', { bind: [role, account.id] });
  const login = await request(ctx.app)
    .post('/api/user/login')
    .send({ username: account.form.username, password: account.form.password })
    .expect(200);
  const accessToken = login.body.token.accessToken as string;
  return { id: account.id, email: account.form.username, password: account.form.password, accessToken, auth: `Bearer ${accessToken}` };
}

export type RoleAccount = Awaited<ReturnType<typeof accountWithRole>>;

/** The admin, a moderator and a volunteer of a test database. */
export async function adminTeam(ctx: { app: Express; db: TestDatabase }) {
  return {
    admin: await accountWithRole(ctx, 'admin'),
    moderator: await accountWithRole(ctx, 'moderator'),
    volunteer: await accountWithRole(ctx, 'volon'),
  };
}

/** `sort`, `range` and `filter` as ra-data-simple-rest sends them. */
export function listParams(sort?: [string, string], range?: [number, number], filter?: object): Record<string, string> {
  const query: Record<string, string> = {};
  if (sort) query['sort'] = JSON.stringify(sort);
  if (range) query['range'] = JSON.stringify(range);
  if (filter) query['filter'] = JSON.stringify(filter);
  return query;
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
