import type { VerificationQueueRow } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { firstRow, listPage, run, SqlParams, type ListRequest } from '../../lists';
import type { VerificationRequest } from '../../models';

/** The queue's rows: the request, the subject's name and the account's email. */
const BASE = `
  SELECT r.id, r.subject_type AS "subjectType", r.subject_id AS "subjectId", r.status, r.reason,
         r.created_at AS "requestedAt", r.decided_at AS "decidedAt",
         CASE WHEN r.subject_type = 'user' THEN COALESCE(NULLIF(trim(vp.first_name || ' ' || vp.last_name), ''), u.name) ELSE o.name END AS name,
         CASE WHEN r.subject_type = 'user' THEN u.email ELSE o.email END AS email
    FROM verification_requests r
    LEFT JOIN users u ON r.subject_type = 'user' AND u.id = r.subject_id
    LEFT JOIN volunteer_profiles vp ON vp.user_id = u.id
    LEFT JOIN organizations o ON r.subject_type = 'organization' AND o.id = r.subject_id`;

/** A row of the queue as BASE reads it: the answer's fields, times as the driver gives them. */
type QueueSqlRow = Omit<VerificationQueueRow, 'requestedAt' | 'decidedAt'> & { requestedAt: Date; decidedAt: Date | null };

/** A row of the queue as the back office gets it (times as ISO strings). */
const presentQueueRow = (r: QueueSqlRow): VerificationQueueRow => ({
  ...r,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
});

/** One row of the queue as the list shows it. */
export async function queueRowOf(sequelize: Sequelize, id: number): Promise<VerificationQueueRow> {
  const params = new SqlParams();
  const { rows } = await listPage<QueueSqlRow>(sequelize, `${BASE} WHERE r.id = ${params.add(id)}`, params, {
    order: [['id', 'ASC']],
    offset: 0,
    limit: 1,
  });
  return presentQueueRow(firstRow(rows, `verification request ${id}`));
}

/** A page of the back office's queue, filtered, sorted and searched as asked. */
export async function verificationsPage(sequelize: Sequelize, page: ListRequest): Promise<{ rows: VerificationQueueRow[]; total: number }> {
  const { rows, total } = await listPage<QueueSqlRow>(sequelize, BASE, new SqlParams(), page);
  return { rows: rows.map(presentQueueRow), total };
}

/** A request as the queue's routes check it: who it is about and its status. */
export type VerificationRequestRow = Pick<VerificationRequest, 'id' | 'subjectType' | 'subjectId' | 'status'>;

/** The request of an id, or null. */
export async function verificationRequest(sequelize: Sequelize, id: number): Promise<VerificationRequestRow | null> {
  const [row] = await run<VerificationRequestRow>(
    sequelize,
    'SELECT id, subject_type AS "subjectType", subject_id AS "subjectId", status FROM verification_requests WHERE id = $1',
    [id],
  );
  return row ?? null;
}
