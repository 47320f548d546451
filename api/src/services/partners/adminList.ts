import type { Sequelize } from 'sequelize';
import { listPage, SqlParams, type ListRequest } from '../../lists';
import type { PartnerApplicationListRow } from '../../presenters/partnerApplication';

/** The list's rows: no tax number (only the show carries it, audited). */
const LIST_SELECT = `SELECT a.id, a.user_id AS "userId", u.email AS "userEmail", a.company_name AS "companyName",
    a.contact_name AS "contactName", a.phone, a.website, a.logo_url AS "logoUrl", a.status, a.reason,
    a.created_at AS "createdAt", a.decided_at AS "decidedAt", CASE WHEN a.status = 'pending' THEN 0 ELSE 1 END AS queue
  FROM partner_applications a JOIN users u ON u.id = a.user_id`;

/** A page of the back office's list, filtered, sorted and searched as asked. */
export const partnerApplicationsPage = (sequelize: Sequelize, list: ListRequest) =>
  listPage<PartnerApplicationListRow>(sequelize, LIST_SELECT, new SqlParams(), list);
