import { REMINDER_KINDS, type ReminderKind } from '@hashar/common';
import type { Logger } from '../logger';
import { exec } from '../lists';
import { notify, type NotifyDeps } from '../services/notify';
import { SHIFT_WINDOWS, dueDeadlineReminders, dueShiftReminders, type DeadlineKind, type DueReminder } from './due';
import { deadlineNotice, shiftNotice, type ReminderNotice } from './texts';

export interface ReminderDeps extends NotifyDeps {
  logger?: Logger;
}

/** How many reminders of each kind a run sent. */
export type ReminderCounts = Record<ReminderKind, number>;

/** Reminders sharing one text (one notify call): one shift's application, or one task's or vacancy's people. */
interface ReminderGroup {
  kind: ReminderKind;
  rows: DueReminder[];
  notice: ReminderNotice;
}

const DEADLINE_KINDS: readonly DeadlineKind[] = ['task_deadline', 'vacancy_deadline'];

function groupBySubject(kind: DeadlineKind, rows: DueReminder[], now: Date): ReminderGroup[] {
  // Each group keeps its first row: the one its text is written from.
  const groups = new Map<number, { first: DueReminder; rows: DueReminder[] }>();
  for (const row of rows) {
    const group = groups.get(row.subjectId);
    if (group) group.rows.push(row);
    else groups.set(row.subjectId, { first: row, rows: [row] });
  }
  return [...groups.values()].map((group) => ({ kind, rows: group.rows, notice: deadlineNotice(kind, group.first, now) }));
}

/** Everything due at `now`, in groups; each shift reminder is a group of its own (its "can't come" names the application). */
async function dueGroups(deps: ReminderDeps, now: Date): Promise<ReminderGroup[]> {
  const groups: ReminderGroup[] = [];
  for (const window of SHIFT_WINDOWS) {
    const rows = await dueShiftReminders(deps.sequelize, now, window);
    groups.push(...rows.map((row) => ({ kind: window.kind, rows: [row], notice: shiftNotice(row, now) })));
  }
  for (const kind of DEADLINE_KINDS) groups.push(...groupBySubject(kind, await dueDeadlineReminders(deps.sequelize, now, kind), now));
  return groups;
}

/**
 * Records a group's reminders and notifies in one transaction — only those whose reminders_sent
 * row this transaction inserted. A process running the same group at once waits on those rows and
 * then inserts none: each reminder goes out once, whatever the number of processes.
 */
async function sendOnce(deps: ReminderDeps, group: ReminderGroup): Promise<number> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const inserted = await exec<{ user_id: number }>(
      sequelize,
      `INSERT INTO reminders_sent (kind, subject_id, user_id) SELECT $1, * FROM unnest($2::int[], $3::int[])
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [group.kind, group.rows.map((r) => r.subjectId), group.rows.map((r) => r.userId)],
      transaction,
    );
    if (inserted.length > 0) await notify(deps, { ...group.notice, userIds: inserted.map((r) => r.user_id) }, transaction);
    return inserted.length;
  });
}

/**
 * Sends every reminder due at `now` (shifts 24 h and 2 h ahead, task and vacancy deadlines a day
 * ahead) that was not sent before: in-app, e-mail and Telegram through notify(). A group that fails
 * is logged and left for the next run; the run then fails too, after sending the others.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date = new Date()): Promise<ReminderCounts> {
  const sent = Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, 0])) as ReminderCounts;
  let failed: unknown = null;
  for (const group of await dueGroups(deps, now)) {
    try {
      sent[group.kind] += await sendOnce(deps, group);
    } catch (err) {
      deps.logger?.error({ err, kind: group.kind, subjectId: group.rows[0]?.subjectId }, 'sending a reminder failed');
      failed ??= err;
    }
  }
  if (failed) throw failed;
  return sent;
}
