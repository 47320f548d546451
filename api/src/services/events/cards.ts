import { PLACE_HOLDING_STATES, type DirectionDto } from '@hashar/common';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { presentDirection, type CardRow, type DirectionRow } from '../../presenters/events';
import type { ActivityKind } from './kinds';

/** Positional parameters of one statement: add() binds a value and gives its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A page of card rows: the conditions (on alias `a`), order, and optional extra join / columns. */
export interface CardQuery {
  where: string[];
  params: SqlParams;
  order: string;
  limit: number;
  offset: number;
  join?: string;
  columns?: string;
}

const COMMON_COLUMNS = `a.id, a.title_ru, a.title_uz, a.description_ru, a.description_uz, a.cover, a.region_id,
  r.name_ru AS region_ru, r.name_uz AS region_uz, a.address_ru, a.address_uz,
  o.id AS org_id, o.name AS org_name, o.logo AS org_logo, o.is_verified AS org_verified`;

/** Free places over the sessions (capacity − place-holding applications, never below 0); null without sessions. */
const freePlaces = (params: SqlParams) => `(SELECT sum(GREATEST(s.capacity - (SELECT count(*) FROM applications ap
    WHERE ap.session_id = s.id AND ap.state = ANY(${params.add(PLACE_HOLDING_STATES)}::text[])), 0))::int
  FROM visit_sessions s WHERE s.event_id = a.id)`;

function columnsOf(kind: ActivityKind, params: SqlParams): string {
  if (kind.type === 'event') {
    return `${COMMON_COLUMNS}, a.starts_at, a.ends_at, a.is_online, a.group_id, a.archived_at, ${freePlaces(params)} AS free_places`;
  }
  return `${COMMON_COLUMNS}, (SELECT min(s.starts_at) FROM visit_sessions s
    WHERE s.visit_option_id = a.id AND s.starts_at >= now()) AS next_session_at`;
}

const whereOf = (where: string[]) => (where.length ? `WHERE ${where.join(' AND ')}` : '');

/** The card rows of one page (per-row subqueries run only for the page's rows, after the LIMIT). */
export async function cardRows<R extends CardRow = CardRow>(
  sequelize: Sequelize,
  kind: ActivityKind,
  q: CardQuery,
  transaction?: Transaction,
): Promise<R[]> {
  const sql = `SELECT ${columnsOf(kind, q.params)}${q.columns ? `, ${q.columns}` : ''}
    FROM ${kind.table} a JOIN organizations o ON o.id = a.organization_id LEFT JOIN regions r ON r.id = a.region_id
    ${q.join ?? ''} ${whereOf(q.where)}
    ORDER BY ${q.order} LIMIT ${q.params.add(q.limit)} OFFSET ${q.params.add(q.offset)}`;
  return sequelize.query<R>(sql, { bind: q.params.values, type: QueryTypes.SELECT, transaction });
}

/** How many rows the conditions match (same alias `a`, same join), with the parameters they use. */
async function countRows(sequelize: Sequelize, kind: ActivityKind, q: Pick<CardQuery, 'where' | 'join'>, bind: unknown[]): Promise<number> {
  const [row] = await sequelize.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${kind.table} a ${q.join ?? ''} ${whereOf(q.where)}`,
    { bind, type: QueryTypes.SELECT },
  );
  return row?.total ?? 0;
}

/** The directions of many activities in one query, by activity id. */
export async function directionsOf(
  sequelize: Sequelize,
  kind: ActivityKind,
  ids: number[],
  transaction?: Transaction,
): Promise<Map<number, DirectionDto[]>> {
  const byOwner = new Map<number, DirectionDto[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOwner;
  const rows = await sequelize.query<DirectionRow>(
    `SELECT x.${kind.column} AS owner_id, d.id, d.key, d.name_ru, d.name_uz, d.icon, d.color
       FROM ${kind.directionTable} x JOIN directions d ON d.id = x.direction_id
      WHERE x.${kind.column} = ANY($1::int[]) ORDER BY d.sort_order, d.id`,
    { bind: [ids], type: QueryTypes.SELECT, transaction },
  );
  for (const row of rows) byOwner.get(row.owner_id)?.push(presentDirection(row));
  return byOwner;
}

/** A page: its rows (one query), the total (one count; the first `conditionParams` parameters are the conditions') and the rows' directions (one query). */
export async function cardPage<R extends CardRow = CardRow>(
  sequelize: Sequelize,
  kind: ActivityKind,
  q: CardQuery,
  conditionParams = q.params.values.length,
): Promise<{ rows: R[]; total: number; directions: Map<number, DirectionDto[]> }> {
  const countBind = q.params.values.slice(0, conditionParams);
  const [rows, total] = await Promise.all([cardRows<R>(sequelize, kind, q), countRows(sequelize, kind, q, countBind)]);
  return {
    rows,
    total,
    directions: await directionsOf(
      sequelize,
      kind,
      rows.map((r) => r.id),
    ),
  };
}
