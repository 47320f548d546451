/** In-app notifications. */

/** Kinds of in-app notification (notifications.kind). */
export const NOTIFICATION_KINDS = [
  'event_approved',
  'event_rejected',
  'application_received',
  'application_accepted',
  'application_rejected',
  'application_shortlisted',
  'application_interview',
  'application_promoted',
  'hours_verified',
  'organizer_message',
  'project_partner',
  'task_result_submitted',
  'task_result_accepted',
  'task_changes_requested',
  'friend_request',
  'friend_accepted',
  'friend_invite',
  'referral_reward',
  'review_received',
  'review_hidden',
  'partner_approved',
  'partner_rejected',
  'verification_approved',
  'verification_rejected',
  'verification_again',
  // Bonus offers: the owner hears of the moderation; the volunteer of their code issued and used.
  'bonus_approved',
  'bonus_rejected',
  'bonus_submitted',
  'bonus_redeemed',
  'bonus_used',
  // Hours corrected by the organizer: the volunteer's points change, certificates resting on them are revoked.
  'hours_corrected',
  // Reminders: a shift in 24 or 2 hours; a task's or a vacancy's deadline tomorrow.
  'shift_reminder',
  'deadline_reminder',
  // The check-in at a shift, when the organizer scanned the volunteer's QR.
  'checked_in',
  // The academy: a course completed (its quiz passed, or its last lesson read), with its points.
  'course_completed',
  // The academy's authors hear of their course's moderation; moderators of a course sent to them.
  'course_approved',
  'course_rejected',
  'course_submitted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification as the bell's panel shows it, in the request's language. */
export interface NotificationDto {
  id: number;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

/** GET /api/notifications: a page of the caller's notifications, newest first, with how many are unread and in all. */
export interface NotificationPage {
  data: NotificationDto[];
  unread: number;
  total: number;
}

/** POST /api/notifications/:id/read: the notification and when it was read. */
export interface NotificationRead {
  id: number;
  readAt: string;
}
