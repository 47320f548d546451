import type { ActivityCardBase, ActivityDetailBase, ActivityInputBase } from './activityShapes';

/** Pro bono tasks (spec §5): performed by pro bono volunteers only, in the admin's categories (`cattask`). */

export const TASK_LIMITS = {
  skillsMax: 2000,
  resultMax: 5000,
  proposalMax: 3000,
  performersMax: 100,
  /** Estimated hours of a task, also the most a task's hours record may hold. */
  hoursMax: 1000,
  linkMax: 1000,
  filesMax: 5,
} as const;

/**
 * A performer's result: handed in (`submitted`), sent back by the owner with a comment
 * (`changes_requested`, the performer hands in again) or `accepted` (the task is done for that
 * performer: hours verified, TASK_POINTS added).
 */
export const TASK_RESULT_STATES = ['submitted', 'changes_requested', 'accepted'] as const;
export type TaskResultState = (typeof TASK_RESULT_STATES)[number];

/** GET /api/tasks item. */
export interface TaskCard extends ActivityCardBase {
  category: { id: number; name: string };
  deadline: string;
  isOnline: boolean;
  performers: number;
  /** Performers chosen so far. */
  chosen: number;
  estimatedHours: number | null;
}

/** GET /api/tasks/:id */
export interface TaskDetail extends TaskCard, ActivityDetailBase {
  skills: string | null;
  skillsRu: string | null;
  skillsUz: string | null;
  expectedResult: string | null;
  resultRu: string | null;
  resultUz: string | null;
}

/** Body of POST/PUT /api/my/tasks. */
export interface TaskInput extends ActivityInputBase {
  categoryId: number;
  skillsRu?: string | null;
  skillsUz?: string | null;
  resultRu?: string | null;
  resultUz?: string | null;
  deadline: string;
  isOnline: boolean;
  performers: number;
  estimatedHours?: number | null;
}
