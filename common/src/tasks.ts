import type { ActivityKindInfo } from './activities';
import {
  ACTIVITY_BASE_FIELDS,
  type ActivityCardBase,
  type ActivityDetailBase,
  type ActivityInputBase,
  type OwnRow,
} from './activityShapes';
import type { Page } from './lists';

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
  /** A handed-in result's text and the owner's comment asking for changes. */
  resultBodyMax: 10000,
  commentMax: 2000,
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

/** Why the caller may not apply to a task: a guest, not a pro bono volunteer, or the task is closed (deadline passed). */
export const TASK_APPLY_REFUSALS = ['guest', 'not_probono', 'closed'] as const;
export type TaskApplyRefusal = (typeof TASK_APPLY_REFUSALS)[number];

/** A file handed in with a result (an upload of kind `taskResult`). */
export interface TaskResultFile {
  key: string;
  url: string;
  name: string;
  type: string;
  size: number;
}

/** A result handed in by a performer (GET /api/my/tasks/:id/results, the performer's `myResult`). */
export interface TaskResultDto {
  id: number;
  applicationId: number;
  state: TaskResultState;
  body: string;
  link: string | null;
  files: TaskResultFile[];
  /** The owner's comment when asking for changes. */
  reviewComment: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

/** The owner's view of a result: its performer too. */
export interface OwnerTaskResultDto extends TaskResultDto {
  /** `email`: null unless the performer's application is accepted (common/statuses.ts contactsShared). */
  performer: { id: number; name: string; email: string | null };
  /** The application's state (`completed` once the result is accepted). */
  applicationState: string;
}

/** GET /api/tasks/:id */
export interface TaskDetail extends TaskCard, ActivityDetailBase {
  skills: string | null;
  skillsRu: string | null;
  skillsUz: string | null;
  expectedResult: string | null;
  resultRu: string | null;
  resultUz: string | null;
  /** Whether the caller may apply (pro bono volunteers, open tasks); else why not. */
  canApply: boolean;
  cannotApply: TaskApplyRefusal | null;
  /** The caller's latest result, when they are a performer who handed one in. */
  myResult: TaskResultDto | null;
}

/** Body of POST /api/tasks/:id/results: text, an optional link, files uploaded as `task-result`. */
export interface TaskResultInput {
  body: string;
  link?: string | null;
  files?: { key: string; name?: string }[];
}

/** GET /api/tasks `for`: `me` = only the pro bono caller's categories. */
export const TASK_FOR = ['me'] as const;
/** GET /api/tasks `when`: `open` (default: deadline not passed) or `all`. */
export const TASK_WHEN = ['open', 'all'] as const;
/** GET /api/tasks `sort`: deadline (soonest first, default) or newest. */
export const TASK_SORTS = ['deadline', 'newest'] as const;

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

/** GET /api/my/task-applications: a pro bono volunteer's task, their application and latest result. */
export interface MyTaskRow {
  applicationId: number;
  /** pending (applied), accepted (chosen), completed (result accepted), rejected, withdrawn. */
  state: string;
  proposal: string | null;
  createdAt: string;
  task: { id: number; title: string; deadline: string; category: string; isOnline: boolean; estimatedHours: number | null };
  result: TaskResultDto | null;
}

/** Pro bono tasks: performed by pro bono volunteers, in the admin's categories. */
export const TASK_KIND = {
  kind: 'task',
  pages: { list: 'tasks', view: 'taskView', own: 'profileTasks', create: 'profileTaskCreate', edit: 'profileTaskEdit' },
  api: 'tasks',
  adminResource: 'tasks',
  createAction: 'task.create',
  applyAction: 'task.apply',
  owners: ['organization', 'group'],
  hasSessions: false,
  hasDates: false,
  hasDocuments: false,
  hasSeries: false,
  /** Picking performers; hours are verified when the owner accepts the result. */
  decisions: ['accept', 'reject'],
  hoursMax: TASK_LIMITS.hoursMax,
  fields: {
    form: [
      ...ACTIVITY_BASE_FIELDS.form,
      'isOnline',
      'cover',
      'categoryId',
      'skillsRu',
      'skillsUz',
      'resultRu',
      'resultUz',
      'deadline',
      'performers',
      'estimatedHours',
    ],
    moderated: ['isOnline', 'categoryId', 'skillsRu', 'skillsUz', 'resultRu', 'resultUz', 'deadline'],
    show: ['categoryId', 'deadline', 'isOnline', 'performers', 'estimatedHours', 'skillsRu', 'skillsUz', 'resultRu', 'resultUz'],
    editable: ['skillsRu', 'skillsUz', 'resultRu', 'resultUz', 'performers', 'isOnline'],
  },
} as const satisfies ActivityKindInfo<TaskInput>;

/** GET /api/tasks: a page of task cards. */
export type TaskCardPage = Page<TaskCard>;

/** GET /api/my/task-applications: a page of the performer's tasks. */
export type MyTaskPage = Page<MyTaskRow>;

/** GET /api/my/tasks: a page of the owner's tasks (the performer's are MyTaskPage). */
export type OwnTaskPage = Page<OwnRow<TaskCard>>;

/** GET /api/my/tasks/:id/results: a page of the results handed in for one of the owner's tasks. */
export type OwnerTaskResultPage = Page<OwnerTaskResultDto>;
