/** Reminders: before a shift and before a deadline, each sent once. */

/** Hours before a shift's start when accepted volunteers are reminded (Tashkent time shown). */
export const SHIFT_REMINDER_HOURS = [24, 2] as const;
/** Hours before a task's deadline or a vacancy's application deadline when the reminder goes. */
export const DEADLINE_REMINDER_HOURS = 24;
/** reminders_sent.kind. */
export const REMINDER_KINDS = ['shift_24h', 'shift_2h', 'task_deadline', 'vacancy_deadline'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** How often the reminder job looks for due reminders (pg-boss cron, Tashkent time). */
export const REMINDER_CRON = '*/5 * * * *';
/** Query parameter of the applications page (`profile/application?cantCome=<applicationId>`): the reminder's "can't come" link. */
export const CANT_COME_PARAM = 'cantCome';
/** Map search by address (no coordinates are stored): the reminder's map link is this followed by the encoded address. */
export const MAP_SEARCH_URL = 'https://yandex.uz/maps/?text=';

/** POST /api/dev/reminders/run (development only): the moment it ran as, and how many reminders of each kind went. */
export interface ReminderRun {
  now: string;
  sent: Record<ReminderKind, number>;
}
