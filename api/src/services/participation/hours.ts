import {
  APPLICATION_TRANSITIONS,
  canMoveApplication,
  hoursCeiling,
  hoursRefusal,
  POINTS,
  type ApplicationState,
  type ParticipationTimes,
} from '@hashar/common';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { exec, run } from '../../lists';
import { HttpError, NotFound } from '../../errors';
import { notify, type NotifyDeps } from '../notify';
import { activityPage, sendNotice, type ActivityRef } from './notices';
import { mayManage, ownerOfRow, type Manager, type OwnerRow } from '../../policies/ownership';
import { activityEntry } from '../../activities/registry';
import { offers, type ActivityScope } from './decisions';
import { ACTIVITY_REF, activityOfApplication, OWNER_COLUMNS, TIMES_COLUMNS } from './sql';
import { rewardReferrer } from '../friends/referral';
import { revokeCertificatesOf } from '../certificates/store';
import { translate } from '../../i18n';
import { balanceOf } from '../points';

/** Points paid for verified hours (POINTS.perVerifiedHour each, rounded to a whole point). */
export const pointsFor = (hours: number): number => Math.round(POINTS.perVerifiedHour * hours);

/** Most hours one application may be credited on an activity of the kind (its entry's `hoursMax`, from common). */
export const hoursMaxOf = (kind: string): number => activityEntry(kind).hoursMax;

/** What the owner's and the CRM's verify routes add: the activity named in the path, and the kind's `decisions` must offer `verify`. */
interface VerifyOptions {
  activity?: ActivityScope;
  decision?: boolean;
}

/**
 * Verifies a volunteer's hours on an application of an activity the account manages (ownership
 * policy; the hours record gets the activity's owner): the hours record, the points and the `completed` state in one transaction. Verifying twice is a 409;
 * the unique keys of hours_records and points_ledger keep a race from paying twice. More hours
 * than the kind's hoursMax is a 400; with `options.activity` another activity's application is a
 * 404, with `options.decision` a kind whose `decisions` lack `verify` is a 400.
 */
export function verifyHours(
  deps: NotifyDeps,
  staff: Manager,
  applicationId: number,
  hours: number,
  note: string | null,
  options: VerifyOptions = {},
): Promise<void> {
  return deps.sequelize.transaction((transaction) => verifyInTransaction(deps, staff, applicationId, hours, note, transaction, options));
}

/** verifyHours inside the caller's transaction (a task's accepted result verifies hours and adds its points together). */
export async function verifyInTransaction(
  deps: NotifyDeps,
  staff: Manager,
  applicationId: number,
  hours: number,
  note: string | null,
  transaction: Transaction,
  options: VerifyOptions = {},
): Promise<void> {
  const { sequelize } = deps;
  const [application] = await run<
    ActivityRef & OwnerRow & ParticipationTimes & { state: ApplicationState; userId: number; isTeam: boolean }
  >(
    sequelize,
    `SELECT a.state, a.user_id AS "userId", a.group_id IS NOT NULL AS "isTeam", ${ACTIVITY_REF}, ${OWNER_COLUMNS}, ${TIMES_COLUMNS}
       FROM applications a ${activityOfApplication()}
      WHERE a.id = $1 FOR UPDATE OF a`,
    [applicationId],
    transaction,
  );
  if (!application || !mayManage(staff, ownerOfRow(application))) throw NotFound();
  const scope = options.activity;
  if (scope && (application.activityKind !== scope.kind || application.activityId !== scope.id)) throw NotFound();
  if (options.decision && !offers(application.activityKind, 'verify')) throw new HttpError(400, 'bad_request', 'decision_not_offered');
  // A team's row holds its places; each member's own row carries their hours.
  if (application.isTeam) throw new HttpError(409, 'conflict', 'team_verify_members');
  const max = hoursMaxOf(application.activityKind);
  if (hours > max) throw new HttpError(400, 'validation', 'hours_step', { max });
  if (application.state === 'completed') throw new HttpError(409, 'conflict', 'already_verified');
  if (!canMoveApplication('verify', application.state)) throw new HttpError(409, 'conflict', 'cannot_verify');
  assertHoursAllowed(application, hours, max);
  const points = pointsFor(hours);
  try {
    await run(
      sequelize,
      `WITH h AS (
         INSERT INTO hours_records (application_id, user_id, organization_id, owner_user_id, owner_group_id, hours, note, verified_by)
         VALUES ($1, $2, $3, $8, $9, $4, $5, $6) RETURNING id),
       p AS (INSERT INTO points_ledger (user_id, delta, reason, hours_record_id) SELECT $2, $7, 'hours', id FROM h RETURNING id)
       UPDATE applications SET state = $10, updated_at = now() WHERE id = $1 AND EXISTS (SELECT 1 FROM p) RETURNING id`,
      [
        applicationId,
        application.userId,
        application.organization_id,
        hours,
        note,
        staff.id,
        points,
        application.owner_user_id,
        application.owner_group_id,
        APPLICATION_TRANSITIONS.verify.to,
      ],
      transaction,
    );
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw new HttpError(409, 'conflict', 'already_verified');
    throw err;
  }
  await sendNotice(deps, 'hours', [application.userId], application, { hours, points }, transaction);
  // The volunteer's first verified hours pay whoever invited them (once, in this transaction).
  await rewardReferrer(deps, application.userId, transaction);
}

