import type { Locale, VerificationState, VerificationSubject } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError } from '../../errors';
import { translate, type MessageKey } from '../../i18n';
import { run } from '../../lists';
import type { AuthUser } from '../../policies';

/** Who is verified: a volunteer (the user's id) or an organization (its id). */
export interface Subject {
  type: VerificationSubject;
  id: number;
}

/** A subject's row as verification reads it, locked by `lockSubject`. */
export interface SubjectRow {
  state: VerificationState;
  name: string;
  /** Message keys of the fields verification needs that are empty. */
  missing: MessageKey[];
}

/** What each subject must fill before asking: column expression → field label key. */
const REQUIRED: Record<VerificationSubject, [string, MessageKey][]> = {
  user: [
    ['first_name', 'verification_field_first_name'],
    ['last_name', 'verification_field_last_name'],
    ['birth_date::text', 'verification_field_birth_date'],
    ['passport_series', 'verification_field_passport_series'],
    ['tax_number', 'verification_field_tax_number'],
    ['passport_key', 'verification_field_passport_copy'],
  ],
  organization: [
    ['name', 'verification_field_org_name'],
    ['tax_number', 'verification_field_tax_number'],
    ['head_name', 'verification_field_head_name'],
    ['legal_address', 'verification_field_legal_address'],
  ],
};

const TABLE = { user: 'volunteer_profiles', organization: 'organizations' } as const;
const KEY = { user: 'user_id', organization: 'id' } as const;
const NAME = { user: "trim(first_name || ' ' || last_name)", organization: 'name' } as const;

/** The subject's state, display name and missing fields, its row locked for the transaction; null when unknown. */
export async function lockSubject(sequelize: Sequelize, subject: Subject, transaction: Transaction): Promise<SubjectRow | null> {
  const checks = REQUIRED[subject.type].map(([column], i) => `(NULLIF(trim(${column}), '') IS NULL) AS m${i}`).join(', ');
  const [row] = await run<Record<string, unknown>>(
    sequelize,
    `SELECT verification AS state, ${NAME[subject.type]} AS name, ${checks}
       FROM ${TABLE[subject.type]} WHERE ${KEY[subject.type]} = $1 FOR UPDATE`,
    [subject.id],
    transaction,
  );
  if (!row) return null;
  const missing = REQUIRED[subject.type].filter((_, i) => row[`m${i}`] === true).map(([, key]) => key);
  return { state: row['state'] as VerificationState, name: String(row['name'] ?? ''), missing };
}

/** Every required field (a subject without a profile row yet misses them all). */
export const allRequired = (type: VerificationSubject): MessageKey[] => REQUIRED[type].map(([, key]) => key);

/** 400 naming the missing fields in the request's language (the message reads the list in ru and uz). */
export function incomplete(missing: MessageKey[]): HttpError {
  const list = (locale: Locale) => missing.map((key) => translate(locale, key)).join(', ');
  return new HttpError(400, 'bad_request', 'verification_incomplete', { missingRu: list('ru'), missingUz: list('uz') });
}

/** Writes the subject's state and note; is_verified follows (the organization's owners' accounts too). */
export async function setState(
  sequelize: Sequelize,
  subject: Subject,
  state: VerificationState,
  note: string | null,
  transaction: Transaction,
): Promise<void> {
  const verified = state === 'verified';
  await run(
    sequelize,
    `UPDATE ${TABLE[subject.type]} SET verification = $2, verification_note = $3 WHERE ${KEY[subject.type]} = $1`,
    [subject.id, state, note],
    transaction,
  );
  if (subject.type === 'organization') {
    await run(
      sequelize,
      'UPDATE organizations SET is_verified = $2, updated_at = now() WHERE id = $1',
      [subject.id, verified],
      transaction,
    );
  }
  await run(
    sequelize,
    'UPDATE users SET is_verified = $2, updated_at = now() WHERE id = ANY($1::int[]) AND is_verified <> $2',
    [await accountsOf(sequelize, subject, transaction), verified],
    transaction,
  );
}

/** The accounts that speak for a subject: the volunteer, or the organization's owners. */
export async function accountsOf(sequelize: Sequelize, subject: Subject, transaction?: Transaction): Promise<number[]> {
  if (subject.type === 'user') return [subject.id];
  const rows = await run<{ user_id: number }>(
    sequelize,
    `SELECT user_id FROM organization_staff WHERE organization_id = $1 AND role = 'owner' ORDER BY user_id`,
    [subject.id],
    transaction,
  );
  return rows.map((r) => r.user_id);
}

/** The caller's subject: a volunteer is verified as themself, an organization account as the organization it owns; else 403. */
export async function callerSubject(sequelize: Sequelize, user: AuthUser): Promise<Subject> {
  if (user.role === 'volon') return { type: 'user', id: user.id };
  if (user.role === 'organization') {
    const [own] = await run<{ organization_id: number }>(
      sequelize,
      `SELECT organization_id FROM organization_staff WHERE user_id = $1 AND role = 'owner' ORDER BY created_at, organization_id LIMIT 1`,
      [user.id],
    );
    if (own) return { type: 'organization', id: own.organization_id };
  }
  throw new HttpError(403, 'forbidden', 'verification_not_available');
}
