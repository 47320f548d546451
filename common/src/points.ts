import type { Page } from './lists';

/** Points: the rule (DESIGN.md §4) and a volunteer's balance and history. */

/** Points rule (DESIGN.md §4). */
/**
 * perCompletedTask: added when a task's owner accepts a performer's result, besides the hours;
 * perCompletedCourse: once per course, when a volunteer completes it (passes its quiz, or reads its last lesson).
 */
export const POINTS = { perVerifiedHour: 10, referredFriend: 50, perCompletedTask: 30, perCompletedCourse: 20 } as const;
export const POINTS_REASONS = ['hours', 'referral', 'task', 'bonus', 'correction', 'course'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** GET /api/my/points */
export interface PointsSummary {
  balance: number;
  verifiedHours: number;
  history: Page<{ id: number; delta: number; reason: PointsReason; title: string; hours: number | null; createdAt: string }>;
}
