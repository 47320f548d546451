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

/** One row of the queue as the list shows it. */
export async function queueRowOf(sequelize: Sequelize, id: number): Promise<Record<string, unknown>> {
  const params = new SqlParams();
  const { rows } = await listPage<Record<string, unknown>>(sequelize, `${BASE} WHERE r.id = ${params.add(id)}`, params, {
    order: [['id', 'ASC']],
    offset: 0,
    limit: 1,
  });
  return firstRow(rows, `verification request ${id}`);
}

/** A page of the back office's queue, filtered, sorted and searched as asked. */
export const verificationsPage = (sequelize: Sequelize, page: ListRequest) => listPage(sequelize, BASE, new SqlParams(), page);

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
