import type { Express } from 'express';
import request from 'supertest';
import type { ApplicationState } from '@hashar/common';
import { QueryTypes, type Transaction } from 'sequelize';
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
  const [row] = await db.sequelize.query<{ state: ApplicationState }>('SELECT state FROM applications WHERE id = $1', {
    bind: [applicationId],
    type: QueryTypes.SELECT,
  });
  return row!.state;
}

/** Sets an application's state directly (a fixture for a later step of the flow). */
export async function setState(db: TestDatabase, applicationId: number, state: ApplicationState): Promise<void> {
  await db.sequelize.query('UPDATE applications SET state = $2 WHERE id = $1', { bind: [applicationId, state] });
}

/**
 * Moves the session of an application (or the session itself) into the past: it started `hours` + 1
 * hours ago and ended an hour ago, so attendance and hours may be confirmed (common/hours.ts).
 */
export async function sessionHeld(db: TestDatabase, by: { applicationId: number } | { sessionId: number }, hours = 4): Promise<void> {
  const where = 'applicationId' in by ? 'id = (SELECT session_id FROM applications WHERE id = $1)' : 'id = $1';
  await db.sequelize.query(
    `UPDATE visit_sessions SET starts_at = now() - make_interval(hours => $2::int + 1), ends_at = now() - interval '1 hour' WHERE ${where}`,
    { bind: ['applicationId' in by ? by.applicationId : by.sessionId, hours] },
  );
}

/** Mail queued for an address, newest first: subject and plain text. */
export async function mailTo(db: TestDatabase, email: string): Promise<{ subject: string; text: string; template: string }[]> {
  return db.sequelize.query('SELECT subject, text_body AS text, template FROM mail_messages WHERE to_address = $1 ORDER BY id DESC', {
    bind: [email.toLowerCase()],
    type: QueryTypes.SELECT,
  });
}

/** In-app notifications of a user, newest first. */
export async function notificationsOf(
  db: TestDatabase,
  userId: number,
): Promise<{ id: number; kind: string; title_ru: string; title_uz: string; link: string | null }[]> {
  return db.sequelize.query('SELECT id, kind, title_ru, title_uz, link FROM notifications WHERE user_id = $1 ORDER BY id DESC', {
    bind: [userId],
    type: QueryTypes.SELECT,
  });
}

/**
 * Runs `race` while this test holds the lock on a row, releasing it once `waiters` backends
 * queue behind it (or after a short while): the racing requests then really overlap.
 */
export function whileLocked<T>(
  db: TestDatabase,
  table: 'visit_sessions' | 'applications',
  id: number,
  waiters: number,
  race: () => Promise<T>,
): Promise<T> {
  const hold = (transaction: Transaction) =>
    db.sequelize.query(`SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`, { bind: [id], transaction }).then(() => undefined);
  return whileHeld(db, hold, waiters, race);
}

/**
 * Runs `race` while a transaction of this test keeps what `hold` locked (a row it updated, a key
 * it inserted), then ends it — `commit`, or `rollback` to leave the racers the field — once
 * `waiters` backends queue behind it (or after a short while).
 */
export async function whileHeld<T>(
  db: TestDatabase,
  hold: (transaction: Transaction) => Promise<void>,
  waiters: number,
  race: () => Promise<T>,
  end: 'commit' | 'rollback' = 'commit',
): Promise<T> {
  const transaction = await db.sequelize.transaction();
  await hold(transaction);
  const racing = race();
  const deadline = Date.now() + 3000;
  for (;;) {
    const [row] = await db.sequelize.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      { type: QueryTypes.SELECT },
    );
    if (Number(row!.n) >= waiters || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await transaction[end]();
  return racing;
}
