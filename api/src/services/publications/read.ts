import { LIST_COUNT_CAP, type Locale, type MyPublicationDto, type Page, type PublicationCard, type PublicationKind } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import type { Owner } from '../../policies/ownership';
import { ownerScope } from '../../policies/ownership';
import { presentMyPublication, presentPublicationCard, type PublicationRow } from '../../presenters/publications';
import { activitiesSql } from '../participation/sql';
import { publiclyShown } from '../../activities/core/cards';
import { searchConditions, searchWords } from '../../lists/search';

/** Publications `a` with their region and owner's names (every read goes through these joins). */
export const PUBLICATION_JOINS = `LEFT JOIN regions r ON r.id = a.region_id
  LEFT JOIN organizations o ON o.id = a.organization_id
  LEFT JOIN initiative_groups g ON g.id = a.owner_group_id
  LEFT JOIN users u ON u.id = a.owner_user_id`;

/** Cards need the body's start only (for the excerpt). */
const CARD_BODY_CHARS = 3000;

/** The row's columns (presenters/publications.ts PublicationRow); cards carry the start of the bodies. */
export function publicationColumns(card = false): string {
  const bodies = card
    ? `left(a.body_ru, ${CARD_BODY_CHARS}) AS body_ru, left(a.body_uz, ${CARD_BODY_CHARS}) AS body_uz`
    : 'a.body_ru, a.body_uz';
  return `a.id, a.kind, a.organization_id, a.owner_user_id, a.owner_group_id, a.title_ru, a.title_uz, ${bodies},
    a.cover, a.photos, a.region_id, r.name_ru AS region_ru, r.name_uz AS region_uz, a.tags, a.subject, a.last_seen_place,
    a.last_seen_at, a.contacts, a.notice_state, a.state_changed_at, a.moderation, a.reject_reason, a.submitted_at,
    a.published_at, a.created_at, a.updated_at, o.name AS org_name, g.name_ru AS group_ru, g.name_uz AS group_uz,
    u.name AS user_name`;
}

/** One publication's row, whatever its state (or only when shown to the public); null when there is none. */
export async function publicationRow(
  sequelize: Sequelize,
  id: number,
  t?: Transaction,
  onlyPublic = false,
): Promise<PublicationRow | null> {
  const [row] = await run<PublicationRow>(
    sequelize,
    `SELECT ${publicationColumns()} FROM publications a ${PUBLICATION_JOINS} WHERE a.id = $1${onlyPublic ? ` AND ${publiclyShown('a')}` : ''}`,
    [id],
    t,
  );
  return row ?? null;
}

/** Newest first (ties by id): the order of the author's list and the news feed. */
const NEWEST = 'a.published_at DESC NULLS LAST, a.id DESC';
/** Active notices first, then newest first (the public list; migration 20261123000026 indexes this order). */
const ACTIVE_FIRST = `(a.notice_state IS NOT DISTINCT FROM 'active') DESC, ${NEWEST}`;

/** A page of cards of publications shown to the public (approved; a group's only while the group is active) matching `where`. */
async function cardPage(
  sequelize: Sequelize,
  where: string[],
  params: SqlParams,
  order: string,
  p: PageRequest,
  locale: Locale,
): Promise<Page<PublicationCard>> {
  const { rows, total, capped } = await sqlPage<PublicationRow>(sequelize, {
    from: 'publications a',
    join: PUBLICATION_JOINS,
    where: [publiclyShown('a'), ...where],
    params,
    columns: publicationColumns(true),
    order,
    limit: p.perPage,
    offset: p.offset,
    countCap: LIST_COUNT_CAP,
  });
  return pageResult(
    rows.map((r) => presentPublicationCard(r, locale)),
    total,
    p,
    capped,
  );
}

export interface PublicFilters {
  kind?: PublicationKind;
  regionId?: number;
  tag?: string;
  q?: string;
}

/** GET /api/posts: approved publications matching the filters, active notices first, then newest first. */
export async function listPublications(
  sequelize: Sequelize,
  f: PublicFilters,
  p: PageRequest,
  locale: Locale,
): Promise<Page<PublicationCard>> {
  const params = new SqlParams();
  const where: string[] = [];
  if (f.kind) where.push(`a.kind = ${params.add(f.kind)}`);
  if (f.regionId !== undefined) where.push(`a.region_id = ${params.add(f.regionId)}`);
  if (f.tag) where.push(`a.tags @> ARRAY[${params.add(f.tag)}]::varchar[]`);
  where.push(...searchConditions('a', f.q ? await searchWords(sequelize, f.q) : [], params));
  return cardPage(sequelize, where, params, ACTIVE_FIRST, p, locale);
}

/** GET /api/my/posts: the owner's publications in every state, newest first. */
export async function listMyPublications(
  sequelize: Sequelize,
  owner: Owner,
  p: PageRequest,
  locale: Locale,
): Promise<Page<MyPublicationDto>> {
  const params = new SqlParams();
  const { rows, total } = await sqlPage<PublicationRow>(sequelize, {
    from: 'publications a',
    join: PUBLICATION_JOINS,
    where: [ownerScope(params, owner)],
    params,
    columns: publicationColumns(),
    order: 'a.created_at DESC, a.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  return pageResult(
    rows.map((r) => presentMyPublication(r, locale)),
    total,
    p,
  );
}

/**
 * GET /api/my/news-feed: approved publications of the organizations and groups the user belongs
 * to (staff, group members) or applied to activities of, newest first.
 */
export function newsFeed(sequelize: Sequelize, userId: number, p: PageRequest, locale: Locale): Promise<Page<PublicationCard>> {
  const params = new SqlParams();
  const user = params.add(userId);
  // The owners of the activities the user applied to (every registered kind).
  const applied = `SELECT act.organization_id, act.owner_group_id FROM applications ap
    JOIN ${activitiesSql()} act ON act.kind = ap.activity_kind AND act.id = ap.activity_id WHERE ap.user_id = ${user}`;
  const where = [
    `(a.organization_id IN (SELECT organization_id FROM organization_staff WHERE user_id = ${user}
        UNION SELECT x.organization_id FROM (${applied}) x WHERE x.organization_id IS NOT NULL)
      OR a.owner_group_id IN (SELECT group_id FROM initiative_group_members WHERE user_id = ${user}
        UNION SELECT x.owner_group_id FROM (${applied}) x WHERE x.owner_group_id IS NOT NULL))`,
  ];
  return cardPage(sequelize, where, params, NEWEST, p, locale);
}
