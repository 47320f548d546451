import {
  isGroupActive,
  LIST_COUNT_CAP,
  type DirectionDto,
  type GroupActivityGroup,
  type GroupCard,
  type GroupDetail,
  type GroupRole,
  type GroupSort,
  type GroupViewerState,
  type Locale,
  type Page,
  localized,
  uploadUrl,
} from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { activityKinds } from '../../activities/registry';
import { firstRow, pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import type { AuthUser } from '../../policies';
import { seesGroup } from '../../policies/initiatives';
import { presentGroupCard, type GroupCardRow } from '../../presenters/initiatives';
import { searchConditions, searchWords } from '../../lists/search';
import { directionsByOwner, openActivitiesSql } from '../orgs/directory';
import { groupAccess, memberCountSql } from './access';
import { membersOf } from './members';

export interface GroupFilters {
  q?: string;
  regionId?: number;
  districtId?: number;
  directionIds?: number[];
  sort?: GroupSort;
}

/** A group's name as a reader of `locale` sees it (the other language's when it has none), in SQL. */
const shownNameSql = (locale: Locale) =>
  locale === 'uz' ? "COALESCE(NULLIF(g.name_uz, ''), g.name_ru)" : "COALESCE(NULLIF(g.name_ru, ''), g.name_uz)";

/** Each served by a partial index of active groups (migrations 0022 and 20261129000101): A–Z by the name shown. */
const orderOf = (sort: GroupSort, locale: Locale): string =>
  sort === 'newest' ? 'g.published_at DESC, g.id DESC' : `${shownNameSql(locale)} ASC, g.id ASC`;

/** Members shown on a group's page. */
const PAGE_MEMBERS = 50;
/** Activities of each kind shown on a group's page. */
const PAGE_ACTIVITIES = 6;

/** The region `r` and district `dd` of group `g`. */
const GROUP_PLACE_JOIN = 'LEFT JOIN regions r ON r.id = g.region_id LEFT JOIN districts dd ON dd.id = g.district_id';

const CARD_COLUMNS = `g.id, g.name_ru, g.name_uz, g.logo_url, g.logo_thumb_url, g.logo_fallback_url, g.region_id,
  r.name_ru AS region_ru, r.name_uz AS region_uz, g.district_id, dd.name_ru AS district_ru, dd.name_uz AS district_uz, to_char(g.founded_on, 'YYYY-MM-DD') AS founded_on,
  ${memberCountSql('g')} AS member_count, ${openActivitiesSql('g', 'owner_group_id')} AS open_activities`;

/** Directions of the given groups, by group id (one query). */
const groupDirections = (sequelize: Sequelize, ids: number[]): Promise<Map<number, DirectionDto[]>> =>
  directionsByOwner(sequelize, { table: 'initiative_group_directions', column: 'group_id' }, ids);

/** GET /api/initiatives: active groups matching the filters, one page of cards. */
export async function listGroups(sequelize: Sequelize, f: GroupFilters, p: PageRequest, locale: Locale): Promise<Page<GroupCard>> {
  const params = new SqlParams();
  const where = ['g.status > 0'];
  if (f.regionId !== undefined) where.push(`g.region_id = ${params.add(f.regionId)}`);
  if (f.districtId !== undefined) where.push(`g.district_id = ${params.add(f.districtId)}`);
  if (f.directionIds?.length) {
    where.push(
      `EXISTS (SELECT 1 FROM initiative_group_directions x WHERE x.group_id = g.id AND x.direction_id = ANY(${params.add(f.directionIds)}::int[]))`,
    );
  }
  where.push(...searchConditions('g', f.q ? await searchWords(sequelize, f.q) : [], params));
  const { rows, total, capped } = await sqlPage<GroupCardRow>(sequelize, {
    from: 'initiative_groups g',
    join: GROUP_PLACE_JOIN,
    where,
    params,
    columns: CARD_COLUMNS,
    order: orderOf(f.sort ?? 'name', locale),
    limit: p.perPage,
    offset: p.offset,
    countCap: LIST_COUNT_CAP,
  });
  const directions = await groupDirections(
    sequelize,
    rows.map((r) => r.id),
  );
  return pageResult(
    rows.map((r) => presentGroupCard(r, directions.get(r.id) ?? [], locale)),
    total,
    p,
    capped,
  );
}

/** The group's approved, not archived activities of each kind it may own (a few of each, and the count): one query. */
async function groupActivities(sequelize: Sequelize, groupId: number, locale: Locale): Promise<GroupActivityGroup[]> {
  const kinds = activityKinds().filter((k) => k.owners.includes('group'));
  if (!kinds.length) return [];
  const params: unknown[] = [groupId];
  const parts = kinds.map((k) => {
    params.push(k.kind);
    return `SELECT * FROM (SELECT $${params.length}::text AS kind, x.id, x.title_ru, x.title_uz, count(*) OVER ()::int AS total,
              row_number() OVER (ORDER BY x.published_at DESC NULLS LAST, x.id DESC) AS n
              FROM ${k.table} x WHERE x.owner_group_id = $1 AND x.moderation = 'approved' AND x.archived_at IS NULL) k${params.length}
            WHERE n <= ${PAGE_ACTIVITIES}`;
  });
  const rows = await run<{ kind: string; id: number; title_ru: string; title_uz: string | null; total: number }>(
    sequelize,
    parts.join(' UNION ALL '),
    params,
  );
  return kinds.flatMap((k) => {
    const mine = rows.filter((r) => r.kind === k.kind);
    const [first] = mine;
    if (!first) return [];
    return [{ kind: k.kind, total: first.total, items: mine.map((r) => ({ id: r.id, title: localized(locale, r.title_ru, r.title_uz) })) }];
  });
}

/** What the viewer is to the group, and their pending invitation's id. */
async function viewerOf(
  sequelize: Sequelize,
  groupId: number,
  user: AuthUser | undefined,
  role: GroupRole | null,
): Promise<{ viewer: GroupViewerState; invitationId: number | null }> {
  if (!user) return { viewer: 'guest', invitationId: null };
  if (role) return { viewer: role, invitationId: null };
  const [pending] = await run<{ id: number; kind: 'invite' | 'request' }>(
    sequelize,
    `SELECT id, kind FROM initiative_group_requests WHERE group_id = $1 AND user_id = $2 AND state = 'pending'`,
    [groupId, user.id],
  );
  if (!pending) return { viewer: 'none', invitationId: null };
  return pending.kind === 'invite' ? { viewer: 'invited', invitationId: pending.id } : { viewer: 'requested', invitationId: null };
}

/**
 * GET /api/initiatives/:id: an active group's page (null otherwise, except for its members and
 * moderators); texts in the request's language, Uzbek falling back to Russian.
 */
export async function groupDetail(
  sequelize: Sequelize,
  id: number,
  user: AuthUser | undefined,
  locale: Locale,
): Promise<GroupDetail | null> {
  const { group, role } = await groupAccess(sequelize, id, user?.id);
  if (!seesGroup(user, group.status, role)) return null;
  const [cards, directions, members, activities, viewer, [hours]] = await Promise.all([
    run<GroupCardRow>(sequelize, `SELECT ${CARD_COLUMNS} FROM initiative_groups g ${GROUP_PLACE_JOIN} WHERE g.id = $1`, [id]),
    groupDirections(sequelize, [id]),
    membersOf(sequelize, id, PAGE_MEMBERS),
    groupActivities(sequelize, id, locale),
    viewerOf(sequelize, id, user, role),
    run<{ hours: string }>(sequelize, 'SELECT coalesce(sum(hours), 0) AS hours FROM hours_records WHERE owner_group_id = $1', [id]),
  ]);
  return {
    ...presentGroupCard(firstRow(cards, `initiative group ${id}`), directions.get(id) ?? [], locale),
    description: localized(locale, group.descriptionRu, group.descriptionUz),
    goals: group.goalsRu ? localized(locale, group.goalsRu, group.goalsUz) : null,
    cover: uploadUrl(group.cover),
    contacts: { phone: group.phone, email: group.email },
    links: group.links ?? [],
    status: group.status,
    leader: members.find((m) => m.role === 'leader') ?? null,
    members,
    activities,
    verifiedHours: Number(hours?.hours ?? 0),
    ...viewer,
    // A group that is not active never invites from its page.
    ...(isGroupActive(group.status) ? {} : { invitationId: null }),
  };
}
