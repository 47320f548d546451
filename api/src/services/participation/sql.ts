import type { Locale } from '@hashar/common';
import { QueryTypes, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';

/**
 * SQL shared by the participation services. An application `a` reaches its session `s` and
 * the event `e` or visit offer `v` the session belongs to (exactly one of them).
 */
export const ACTIVITY_OF_SESSION = `
  LEFT JOIN events e ON e.id = s.event_id
  LEFT JOIN visit_options v ON v.id = s.visit_option_id`;
export const ACTIVITY_OF_APPLICATION = `JOIN visit_sessions s ON s.id = a.session_id ${ACTIVITY_OF_SESSION}`;
export const ORGANIZATION_ID = 'COALESCE(e.organization_id, v.organization_id)';

/** The activity's title in a language (uz falls back to ru). */
export function titleSql(locale: Locale): string {
  return locale === 'uz'
    ? `COALESCE(NULLIF(COALESCE(e.title_uz, v.title_uz), ''), e.title_ru, v.title_ru)`
    : 'COALESCE(e.title_ru, v.title_ru)';
}

/** An event's title (`e` alone, no visit offer joined) in a language. */
export function eventTitleSql(locale: Locale): string {
  return locale === 'uz' ? `COALESCE(NULLIF(e.title_uz, ''), e.title_ru)` : 'e.title_ru';
}

/** A session's (shift's) title in a language (uz falls back to ru); null when it has none. */
export function sessionTitleSql(locale: Locale): string {
  return locale === 'uz' ? `COALESCE(NULLIF(s.title_uz, ''), s.title_ru)` : 's.title_ru';
}

/** Both titles, for notifications (each recipient reads their language). */
export const TITLES = `${titleSql('ru')} AS "titleRu", ${titleSql('uz')} AS "titleUz"`;

/** A SELECT with positional bind parameters, in the transaction when given. */
export const run = <T extends object>(
  sequelize: Sequelize, sql: string, bind: unknown[], transaction?: Transaction,
): Promise<T[]> => sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });

/** A parsed back-office list request rendered to SQL over the columns of a list's rows. */
export interface SqlList {
  where: WhereOptions;
  order: [string, 'ASC' | 'DESC'][];
  offset: number;
  limit: number;
}

interface WhereRenderer {
  whereItemsQuery(where: WhereOptions): string;
}

/** Where, order and cut of one page over the rows of a SELECT (SQL from code, never from the request). */
export interface PageSql {
  where?: string;
  order: string;
  limit: number;
  offset: number;
}

/** One page of `base` (a SELECT whose columns are the row's fields) with the total, in one query. */
export async function pageQuery<T extends { id: number }>(
  sequelize: Sequelize, base: string, bind: unknown[], page: PageSql,
): Promise<{ rows: T[]; total: number }> {
  const rows = await run<T & { total: number }>(
    sequelize,
    `WITH base AS (SELECT * FROM (${base}) AS b ${page.where ? `WHERE ${page.where}` : ''})
     SELECT c.total, p.* FROM (SELECT count(*)::int AS total FROM base) AS c
     LEFT JOIN LATERAL (SELECT * FROM base ORDER BY ${page.order} LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}) AS p ON true`,
    bind,
  );
  const total = rows[0]?.total ?? 0;
  return { rows: rows.filter((r) => r.id !== null).map(({ total: _t, ...row }) => row as unknown as T), total };
}

/**
 * A back-office list request (listQuery) over `base`: field names come from the resource's
 * whitelists and filter values are escaped by Sequelize's own renderer.
 */
export function listPage<T extends { id: number }>(
  sequelize: Sequelize, base: string, bind: unknown[], list: SqlList,
): Promise<{ rows: T[]; total: number }> {
  const renderer = sequelize.getQueryInterface().queryGenerator as WhereRenderer;
  const order = list.order.map(([field, dir]) => `"${field.replace(/"/g, '')}" ${dir === 'DESC' ? 'DESC' : 'ASC'}`).join(', ');
  return pageQuery<T>(sequelize, base, bind, { where: renderer.whereItemsQuery(list.where), order, limit: list.limit, offset: list.offset });
}

/** Locks sessions in ascending id order (two transactions never wait on each other in a cycle). */
export async function lockSessions(sequelize: Sequelize, ids: readonly number[], transaction: Transaction): Promise<void> {
  await run(sequelize, 'SELECT id FROM visit_sessions WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [[...new Set(ids)]], transaction);
}
