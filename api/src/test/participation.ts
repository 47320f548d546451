import type { Express } from 'express';
import request from 'supertest';
import type { ApplicationState } from '@hashar/common';
import { QueryTypes } from 'sequelize';
import type { TestAccount } from './activities';
import type { TestDatabase } from './db';

/** POST /api/sessions/:id/apply as the account. */
export function applyTo(app: Express, account: TestAccount, sessionId: number, body: object = {}) {
  return request(app).post(`/api/sessions/${sessionId}/apply`).set(account.auth).send(body);
}

/** Applies and returns the new application's id (expects 201). */
export async function appliedId(app: Express, account: TestAccount, sessionId: number): Promise<number> {
  return (await applyTo(app, account, sessionId).expect(201)).body.id as number;
}

/** The current state of an application, read from the database. */
export async function stateOf(db: TestDatabase, applicationId: number): Promise<ApplicationState> {
  const [row] = await db.sequelize.query<{ state: ApplicationState }>('SELECT state FROM applications WHERE id = $1',
    { bind: [applicationId], type: QueryTypes.SELECT });
  return row!.state;
}

/** Sets an application's state directly (a fixture for a later step of the flow). */
export async function setState(db: TestDatabase, applicationId: number, state: ApplicationState): Promise<void> {
  await db.sequelize.query('UPDATE applications SET state = $2 WHERE id = $1', { bind: [applicationId, state] });
}

/** Mail queued for an address, newest first: subject and plain text. */
export async function mailTo(db: TestDatabase, email: string): Promise<{ subject: string; text: string; template: string }[]> {
  return db.sequelize.query(
    'SELECT subject, text_body AS text, template FROM mail_messages WHERE to_address = $1 ORDER BY id DESC',
    { bind: [email.toLowerCase()], type: QueryTypes.SELECT },
  );
}

/** In-app notifications of a user, newest first. */
export async function notificationsOf(db: TestDatabase, userId: number): Promise<{ id: number; kind: string; title_ru: string; title_uz: string; link: string | null }[]> {
  return db.sequelize.query('SELECT id, kind, title_ru, title_uz, link FROM notifications WHERE user_id = $1 ORDER BY id DESC',
    { bind: [userId], type: QueryTypes.SELECT });
}
