import {
  POINTS,
  type ApplicationState,
  type Locale,
  type MyTaskRow,
  type OwnerTaskResultDto,
  type OwnerTaskResultPage,
  type TaskResultDto,
  pageAfterLocale,
} from '@hashar/common';
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { HttpError, NotFound } from '../../errors';
import { firstRow, pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import type { AuthUser } from '../../policies';
import { applicantContacts } from '../../presenters/participation';
import { assertManages, mayManage, ownerOfRow, type Manager, type OwnerRow } from '../../policies/ownership';
import { ownersPeople } from '../moderation';
import { notify, type NotifyDeps, type NotifyRequest } from '../notify';
import { verifyInTransaction } from '../participation/hours';
import { claimResultFiles } from './files';
import { presentResult, RESULT_COLUMNS, type ResultSql } from '../../activities/task/results';
import { localizedSql } from '../../lib/localizedSql';

/** A task as its results need it: owner, titles, estimated hours, visibility. */
interface TaskRef extends OwnerRow {
  id: number;
  titleRu: string;
  titleUz: string;
  moderation: string;
  estimatedHours: string | null;
}

async function taskRef(sequelize: Sequelize, id: number, transaction?: Transaction): Promise<TaskRef | undefined> {
  const [task] = await run<TaskRef>(
    sequelize,
    `SELECT id, ${localizedSql('ru', 'title')} AS "titleRu", ${localizedSql('uz', 'title')} AS "titleUz", moderation,
            estimated_hours AS "estimatedHours", organization_id, owner_user_id, owner_group_id
       FROM tasks WHERE id = $1`,
    [id],
    transaction,
  );
  return task;
}

const RESULT_KINDS = { submitted: 'task_result_submitted', accepted: 'task_result_accepted', changes: 'task_changes_requested' } as const;

/** A step of a task's result as a notice to users, in-app and by e-mail, each in their language. */
function resultNotice(
  userIds: readonly number[],
  task: TaskRef,
  notice: keyof typeof RESULT_KINDS,
  params: Record<string, string | number>,
  page: string,
): NotifyRequest {
  const all = { ...params, title: { ru: task.titleRu, uz: task.titleUz } };
  return {
    userIds,
    kind: RESULT_KINDS[notice],
    title: { key: `task_result_${notice}_title`, params: all },
    body: { key: `task_result_${notice}_body`, params: all },
    page,
    email: true,
  };
}

/** The latest result of an application (null before one is handed in). */
async function latestResult(sequelize: Sequelize, applicationId: number, transaction?: Transaction): Promise<ResultSql | undefined> {
  const [row] = await run<ResultSql>(
    sequelize,
    `SELECT ${RESULT_COLUMNS} FROM task_results r WHERE r.application_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
    [applicationId],
    transaction,
  );
  return row;
}

export interface ResultInput {
  body: string;
  link: string | null;
  files: { key: string; name?: string }[];
}

/**
 * The chosen performer (an accepted application) hands in a result: 404 for a task not public,
 * 403 for one who did not apply, 409 while not chosen, while a result waits for review, or once
 * accepted. The owner's people are told.
 */
export function submitResult(deps: NotifyDeps, user: AuthUser, taskId: number, input: ResultInput, locale: Locale): Promise<TaskResultDto> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const task = await taskRef(sequelize, taskId, transaction);
    if (!task || task.moderation !== 'approved') throw NotFound();
    const [application] = await run<{ id: number; state: string }>(
      sequelize,
      `SELECT id, state FROM applications
        WHERE user_id = $1 AND activity_kind = 'task' AND activity_id = $2 AND session_id IS NULL FOR UPDATE`,
      [user.id, taskId],
      transaction,
    );
    if (!application) throw new HttpError(403, 'forbidden', 'task_not_performer');
    if (application.state === 'completed') throw new HttpError(409, 'conflict', 'task_result_done');
    if (application.state !== 'accepted') throw new HttpError(409, 'conflict', 'task_not_chosen');
    const last = await latestResult(sequelize, application.id, transaction);
    if (last?.state === 'submitted') throw new HttpError(409, 'conflict', 'task_result_waiting');
    const files = await claimResultFiles(sequelize, user.id, input.files, locale, transaction);
    const written = await run<ResultSql>(
      sequelize,
      `INSERT INTO task_results AS r (application_id, body, link, files, state) VALUES ($1, $2, $3, $4::jsonb, 'submitted')
       RETURNING ${RESULT_COLUMNS}`,
      [application.id, input.body, input.link, JSON.stringify(files)],
      transaction,
    );
    const people = await ownersPeople(sequelize, task, transaction);
    const [performer] = await run<{ name: string }>(sequelize, 'SELECT name FROM users WHERE id = $1', [user.id], transaction);
    await notify(
      deps,
      resultNotice(people, task, 'submitted', { name: performer?.name ?? '' }, pageAfterLocale('profileTasks')),
      transaction,
    );
    return presentResult(firstRow(written, 'the task result'));
  });
}

/** GET /api/my/tasks/:id/results: every result handed in on a task the caller manages (others' tasks: 404), newest first. */
export async function ownerResults(sequelize: Sequelize, user: Manager, taskId: number, p: PageRequest): Promise<OwnerTaskResultPage> {
  const task = await taskRef(sequelize, taskId);
  assertManages(user, task ? ownerOfRow(task) : null);
  const page = await sqlPage<ResultSql & { applicationState: ApplicationState; userId: number; name: string; email: string }>(sequelize, {
    from: 'task_results r JOIN applications a ON a.id = r.application_id',
    join: 'JOIN users u ON u.id = a.user_id',
    where: [`a.activity_kind = 'task'`, 'a.activity_id = $1'],
    params: new SqlParams([taskId]),
    columns: `${RESULT_COLUMNS}, a.state AS "applicationState", u.id AS "userId", u.name, u.email`,
    order: 'r.created_at DESC, r.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  return pageResult<OwnerTaskResultDto>(
    page.rows.map((r) => ({
      ...presentResult(r),
      applicationState: r.applicationState,
      performer: { id: r.userId, name: r.name, email: applicantContacts(r.applicationState, { email: r.email }).email },
    })),
    page.total,
    p,
  );
}

/** A result of a task the caller manages, locked (others' tasks and results of other tasks: 404). */
async function lockResult(sequelize: Sequelize, user: Manager, taskId: number, resultId: number, transaction: Transaction) {
  const task = await taskRef(sequelize, taskId, transaction);
  if (!task || !mayManage(user, ownerOfRow(task))) throw NotFound();
  const [result] = await run<ResultSql & { userId: number }>(
    sequelize,
    `SELECT ${RESULT_COLUMNS}, a.user_id AS "userId" FROM task_results r JOIN applications a ON a.id = r.application_id
      WHERE r.id = $1 AND a.activity_kind = 'task' AND a.activity_id = $2 FOR UPDATE OF r, a`,
    [resultId, taskId],
    transaction,
  );
  if (!result) throw NotFound();
  if (result.state !== 'submitted') throw new HttpError(409, 'conflict', 'task_result_reviewed');
  return { task, result };
}

/**
 * The owner accepts a result: the result `accepted`, the application `completed` with its hours
 * verified (the given hours, else the task's estimate; hours points as for any activity) and
 * POINTS.perCompletedTask in the ledger (reason `task`, once per application) — one transaction.
 */
export function acceptResult(
  deps: NotifyDeps,
  user: Manager,
  taskId: number,
  resultId: number,
  given: number | null,
): Promise<TaskResultDto> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const { task, result } = await lockResult(sequelize, user, taskId, resultId, transaction);
    const hours = given ?? (task.estimatedHours === null ? null : Number(task.estimatedHours));
    if (hours === null) throw new HttpError(400, 'bad_request', 'task_hours_required');
    await verifyInTransaction(deps, user, result.applicationId, hours, null, transaction);
    try {
      await run(
        sequelize,
        `INSERT INTO points_ledger (user_id, delta, reason, application_id) VALUES ($1, $2, 'task', $3) RETURNING id`,
        [result.userId, POINTS.perCompletedTask, result.applicationId],
        transaction,
      );
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw new HttpError(409, 'conflict', 'task_result_reviewed');
      throw err;
    }
    const written = await run<ResultSql>(
      sequelize,
      `UPDATE task_results AS r SET state = 'accepted', reviewed_by = $2, reviewed_at = now(), updated_at = now()
        WHERE r.id = $1 RETURNING ${RESULT_COLUMNS}`,
      [resultId, user.id],
      transaction,
    );
    await notify(
      deps,
      resultNotice([result.userId], task, 'accepted', { points: POINTS.perCompletedTask }, pageAfterLocale('taskView', { id: taskId })),
      transaction,
    );
    return presentResult(firstRow(written, 'the task result'));
  });
}

/** The owner sends a result back with a comment; the performer hands in again. */
export function requestChanges(deps: NotifyDeps, user: Manager, taskId: number, resultId: number, comment: string): Promise<TaskResultDto> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const { task, result } = await lockResult(sequelize, user, taskId, resultId, transaction);
    const written = await run<ResultSql>(
      sequelize,
      `UPDATE task_results AS r SET state = 'changes_requested', review_comment = $3, reviewed_by = $2, reviewed_at = now(), updated_at = now()
        WHERE r.id = $1 RETURNING ${RESULT_COLUMNS}`,
      [resultId, user.id, comment],
      transaction,
    );
    await notify(
      deps,
      resultNotice([result.userId], task, 'changes', { comment }, pageAfterLocale('taskView', { id: taskId })),
      transaction,
    );
    return presentResult(firstRow(written, 'the task result'));
  });
}

/** GET /api/my/task-applications: the caller's applications to tasks, newest first, with each one's latest result. */
export async function myTasks(sequelize: Sequelize, userId: number, locale: Locale, p: PageRequest) {
  const page = await sqlPage<{
    applicationId: number;
    state: string;
    proposal: string | null;
    createdAt: Date;
    id: number;
    title: string;
    deadline: Date;
    category: string;
    isOnline: boolean;
    estimatedHours: string | null;
  }>(sequelize, {
    from: 'applications a JOIN tasks t ON t.id = a.activity_id',
    join: 'JOIN task_categories c ON c.id = t.category_id',
    where: ['a.user_id = $1', `a.activity_kind = 'task'`, 'a.session_id IS NULL'],
    params: new SqlParams([userId]),
    columns: `a.id AS "applicationId", a.state, a.message AS proposal, a.created_at AS "createdAt", t.id,
      ${localizedSql(locale, 't.title')} AS title, t.deadline,
      ${localizedSql(locale, 'c.name')} AS category,
      t.is_online AS "isOnline", t.estimated_hours AS "estimatedHours"`,
    order: 'a.created_at DESC, a.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  const ids = page.rows.map((r) => r.applicationId);
  const results = ids.length
    ? await run<ResultSql>(
        sequelize,
        `SELECT DISTINCT ON (r.application_id) ${RESULT_COLUMNS} FROM task_results r
          WHERE r.application_id = ANY($1::int[]) ORDER BY r.application_id, r.created_at DESC, r.id DESC`,
        [ids],
      )
    : [];
  const byApplication = new Map(results.map((r) => [r.applicationId, presentResult(r)]));
  return pageResult<MyTaskRow>(
    page.rows.map((r) => ({
      applicationId: r.applicationId,
      state: r.state,
      proposal: r.proposal,
      createdAt: new Date(r.createdAt).toISOString(),
      task: {
        id: r.id,
        title: r.title,
        deadline: new Date(r.deadline).toISOString(),
        category: r.category,
        isOnline: r.isOnline,
        estimatedHours: r.estimatedHours === null ? null : Number(r.estimatedHours),
      },
      result: byApplication.get(r.applicationId) ?? null,
    })),
    page.total,
    p,
  );
}
