import type { Response } from 'express';
import type { CreationAttributes, Model, ModelStatic, Sequelize, Transaction } from 'sequelize';
import { BACK_OFFICE_COUNT_CAP, type Page } from '@hashar/common';
import { conditionsSql, orderSql, type ListRequest, type PageRequest } from './request';
import { exec, quoted, run, runPrepared, SqlParams, whereClause } from './sql';

/** One page of rows: FROM (with the joins the conditions need), conditions, order and cut; parameters in `params`. */
export interface SqlPageQuery {
  from: string;
  where: readonly string[];
  params: SqlParams;
  /** The row's columns; may bind parameters of their own (after the conditions'). */
  columns: string | ((params: SqlParams) => string);
  /** Joins only the columns need: the count skips them. */
  join?: string;
  order: string;
  limit: number;
  offset: number;
  /** Count at most this many matches (LIST_COUNT_CAP for public lists): a big total costs no full scan. */
  countCap?: number;
  /**
   * Disjoint conditions one of which a match meets besides `where` (a region's rows; the other
   * regions' rows that belong to every region). The rows take their OR; the count counts each
   * apart under the cap, because PostgreSQL counts an OR of two index ranges through a bitmap of
   * both ranges built whole before any cap applies (27 of a task page's 29 ms at a million rows).
   */
  either?: readonly string[];
  /**
   * Conditions only the rows take, bound after the others: a narrowing that keeps every row of the
   * page (near's radius cut to the page's farthest row, lists/near.ts). The count leaves them out.
   */
  narrow?: (params: SqlParams) => string[];
  /**
   * The count's own conditions instead of `where`: the same matches, written for another plan
   * (near's `ranges` for a dense box, lists/near.ts). Bound values as `where`'s.
   */
  countWhere?: readonly string[];
  /**
   * Planner methods the statement runs without (`SET LOCAL enable_<name> = off`, in a transaction
   * of its own): a plan PostgreSQL's estimates would not find (docs/map-api.md). Names from code.
   */
  without?: readonly ('seqscan' | 'bitmapscan' | 'hashjoin')[];
}

/** The conditions of the rows: `where` and the OR of `either`. */
const rowConditions = (q: SqlPageQuery): readonly string[] => (q.either?.length ? [...q.where, `(${q.either.join(' OR ')})`] : q.where);

/** The count of the matches (stopped after countCap + 1): each arm of `either` read apart. */
function countSql(q: SqlPageQuery): string {
  const where = q.countWhere ?? q.where;
  const arms = q.either?.length ? q.either.map((arm) => [...where, arm]) : [where];
  const matches = arms.map((where) => `SELECT 1 FROM ${q.from} ${whereClause(where)}`).join(' UNION ALL ');
  return q.countCap === undefined
    ? `SELECT count(*)::int AS total FROM (${matches}) AS matches`
    : `SELECT count(*)::int AS total FROM (${matches} LIMIT ${q.countCap + 1}) AS capped`;
}

/** Pages up to this deep carry their LIMIT and OFFSET in the statement's text (see cut). */
const PLANNED_PAGES = 10;

/**
 * LIMIT and OFFSET: written into the text for the first pages, so PostgreSQL can plan the
 * prepared statement once for any filter values (a plan made without knowing them assumes a
 * tenth of the table and is never chosen: every page was planned again, 1.5 ms against 0.7).
 * Deeper pages bind them, so a reader paging far makes no new statement per page.
 */
function cut(q: SqlPageQuery): string {
  const { limit, offset } = q;
  const literal = Number.isSafeInteger(limit) && Number.isSafeInteger(offset) && offset >= 0 && offset < limit * PLANNED_PAGES;
  return literal ? `LIMIT ${limit} OFFSET ${offset}` : `LIMIT ${q.params.add(limit)} OFFSET ${q.params.add(offset)}`;
}

/** The rows of one page (per-row subqueries of the columns run only for the page's rows, after the LIMIT); `extra`: one more column. */
export function sqlRows<R extends object>(sequelize: Sequelize, q: SqlPageQuery, transaction?: Transaction, extra?: string): Promise<R[]> {
  const columns = typeof q.columns === 'string' ? q.columns : q.columns(q.params);
  const narrowed = [...rowConditions(q), ...(q.narrow?.(q.params) ?? [])];
  const sql = `SELECT ${columns}${extra ? `, ${extra}` : ''} FROM ${q.from} ${q.join ?? ''} ${whereClause(narrowed)}
    ORDER BY ${q.order} ${cut(q)}`;
  return transaction ? run<R>(sequelize, sql, q.params.values, transaction) : runPrepared<R>(sequelize, sql, q.params.values);
}

/**
 * One page and the total, in one statement: the rows, each with the count of what the conditions
 * match (an uncorrelated subquery, so PostgreSQL counts once; stopped after `countCap` matches,
 * `capped` then says there are more). An empty page counts apart only past the first page (on the
 * first, no row means no match).
 */
