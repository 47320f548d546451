import {
  APPLICATION_TRANSITIONS,
  CHECKIN_OPENS_MINUTES_BEFORE,
  canMoveApplication,
  mayMarkAttended,
  toTashkentInput,
  type ActivityKind,
  type ApplicationState,
  type CheckinApplication,
  type CheckinRefusal,
  type CheckinShift,
  type CheckinView,
  type CrmCheckinResult,
  type Locale,
  localized,
} from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError, NotFound } from '../../errors';
import { exec, firstRow, run } from '../../lists';
import { activityKinds } from '../../activities/registry';
import { translate } from '../../i18n';
import { mayManage, ownerOfRow, type Manager, type OwnerRow } from '../../policies/ownership';
import { notify, type NotifyDeps } from '../notify';
import { offers } from '../participation/decisions';
import { activityPage } from '../participation/notices';
import { ACTIVITY_REF, activityOfSession, OWNER_COLUMNS, sessionTitleSql, titleSql } from '../participation/sql';

/** States in which the organizer took the volunteer on the shift (a check-in records the arrival of these only). */
const TAKEN: readonly ApplicationState[] = ['accepted', 'attended', 'completed'];

/** The address of the activity `act` of a shift, from its kind's table (kinds with sessions keep address_ru/_uz). */
const addressSql = () =>
  `LEFT JOIN LATERAL (${activityKinds()
    .filter((k) => k.session)
    .map(
      (k) => `SELECT to_jsonb(t) ->> 'address_ru' AS ru, to_jsonb(t) ->> 'address_uz' AS uz
              FROM ${k.table} t WHERE act.kind = '${k.kind}' AND t.id = act.id`,
    )
    .join(' UNION ALL ')}) AS addr ON true`;

interface ShiftRow extends OwnerRow {
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  title: string | null;
  activityKind: ActivityKind;
  activityId: number;
  activityTitle: string;
  titleRu: string;
  titleUz: string;
  addressRu: string | null;
  addressUz: string | null;
}

/** The shift (a visit session of any kind with sessions) with its activity; 404 when there is none. */
async function shiftRow(sequelize: Sequelize, sessionId: number, locale: Locale, transaction?: Transaction): Promise<ShiftRow> {
  const [row] = await run<ShiftRow>(
    sequelize,
    `SELECT s.id AS "sessionId", s.starts_at AS "startsAt", s.ends_at AS "endsAt", ${sessionTitleSql(locale)} AS title,
            ${titleSql(locale)} AS "activityTitle", ${ACTIVITY_REF}, ${OWNER_COLUMNS}, addr.ru AS "addressRu", addr.uz AS "addressUz"
       FROM visit_sessions s ${activityOfSession()} ${addressSql()}
      WHERE s.id = $1`,
    [sessionId],
    transaction,
  );
  if (!row) throw NotFound();
  return row;
}

/** When check-in opens: CHECKIN_OPENS_MINUTES_BEFORE before the start. */
const opensAtOf = (shift: Pick<ShiftRow, 'startsAt'>) =>
  new Date(new Date(shift.startsAt).getTime() - CHECKIN_OPENS_MINUTES_BEFORE * 60_000);

function presentShift(row: ShiftRow, locale: Locale): CheckinShift {
  return {
    sessionId: row.sessionId,
    activity: { kind: row.activityKind, id: row.activityId, title: row.activityTitle },
    title: row.title,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    opensAt: opensAtOf(row).toISOString(),
    address: localized(locale, row.addressRu, row.addressUz) || null,
  };
}

interface ApplicationRow {
  id: number;
  state: ApplicationState;
  sessionId: number | null;
  checkedInAt: Date | null;
}

const presentApplication = (row: ApplicationRow): CheckinApplication => ({
  id: row.id,
  state: row.state,
  checkedInAt: row.checkedInAt === null ? null : new Date(row.checkedInAt).toISOString(),
});

/**
 * A user's own applications to the shift's activity (never a team's row: a member checks in on
 * their own), the shift's first, then the latest; locked when in a transaction.
 */
const applicationsOf = (sequelize: Sequelize, userId: number, shift: ShiftRow, transaction?: Transaction) =>
  run<ApplicationRow>(
    sequelize,
    `SELECT a.id, a.state, a.session_id AS "sessionId", a.checked_in_at AS "checkedInAt"
       FROM applications a
      WHERE a.user_id = $1 AND a.activity_kind = $2 AND a.activity_id = $3 AND a.group_id IS NULL
      ORDER BY a.session_id = $4 DESC NULLS LAST, a.updated_at DESC, a.id DESC
      ${transaction ? 'FOR UPDATE' : ''}`,
    [userId, shift.activityKind, shift.activityId, shift.sessionId],
    transaction,
  );

/** GET /api/checkin/:sessionId: the shift and the caller's application to it (or null). */
export async function checkinView(sequelize: Sequelize, userId: number, sessionId: number, locale: Locale): Promise<CheckinView> {
  const shift = await shiftRow(sequelize, sessionId, locale);
  const mine = (await applicationsOf(sequelize, userId, shift)).find((a) => a.sessionId === sessionId);
  return { shift: presentShift(shift, locale), application: mine ? presentApplication(mine) : null };
}

