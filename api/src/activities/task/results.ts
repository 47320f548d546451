import type { TaskResultDto, TaskResultState } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../../lists';

/** A result row as the task services read it. */
export interface ResultSql {
  id: number;
  applicationId: number;
  state: TaskResultState;
  body: string;
  link: string | null;
  files: TaskResultDto['files'];
  reviewComment: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

export const RESULT_COLUMNS = `r.id, r.application_id AS "applicationId", r.state, r.body, r.link, r.files,
  r.review_comment AS "reviewComment", r.reviewed_at AS "reviewedAt", r.created_at AS "createdAt"`;

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

export const presentResult = (r: ResultSql): TaskResultDto => ({
  id: r.id,
  applicationId: r.applicationId,
  state: r.state,
  body: r.body,
  link: r.link,
  files: r.files,
  reviewComment: r.reviewComment,
  reviewedAt: iso(r.reviewedAt),
  createdAt: new Date(r.createdAt).toISOString(),
});

/** The caller's latest result on a task (the task page's `myResult`). */
export async function myResult(sequelize: Sequelize, taskId: number, userId: number): Promise<TaskResultDto | null> {
  const [row] = await run<ResultSql>(
    sequelize,
    `SELECT ${RESULT_COLUMNS} FROM task_results r JOIN applications a ON a.id = r.application_id
      WHERE a.user_id = $1 AND a.activity_kind = 'task' AND a.activity_id = $2 AND a.session_id IS NULL
      ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
    [userId, taskId],
  );
  return row ? presentResult(row) : null;
}
