import { type Locale, type ModerationState, type MyApplicationDto, localized } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import type { AuthUser } from '../../policies';
import { mayManage, maySeeUnpublished, ownerOfRow, type OwnerRow } from '../../policies/ownership';
import type { ApiActivityKind as ActivityKind } from '../types';
import { type CardRow, type DocumentRow, type SessionRow } from './presenters';
import { run, SqlParams } from '../../lists';
import { cardRows, directionsOf } from './cards';
import { sumHeldPlaces, sumWaitlistedPlaces } from './places';

/** A card row with what the detail page adds. */
export interface DetailRow extends CardRow, OwnerRow {
  moderation: ModerationState;
  reject_reason: string | null;
  /** The owning initiative group's status (null when no group owns it): its activities are public while it is above 0. */
  owner_group_status: number | null;
  capacity?: number | null;
  min_age?: number | null;
  skills?: string | null;
  group_title_ru?: string | null;
  group_title_uz?: string | null;
  favorites_count: number;
  comments_count: number;
  is_favorite: boolean;
}

/** The activity's row as its detail shows it, or null when it does not exist. */
export async function detailRow(
  sequelize: Sequelize,
  kind: ActivityKind,
  id: number,
  userId: number | null,
  transaction?: Transaction,
): Promise<DetailRow | null> {
  const params = new SqlParams();
  const idParam = params.add(id);
  const typeParam = params.add(kind.kind);
  const [row] = await cardRows<DetailRow>(
    sequelize,
    kind,
    {
      where: [`a.id = ${idParam}`],
      params,
      order: 'a.id',
      limit: 1,
      offset: 0,
      join: kind.detailJoin,
      columns: `a.organization_id, a.owner_user_id, a.owner_group_id, og.status AS owner_group_status, a.moderation, a.reject_reason${kind.detailColumns},
      (SELECT count(*)::int FROM favorites f WHERE f.target_type = ${typeParam} AND f.target_id = a.id) AS favorites_count,
      (SELECT count(*)::int FROM comments c WHERE c.target_type = ${typeParam} AND c.target_id = a.id AND c.deleted_at IS NULL) AS comments_count,
      EXISTS (SELECT 1 FROM favorites f WHERE f.target_type = ${typeParam} AND f.target_id = a.id
        AND f.user_id = ${params.add(userId ?? 0)}) AS is_favorite`,
    },
    transaction,
  );
  return row ?? null;
}

/** The sessions of an activity with the places held and waitlisted (activities/core/places.ts), by start. */
export async function sessionsOf(sequelize: Sequelize, kind: ActivityKind, id: number, transaction?: Transaction): Promise<SessionRow[]> {
  if (!kind.session) return [];
  return run<SessionRow>(
    sequelize,
    `SELECT s.id, s.title_ru, s.title_uz, s.starts_at, s.ends_at, s.capacity,
            ${sumHeldPlaces('ap')} AS taken, ${sumWaitlistedPlaces('ap')} AS waitlisted
       FROM visit_sessions s LEFT JOIN applications ap ON ap.session_id = s.id
      WHERE s.${kind.session.column} = $1 GROUP BY s.id ORDER BY s.starts_at, s.id`,
    [id],
    transaction,
  );
}

async function myApplications(sequelize: Sequelize, kind: ActivityKind, id: number, userId: number | null): Promise<MyApplicationDto[]> {
  if (userId === null) return [];
  const rows = await run<{ id: number; session_id: number | null; state: MyApplicationDto['state']; created_at: Date }>(
    sequelize,
    `SELECT ap.id, ap.session_id, ap.state, ap.created_at FROM applications ap
      WHERE ap.activity_kind = $3 AND ap.activity_id = $1 AND ap.user_id = $2 AND ap.group_id IS NULL ORDER BY ap.created_at`,
    [id, userId, kind.kind],
  );
  return rows.map((r) => ({ id: r.id, sessionId: r.session_id, state: r.state, createdAt: r.created_at.toISOString() }));
}

/** The documents of an activity whose kind carries them, by id. */
export async function documentsOf(sequelize: Sequelize, kind: ActivityKind, id: number): Promise<DocumentRow[]> {
  if (!kind.documents) return [];
  return run<DocumentRow>(
    sequelize,
    `SELECT id, file_key, name, mime_type, size FROM ${kind.documents.table} WHERE ${kind.documents.column} = $1 ORDER BY id`,
    [id],
  );
}

/** What both details share, or null when the caller may not see the activity. */
export async function loadDetail(sequelize: Sequelize, kind: ActivityKind, id: number, user: AuthUser | undefined) {
  const row = await detailRow(sequelize, kind, id, user?.id ?? null);
  const shown = row?.moderation === 'approved' && (row.owner_group_status === null || row.owner_group_status > 0);
  if (!row || (!shown && !maySeeUnpublished(user, ownerOfRow(row)))) return null;
  const [directions, sessions, mine, courses] = await Promise.all([
    directionsOf(sequelize, kind, [id]),
    sessionsOf(sequelize, kind, id),
    myApplications(sequelize, kind, id, user?.id ?? null),
    requiredCoursesOf(sequelize, kind, id, user?.id ?? null),
  ]);
  return { row, directions: directions.get(id) ?? [], sessions, mine, courses };
}

/** A course the activity requires, and whether the reader completed it. */
export interface RequiredCourseRow {
  id: number;
  slug: string;
  title_ru: string;
  title_uz: string | null;
  completed: boolean;
}

/** The courses the activity requires (services/academy/requirements.ts writes them), in the owner's order. */
function requiredCoursesOf(sequelize: Sequelize, kind: ActivityKind, id: number, userId: number | null): Promise<RequiredCourseRow[]> {
  return run<RequiredCourseRow>(
    sequelize,
    `SELECT c.id, c.slug, c.title_ru, c.title_uz,
            EXISTS (SELECT 1 FROM course_completions k WHERE k.user_id = $3 AND k.course_id = c.id) AS completed
       FROM activity_course_requirements r JOIN courses c ON c.id = r.course_id
      WHERE r.activity_kind = $1 AND r.activity_id = $2 ORDER BY r.position, c.id`,
    [kind.kind, id, userId],
  );
}

/** Fields of both details that come straight from the row. */
export function detailBase(row: DetailRow, user: AuthUser | undefined, locale: Locale) {
  return {
    titleRu: row.title_ru,
    titleUz: row.title_uz,
    addressRu: row.address_ru,
    addressUz: row.address_uz,
    description: localized(locale, row.description_ru, row.description_uz),
    descriptionRu: row.description_ru,
    descriptionUz: row.description_uz,
    moderation: row.moderation,
    rejectReason: row.reject_reason,
    isFavorite: row.is_favorite,
    canEdit: mayManage(user, ownerOfRow(row)),
  };
}
