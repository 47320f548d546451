import type { Transaction } from 'sequelize';
import { AuditLog, databaseOf } from '../models';
import { exec } from '../lists';

/** What an admin did. */
export type AuditAction = 'create' | 'update' | 'delete' | 'reset-password' | 'upload' | 'read-sensitive';

export interface AuditEntry {
  userId: number;
  action: AuditAction;
  resource: string;
  recordId: number | null;
  before?: object | null;
  after?: object | null;
}

const SECRET = /password|token|secret|hash/i;

/** A copy of a record for the log, without anything that looks like a secret. */
export function withoutSecrets(record: object | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(Object.entries(record).filter(([name]) => !SECRET.test(name)));
}

/**
 * Writes one audit row inside the change's transaction. The actor's email is copied from
 * users in the same statement so the row stays readable after the account is gone.
 */
export async function recordAudit(entry: AuditEntry, transaction?: Transaction): Promise<void> {
  const json = (value: object | null | undefined) => {
    const clean = withoutSecrets(value);
    return clean ? JSON.stringify(clean) : null;
  };
  await exec(
    databaseOf(AuditLog),
    `INSERT INTO audit_log (user_id, user_email, action, resource, record_id, before, after, created_at)
     SELECT u.id, u.email, $2, $3, $4, $5::jsonb, $6::jsonb, now() FROM users u WHERE u.id = $1`,
    [entry.userId, entry.action, entry.resource, entry.recordId, json(entry.before), json(entry.after)],
    transaction,
  );
}