/** A time as the refusals name it, on Tashkent's clock: `HH:MM` today, `DD.MM.YYYY HH:MM` another day. */
export function refusalTime(at: Date, now: Date): string {
  const local = toTashkentInput(at);
  const [date, time] = [local.slice(0, 10), local.slice(11)];
  if (date === toTashkentInput(now).slice(0, 10)) return time;
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y} ${time}`;
}

const refuse = (code: Exclude<CheckinRefusal, 'invalid_code'>, params: Record<string, string> = {}) =>
  new HttpError(409, code, code, params);

/**
 * Checks `userId` in at the shift, in the caller's transaction, the application row locked:
 * wrong_shift when their application is taken for another shift of the activity, not_accepted
 * without a taken one for this shift, already_checked_in (with the time) once checked in,
 * too_early before the window opens (with its time), too_late after the shift's end. Else the
 * application moves accepted → attended (APPLICATION_TRANSITIONS, as the CRM's attendance mark)
 * and keeps the time and who checked in.
 */
async function checkInWithin(
  sequelize: Sequelize,
  shift: ShiftRow,
  userId: number,
  by: number,
  now: Date,
  transaction: Transaction,
): Promise<ApplicationRow> {
  const rows = await applicationsOf(sequelize, userId, shift, transaction);
  const mine = rows.find((a) => a.sessionId === shift.sessionId);
  if (!mine || !TAKEN.includes(mine.state)) {
    if (rows.some((a) => a.sessionId !== shift.sessionId && TAKEN.includes(a.state))) throw refuse('wrong_shift');
    throw refuse('not_accepted');
  }
  if (mine.checkedInAt !== null) throw refuse('already_checked_in', { time: refusalTime(new Date(mine.checkedInAt), now) });
  const opensAt = opensAtOf(shift);
  if (now < opensAt) throw refuse('too_early', { time: refusalTime(opensAt, now) });
  if (now > new Date(shift.endsAt)) throw refuse('too_late');
  // An application the organizer already marked attended (or verified) keeps its state and gets the time.
  // Before the shift's start the time is kept and the state waits: attended only once it has started (common/hours.ts).
  const started = mayMarkAttended({ sessionStartsAt: shift.startsAt, sessionEndsAt: shift.endsAt, activityStartsAt: null }, now);
  const attend = started && offers(shift.activityKind, 'attend') && canMoveApplication('attend', mine.state);
  const updated = await exec<ApplicationRow>(
    sequelize,
    `UPDATE applications SET state = CASE WHEN $2 THEN $3 ELSE state END, checked_in_at = $4, checked_in_by = $5, updated_at = now()
      WHERE id = $1 RETURNING id, state, session_id AS "sessionId", checked_in_at AS "checkedInAt"`,
    [mine.id, attend, APPLICATION_TRANSITIONS.attend.to, now, by],
    transaction,
  );
  return firstRow(updated, `application ${mine.id}`);
}

/** POST /api/checkin/:sessionId: the volunteer checks themselves in by the shift's QR (the code is checked by the route). */
export async function checkInSelf(sequelize: Sequelize, userId: number, sessionId: number, locale: Locale): Promise<CheckinView> {
  return sequelize.transaction(async (transaction) => {
    const shift = await shiftRow(sequelize, sessionId, locale, transaction);
    const application = await checkInWithin(sequelize, shift, userId, userId, new Date(), transaction);
    return { shift: presentShift(shift, locale), application: presentApplication(application) };
  });
}

/** The shift if the account manages its activity (ownership policy): 404 for no shift, 403 for another's. */
export async function managedShift(sequelize: Sequelize, manager: Manager, sessionId: number, locale: Locale): Promise<CheckinShift> {
  const shift = await shiftRow(sequelize, sessionId, locale);
  if (!mayManage(manager, ownerOfRow(shift))) throw new HttpError(403, 'forbidden', 'forbidden');
  return presentShift(shift, locale);
}

/**
 * POST /api/crm/sessions/:id/checkin: the organizer checks a volunteer in by their personal code
 * (the user it names, checked by the route), under the same rules; the volunteer is told in-app.
 */
export async function checkInByOrganizer(
  deps: NotifyDeps,
  manager: Manager,
  sessionId: number,
  userId: number,
  locale: Locale,
): Promise<CrmCheckinResult> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const shift = await shiftRow(sequelize, sessionId, locale, transaction);
    if (!mayManage(manager, ownerOfRow(shift))) throw new HttpError(403, 'forbidden', 'forbidden');
    const now = new Date();
    const application = await checkInWithin(sequelize, shift, userId, manager.id, now, transaction);
    const [volunteer] = await run<{ name: string }>(sequelize, 'SELECT name FROM users WHERE id = $1', [userId], transaction);
    const time = refusalTime(now, now);
    await notify(
      deps,
      {
        userIds: [userId],
        kind: 'checked_in',
        title: {
          ru: translate('ru', 'notice_checked_in_title', { title: shift.titleRu }),
          uz: translate('uz', 'notice_checked_in_title', { title: shift.titleUz }),
        },
        body: {
          ru: translate('ru', 'notice_checked_in_body', { title: shift.titleRu, time }),
          uz: translate('uz', 'notice_checked_in_body', { title: shift.titleUz, time }),
        },
        page: activityPage(shift),
      },
      transaction,
    );
    return { volunteer: { id: userId, name: volunteer?.name ?? '' }, application: presentApplication(application) };
  });
}
