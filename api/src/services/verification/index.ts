import type { MyVerification, VerificationState } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError, NotFound } from '../../errors';
import { run } from '../../lists';
import { databaseOf, VerificationRequest } from '../../models';
import { recordAudit } from '../audit';
import type { NotifyDeps } from '../notify';
import { notifyVerification } from './notices';
import { allRequired, incomplete, lockSubject, setState, type Subject } from './subject';

export type { Subject } from './subject';
export { callerSubject } from './subject';

/** A moderator's answer to a request. */
export type VerificationDecision = { action: 'approve' } | { action: 'reject'; reason: string };

/**
 * The person (or organization owner) asks to be verified: 409 when pending or verified, 400
 * naming what is missing (ru/uz) when the profile lacks what verification needs; else the
 * subject goes 'pending' and a request joins the back office's queue.
 */
export async function requestVerification(sequelize: Sequelize, subject: Subject, requestedBy: number): Promise<MyVerification> {
  await sequelize.transaction(async (transaction) => {
    const row = await lockSubject(sequelize, subject, transaction);
    if (!row) throw incomplete(allRequired(subject.type));
    if (row.state === 'pending') throw new HttpError(409, 'conflict', 'verification_pending');
    if (row.state === 'verified') throw new HttpError(409, 'conflict', 'verification_verified');
    if (row.missing.length) throw incomplete(row.missing);
    await setState(sequelize, subject, 'pending', null, transaction);
    await VerificationRequest.create({ subjectType: subject.type, subjectId: subject.id, requestedBy }, { transaction });
  });
  return verificationOf(sequelize, subject);
}

/**
 * A verified or pending subject whose legal data was edited goes back to the queue (a pending
 * request stays; otherwise a new one): not verified until a moderator looks again. The person
 * is told in-app (and by e-mail when `mail` is given). Other states stay as they are.
 */
export async function sendBackForVerification(subject: Subject, transaction: Transaction, mail?: NotifyDeps): Promise<void> {
  const sequelize = databaseOf(VerificationRequest);
  const row = await lockSubject(sequelize, subject, transaction);
  if (!row || (row.state !== 'verified' && row.state !== 'pending')) return;
  await setState(sequelize, subject, 'pending', null, transaction);
  await run(
    sequelize,
    `INSERT INTO verification_requests (subject_type, subject_id, requested_by) VALUES ($1, $2, NULL)
     ON CONFLICT (subject_type, subject_id) WHERE status = 'pending' DO NOTHING`,
    [subject.type, subject.id],
    transaction,
  );
  if (row.state === 'verified') await notifyVerification(mail ?? { sequelize }, subject, { kind: 'again' }, transaction);
}

/**
 * A moderator approves or rejects a pending request (404 unknown, 409 already decided): the
 * request and the subject's state (is_verified follows), an audit row, and the person told
 * in-app and by e-mail in their language.
 */
export async function decideVerification(
  deps: NotifyDeps,
  requestId: number,
  decision: VerificationDecision,
  staffId: number,
): Promise<void> {
  await deps.sequelize.transaction(async (transaction) => {
    const request = await VerificationRequest.findByPk(requestId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!request) throw NotFound();
    if (request.status !== 'pending') throw new HttpError(409, 'conflict', 'verification_decided');
    const subject: Subject = { type: request.subjectType, id: request.subjectId };
    await lockSubject(deps.sequelize, subject, transaction);
    const approved = decision.action === 'approve';
    const reason = approved ? null : decision.reason;
    await request.update(
      { status: approved ? 'approved' : 'rejected', reason, decidedBy: staffId, decidedAt: new Date() },
      { transaction },
    );
    await setState(deps.sequelize, subject, approved ? 'verified' : 'rejected', reason, transaction);
    await recordAudit(
      {
        userId: staffId,
        action: 'update',
        resource: 'verifications',
        recordId: requestId,
        before: { status: 'pending' },
        after: { status: request.status, reason, subjectType: subject.type, subjectId: subject.id },
      },
      transaction,
    );
    await notifyVerification(deps, subject, approved ? { kind: 'approved' } : { kind: 'rejected', reason: decision.reason }, transaction);
  });
}

/** The subject's state, the last reject reason and when the latest request was sent. */
export async function verificationOf(sequelize: Sequelize, subject: Subject): Promise<MyVerification> {
  const table = subject.type === 'user' ? 'volunteer_profiles' : 'organizations';
  const key = subject.type === 'user' ? 'user_id' : 'id';
  const [row] = await run<{ state: VerificationState; note: string | null; requested_at: Date | null }>(
    sequelize,
    `SELECT s.verification AS state, s.verification_note AS note,
            (SELECT r.created_at FROM verification_requests r WHERE r.subject_type = $2 AND r.subject_id = $1
              ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS requested_at
       FROM ${table} s WHERE s.${key} = $1`,
    [subject.id, subject.type],
  );
  return {
    subject: subject.type,
    state: row?.state ?? 'none',
    note: row?.note ?? null,
    requestedAt: row?.requested_at ? new Date(row.requested_at).toISOString() : null,
  };
}