export async function sqlPage<R extends object>(
  sequelize: Sequelize,
  q: SqlPageQuery,
): Promise<{ rows: R[]; total: number; capped?: boolean }> {
  if (q.without?.length) {
    const without = q.without;
    return sequelize.transaction(async (transaction) => {
      for (const name of without) await exec(sequelize, `SET LOCAL enable_${name} = off`, [], transaction);
      return pageAndCount<R>(sequelize, q, transaction);
    });
  }
  return pageAndCount<R>(sequelize, q);
}

async function pageAndCount<R extends object>(
  sequelize: Sequelize,
  q: SqlPageQuery,
  transaction?: Transaction,
): Promise<{ rows: R[]; total: number; capped?: boolean }> {
  const countBind = [...q.params.values];
  const count = countSql(q);
  const counted = await sqlRows<R & { page_total: number }>(sequelize, q, transaction, `(${count}) AS page_total`);
  const rows = counted.map(({ page_total: _total, ...row }) => row as unknown as R);
  const [first] = counted;
  const counting = () =>
    transaction
      ? run<{ total: number }>(sequelize, count, countBind, transaction)
      : runPrepared<{ total: number }>(sequelize, count, countBind);
  const total = first ? first.page_total : q.offset === 0 ? 0 : ((await counting())[0]?.total ?? 0);
  return q.countCap !== undefined && total > q.countCap ? { rows, total: q.countCap, capped: true } : { rows, total };
}

/** How many rows a list matches: at most the cap, `capped` when more do. */
export interface PageCount {
  total: number;
  capped?: boolean;
}

/**
 * A page of `base` (a SELECT whose columns are named as the list's fields; its own values are
 * `params`' first ones) for a parsed list request: fields come from the list's whitelists and
 * every filter value is bound. Counted up to BACK_OFFICE_COUNT_CAP.
 */
export function listPage<R extends object>(
  sequelize: Sequelize,
  base: string,
  params: SqlParams,
  list: Pick<ListRequest, 'order' | 'offset' | 'limit'> & Partial<Pick<ListRequest, 'conditions'>>,
): Promise<{ rows: R[] } & PageCount> {
  return sqlPage<R>(sequelize, {
    from: `(${base}) AS b`,
    where: conditionsSql(list.conditions ?? [], params, 'b'),
    params,
    columns: 'b.*',
    order: orderSql(list.order, 'b'),
    limit: list.limit,
    offset: list.offset,
    countCap: BACK_OFFICE_COUNT_CAP,
  });
}

/** The SELECT of a model's table with its columns named as the model's attributes (and computed ones, e.g. a state to filter by). */
function modelSelect<M extends Model>(model: ModelStatic<M>, computed?: string): string {
  const columns = Object.entries(model.getAttributes()).map(([name, a]) => `${quoted(a.field ?? name)} AS ${quoted(name)}`);
  return `SELECT ${[...columns, ...(computed ? [computed] : [])].join(', ')} FROM ${quoted(model.tableName)}`;
}

/**
 * One record of a model by its primary key, read with SQL as modelPage reads a page (the back
 * office's generic resources and queues present records); null when there is none.
 */
export async function modelRecord<M extends Model>(sequelize: Sequelize, model: ModelStatic<M>, id: number): Promise<M | null> {
  const key = model.primaryKeyAttribute;
  const column = Object.entries(model.getAttributes()).find(([name]) => name === key)?.[1].field ?? key;
  const [row] = await run<CreationAttributes<M>>(sequelize, `${modelSelect(model)} WHERE ${quoted(column)} = $1`, [id]);
  return row ? model.build(row, { isNewRecord: false, raw: true }) : null;
}

/** A page of a model's records for a parsed list request (as findAndCountAll would build them). */
export async function modelPage<M extends Model>(
  sequelize: Sequelize,
  model: ModelStatic<M>,
  list: ListRequest,
  computed?: string,
): Promise<{ rows: M[] } & PageCount> {
  const { rows, ...count } = await listPage<CreationAttributes<M>>(sequelize, modelSelect(model, computed), new SqlParams(), list);
  return { rows: model.bulkBuild(rows, { isNewRecord: false, raw: true }), ...count };
}

/**
 * Answers a back-office or CRM list: the rows as a JSON array and `Content-Range: <resource>
 * <start>-<end>/<total>`, the total `*` when the count stopped at its cap (the back office then
 * pages on with "next" alone: backoffice/src/combinedProvider.ts).
 */
export function sendList(res: Response, resource: string, rows: unknown[], count: PageCount, offset: number): void {
  const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
  res.set('Content-Range', `${resource} ${range}/${count.capped ? '*' : count.total}`);
  res.set('Access-Control-Expose-Headers', 'Content-Range');
  res.json(rows);
}

/** A public list's answer: `{ data, total, page, perPage }`, and `totalCapped: true` when the count stopped at its cap. */
export const pageResult = <T>(data: T[], total: number, p: PageRequest, capped?: boolean): Page<T> => ({
  data,
  total,
  page: p.page,
  perPage: p.perPage,
  ...(capped ? { totalCapped: true } : {}),
});
