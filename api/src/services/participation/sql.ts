import type { Locale } from '@hashar/common';
import { Op, QueryTypes, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';

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
export const run = <T extends object>(sequelize: Sequelize, sql: string, bind: unknown[], transaction?: Transaction): Promise<T[]> =>
  sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });

/** A parsed back-office list request rendered to SQL over the columns of a list's rows. */
export interface SqlList {
  where: WhereOptions;
  order: [string, 'ASC' | 'DESC'][];
  offset: number;
  limit: number;
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
  sequelize: Sequelize,
  base: string,
  bind: unknown[],
  page: PageSql,
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

const quoted = (field: string) => `"${field.replace(/"/g, '""')}"`;

/**
 * The conditions listQuery builds (AND/OR of equality, IN, ILIKE, IS NULL on field names from
 * the resource's whitelists) as SQL whose every value is a bind parameter appended to `bind`:
 * request text never becomes SQL text, so `$1` typed in a search stays text.
 */
export function whereSql(where: WhereOptions, bind: unknown[]): string {
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const render = (node: unknown): string => {
    const parts: string[] = [];
    const record = node as Record<string | symbol, unknown>;
    for (const op of [Op.and, Op.or] as const) {
      const items = record[op];
      if (!Array.isArray(items)) continue;
      const inner = items.map(render).filter(Boolean);
      if (inner.length) parts.push(`(${inner.join(op === Op.and ? ' AND ' : ' OR ')})`);
      else if (op === Op.or) parts.push('false');
    }
    for (const [field, condition] of Object.entries(record)) {
      const column = quoted(field);
      if (condition === null) parts.push(`${column} IS NULL`);
      else if (typeof condition !== 'object') parts.push(`${column} = ${param(condition)}`);
      else {
        const ops = condition as Record<symbol, unknown>;
        if (Op.in in ops) {
          const values = ops[Op.in] as unknown[];
          parts.push(values.length ? `${column} IN (${values.map(param).join(', ')})` : 'false');
        } else if (Op.iLike in ops) parts.push(`${column}::text ILIKE ${param(ops[Op.iLike])}`);
        else throw new Error(`whereSql: unsupported condition on ${field}`);
      }
    }
    return parts.join(' AND ');
  };
  return render(where);
}

/**
 * A back-office list request (listQuery) over `base`: field names come from the resource's
 * whitelists, filter values are bound after `bind`'s own parameters.
 */
export function listPage<T extends { id: number }>(
  sequelize: Sequelize,
  base: string,
  bind: unknown[],
  list: SqlList,
): Promise<{ rows: T[]; total: number }> {
  const params = [...bind];
  const where = whereSql(list.where, params);
  const order = list.order.map(([field, dir]) => `${quoted(field)} ${dir === 'DESC' ? 'DESC' : 'ASC'}`).join(', ');
  return pageQuery<T>(sequelize, base, params, { where: where || undefined, order, limit: list.limit, offset: list.offset });
}

/** Locks sessions in ascending id order (two transactions never wait on each other in a cycle). */
export async function lockSessions(sequelize: Sequelize, ids: readonly number[], transaction: Transaction): Promise<void> {
  await run(sequelize, 'SELECT id FROM visit_sessions WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [[...new Set(ids)]], transaction);
}