/** 409 `hours_too_early` before the session's end, `hours_too_many` over its length plus the margin (common/hours.ts, the one rule). */
function assertHoursAllowed(times: ParticipationTimes, hours: number, hoursMax: number): void {
  const refusal = hoursRefusal(times, hours, hoursMax);
  if (refusal) throw new HttpError(409, refusal, refusal, { max: hoursCeiling(times, hoursMax) });
}

/** Hours as the correction notice writes them in each language (2,5). */
const noticeNumber = (locale: 'ru' | 'uz', n: number, signed = false) =>
  new Intl.NumberFormat(locale === 'uz' ? 'uz-Latn-UZ' : 'ru-RU', { signDisplay: signed ? 'exceptZero' : 'auto' }).format(n);

/**
 * Corrects an application's verified hours (docs/points-economy-api.md "Certificates"),
 * under the same ownership policy and activity scope as verifyHours: in one transaction the hours
 * record (locked) takes the new hours, note and corrected_at/by; the ledger gets a 'correction'
 * entry of the point difference (none when it is 0; a lowering takes at most the balance, so it
 * never goes below zero); every certificate resting on the record is
 * revoked (`hours_corrected`) and the volunteer told in-app. 409 `hours_not_verified` before verification.
 */
export function correctHours(
  deps: NotifyDeps,
  staff: Manager,
  applicationId: number,
  hours: number,
  note: string | null,
  options: Pick<VerifyOptions, 'activity'> = {},
): Promise<void> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const [application] = await run<ActivityRef & OwnerRow & ParticipationTimes & { userId: number }>(
      sequelize,
      `SELECT a.user_id AS "userId", ${ACTIVITY_REF}, ${OWNER_COLUMNS}, ${TIMES_COLUMNS}
         FROM applications a ${activityOfApplication()} WHERE a.id = $1`,
      [applicationId],
      transaction,
    );
    if (!application || !mayManage(staff, ownerOfRow(application))) throw NotFound();
    const scope = options.activity;
    if (scope && (application.activityKind !== scope.kind || application.activityId !== scope.id)) throw NotFound();
    const max = hoursMaxOf(application.activityKind);
    if (hours > max) throw new HttpError(400, 'validation', 'hours_step', { max });
    // The volunteer's row first, as redemptions and certificates lock it, then the record.
    await run(sequelize, 'SELECT id FROM users WHERE id = $1 FOR UPDATE', [application.userId], transaction);
    const [record] = await run<{ id: number; hours: number }>(
      sequelize,
      'SELECT id, hours::float8 AS hours FROM hours_records WHERE application_id = $1 FOR UPDATE',
      [applicationId],
      transaction,
    );
    if (!record) throw new HttpError(409, 'conflict', 'hours_not_verified');
    assertHoursAllowed(application, hours, max);
    await exec(
      sequelize,
      'UPDATE hours_records SET hours = $2, note = $3, corrected_at = now(), corrected_by = $4 WHERE id = $1',
      [record.id, hours, note, staff.id],
      transaction,
    );
    if (hours === record.hours) return;
    // Points already spent on bonuses stay spent: a lowering takes at most the balance (never below zero).
    const balance = await balanceOf(sequelize, application.userId, transaction);
    const delta = Math.max(pointsFor(hours) - pointsFor(record.hours), -balance);
    if (delta !== 0) {
      await exec(
        sequelize,
        `INSERT INTO points_ledger (user_id, delta, reason, hours_record_id) VALUES ($1, $2, 'correction', $3)`,
        [application.userId, delta, record.id],
        transaction,
      );
    }
    await revokeCertificatesOf(sequelize, record.id, 'hours_corrected', transaction);
    const text = (locale: 'ru' | 'uz', key: 'notice_hours_corrected_title' | 'notice_hours_corrected_body') =>
      translate(locale, key, {
        title: locale === 'uz' ? application.titleUz : application.titleRu,
        old: noticeNumber(locale, record.hours),
        hours: noticeNumber(locale, hours),
        delta: noticeNumber(locale, delta, true),
      });
    await notify(
      deps,
      {
        userIds: [application.userId],
        kind: 'hours_corrected',
        title: { ru: text('ru', 'notice_hours_corrected_title'), uz: text('uz', 'notice_hours_corrected_title') },
        body: { ru: text('ru', 'notice_hours_corrected_body'), uz: text('uz', 'notice_hours_corrected_body') },
        page: activityPage(application),
      },
      transaction,
    );
  });
}
