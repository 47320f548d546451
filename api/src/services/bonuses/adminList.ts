import type { Sequelize } from 'sequelize';
import { listPage, SqlParams, type ListRequest } from '../../lists';
import type { BonusRow } from '../../presenters/bonuses';
import { BONUS_COLUMNS, BONUS_JOINS } from './read';

/** The rows with the list's fields named as the back office filters and sorts them (plus the presenter's columns). */
const ADMIN_SELECT = `SELECT ${BONUS_COLUMNS}, a.title_ru AS "titleRu", a.title_uz AS "titleUz",
    a.region_id AS "regionId", a.organization_id AS "organizationId", a.owner_user_id AS "ownerUserId",
    a.submitted_at AS "submittedAt", a.created_at AS "createdAt", a.published_at AS "publishedAt",
    CASE WHEN a.moderation = 'moderation' THEN a.submitted_at END AS "waitingSince",
    COALESCE(o.name, p.name, u.name) AS "ownerName"
  FROM bonus_offers a ${BONUS_JOINS}`;

/** A page of the back office's list, filtered, sorted and searched as asked. */
export const bonusesAdminPage = (sequelize: Sequelize, list: ListRequest) =>
  listPage<BonusRow>(sequelize, ADMIN_SELECT, new SqlParams(), list);
