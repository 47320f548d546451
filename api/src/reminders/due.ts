import { APPLICATION_TRANSITIONS, SHIFT_REMINDER_HOURS, DEADLINE_REMINDER_HOURS, type ReminderKind } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { activityKinds } from '../activities/registry';
import { TASK } from '../activities/task';
import { VACANCY } from '../activities/vacancy';
import { run } from '../lists';
import { ACTIVITY_REF, sessionTitleSql, titleSql } from '../services/participation/sql';
import { localizedSql } from '../lib/localizedSql';

const HOUR = 3_600_000;

/** One reminder due: what it is about (reminders_sent.subject_id), to whom, and what its text names. */
export interface DueReminder {
  subjectId: number;
  userId: number;
  activityKind: string;
  activityId: number;
  titleRu: string;
  titleUz: string;
  /** The shift's start, the task's or the vacancy's deadline. */
  at: Date;
  /** Shifts: the shift's title and the activity's address in each language (null when none). */
  shiftRu?: string | null;
  shiftUz?: string | null;
  addressRu?: string | null;
  addressUz?: string | null;
}

/** Which reminder goes out between which hours before the moment it names: (from, to]. */
export interface ReminderWindow {
  kind: ReminderKind;
  fromHours: number;
  toHours: number;
}

/**
 * The shift reminders' windows, from SHIFT_REMINDER_HOURS (largest first): 24 h before → (2 h, 24 h],
 * 2 h before → (0, 2 h]. A shift accepted 3 h ahead gets both, one accepted 1 h ahead only the last.
 */
export const SHIFT_WINDOWS: readonly ReminderWindow[] = [...SHIFT_REMINDER_HOURS]
  .sort((a, b) => b - a)
  .map((hours, i, all) => ({ kind: `shift_${hours}h` as ReminderKind, fromHours: all[i + 1] ?? 0, toHours: hours }));

export const DEADLINE_WINDOW = { fromHours: 0, toHours: DEADLINE_REMINDER_HOURS };

/** Not yet sent: no reminders_sent row of the kind ($3) for this subject and user. */
const notSent = (subject: string, user: string) =>
  `NOT EXISTS (SELECT 1 FROM reminders_sent r WHERE r.kind = $3 AND r.subject_id = ${subject} AND r.user_id = ${user})`;

const bounds = (now: Date, w: { fromHours: number; toHours: number }) => [
  new Date(now.getTime() + w.fromHours * HOUR),
  new Date(now.getTime() + w.toHours * HOUR),
];

/** Kinds with sessions as one relation `act`: kind, id, titles, address, moderation, archived_at. */
const sessionActivitiesSql = () =>
  `(${activityKinds()
    .filter((k) => k.session)
    .map((k) => `SELECT '${k.kind}'::text AS kind, id, title_ru, title_uz, address_ru, address_uz, moderation, archived_at FROM ${k.table}`)
    .join(' UNION ALL ')})`;

/** Accepted volunteers (their own applications, team members' too) of published shifts starting in the window. */
export function dueShiftReminders(sequelize: Sequelize, now: Date, window: ReminderWindow): Promise<DueReminder[]> {
  return run<DueReminder>(
    sequelize,
    `SELECT a.id AS "subjectId", a.user_id AS "userId", ${ACTIVITY_REF}, s.starts_at AS at,
            ${sessionTitleSql('ru')} AS "shiftRu", ${sessionTitleSql('uz')} AS "shiftUz",
            NULLIF(${localizedSql('ru', 'act.address')}, '') AS "addressRu", NULLIF(${localizedSql('uz', 'act.address')}, '') AS "addressUz"
       FROM visit_sessions s
       JOIN applications a ON a.session_id = s.id AND a.state = 'accepted' AND a.group_id IS NULL
       JOIN ${sessionActivitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id
      WHERE s.starts_at > $1 AND s.starts_at <= $2 AND act.moderation = 'approved' AND act.archived_at IS NULL
        AND ${notSent('a.id', 'a.user_id')}
      ORDER BY a.id`,
    [...bounds(now, window), window.kind],
  );
}

/** States from which a user may still apply (none, withdrawn, rejected): who favorited a vacancy is reminded only then. */
const MAY_APPLY = APPLICATION_TRANSITIONS.apply.from
  .filter((state) => state !== null)
  .map((state) => `'${state}'`)
  .join(', ');

/** Who hears of a deadline: the activity kind, who (`user`) through which join, and any further condition. */
const DEADLINE_AUDIENCES = {
  // Accepted performers of the task.
  task_deadline: {
    entry: TASK,
    user: 'a.user_id',
    join: `JOIN applications a ON a.activity_kind = '${TASK.kind}' AND a.activity_id = act.id AND a.state = 'accepted' AND a.group_id IS NULL`,
    condition: '',
  },
  // Who keeps the vacancy in their favorites and may still apply to it.
  vacancy_deadline: {
    entry: VACANCY,
    user: 'f.user_id',
    join: `JOIN favorites f ON f.target_type = '${VACANCY.kind}' AND f.target_id = act.id`,
    condition: `AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.user_id = f.user_id AND a.activity_kind = '${VACANCY.kind}'
                 AND a.activity_id = act.id AND a.group_id IS NULL AND a.state NOT IN (${MAY_APPLY}))`,
  },
} as const;

export type DeadlineKind = keyof typeof DEADLINE_AUDIENCES;

/** The people of published tasks or vacancies whose deadline is in the window: one reminder per activity and person. */
export function dueDeadlineReminders(sequelize: Sequelize, now: Date, kind: DeadlineKind): Promise<DueReminder[]> {
  const { entry, user, join, condition } = DEADLINE_AUDIENCES[kind];
  return run<DueReminder>(
    sequelize,
    `SELECT act.id AS "subjectId", ${user} AS "userId", '${entry.kind}' AS "activityKind", act.id AS "activityId",
            ${titleSql('ru')} AS "titleRu", ${titleSql('uz')} AS "titleUz", act.deadline AS at
       FROM ${entry.table} act ${join}
      WHERE act.deadline > $1 AND act.deadline <= $2 AND act.moderation = 'approved' AND act.archived_at IS NULL ${condition}
        AND ${notSent('act.id', user)}
      ORDER BY act.id, ${user}`,
    [...bounds(now, DEADLINE_WINDOW), kind],
  );
}
