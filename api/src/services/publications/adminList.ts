import type { Sequelize } from 'sequelize';
import { listPage, SqlParams, type ListRequest } from '../../lists';
import type { PublicationRow } from '../../presenters/publications';
import { PUBLICATION_JOINS, publicationColumns } from './read';

/** The rows with the list's fields named as the back office filters and sorts them (plus the presenter's columns). */
const ADMIN_SELECT = `SELECT ${publicationColumns()}, a.title_ru AS "titleRu", a.title_uz AS "titleUz", a.search_text AS "searchText",
    a.notice_state AS "noticeState", a.region_id AS "regionId", a.submitted_at AS "submittedAt", a.created_at AS "createdAt",
    a.published_at AS "publishedAt", a.updated_at AS "updatedAt"
  FROM publications a ${PUBLICATION_JOINS}`;

/** A page of the back office's list, filtered, sorted and searched as asked. */
export const publicationsAdminPage = (sequelize: Sequelize, list: ListRequest) =>
  listPage<PublicationRow>(sequelize, ADMIN_SELECT, new SqlParams(), list);
