/** Reminders (issue 18): before a shift and before a deadline, each sent once. */

/** Hours before a shift's start when accepted volunteers are reminded (Tashkent time shown). */
export const SHIFT_REMINDER_HOURS = [24, 2] as const;
/** Hours before a task's deadline or a vacancy's application deadline when the reminder goes. */
export const DEADLINE_REMINDER_HOURS = 24;
/** reminders_sent.kind. */
export const REMINDER_KINDS = ['shift_24h', 'shift_2h', 'task_deadline', 'vacancy_deadline'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** How often the reminder job looks for due reminders (pg-boss cron, Tashkent time). */
export const REMINDER_CRON = '*/5 * * * *';
