import crypto from 'node:crypto';
import { DatabaseError, QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * The one SQL helper style: a statement's values are bound, never written into its text.
 * SqlParams builds the bind list (add() binds a value and gives its placeholder); a fixed part of
 * the statement may use `$1…$n` for the values the list starts with. run() executes a SELECT,
 * exec() a statement that changes rows (INSERT, UPDATE, DELETE) or the database (VACUUM).
 */
export class SqlParams {
  readonly values: unknown[];
  constructor(initial: readonly unknown[] = []) {
    this.values = [...initial];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A SELECT with positional bind parameters, in the transaction when given. */
export const run = <T extends object>(
  sequelize: Sequelize,
  sql: string,
  bind: readonly unknown[],
  transaction?: Transaction,
): Promise<T[]> => sequelize.query<T>(sql, { bind: [...bind], type: QueryTypes.SELECT, transaction });

/** The pg client of a pool connection: a query by name runs the statement PostgreSQL prepared for that name. */
interface PgConnection {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  _invalid?: boolean;
}
interface ConnectionManager {
  getConnection(options: { type: 'SELECT' }): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

/** Errors after which a connection is not reused (as Sequelize's own query marks them). */
const BROKEN_CONNECTION = /ECONNRESET|Connection terminated|not queryable|Unable to set non-blocking/i;

/** Statements a pool connection keeps prepared at most; texts past them run unnamed (parsed and planned each time). */
const STATEMENTS_PER_CONNECTION = 200;
const preparedOn = new WeakMap<PgConnection, Set<string>>();

/**
 * A SELECT as a named prepared statement on a pool connection, outside any transaction: each
 * connection has PostgreSQL parse a statement text once, and PostgreSQL plans it once for any
 * values when such a plan costs no more than one made for the values (its own choice after five
 * runs; the list queries' planning was over half their time). The name is the text's hash, so
 * every distinct text (a list and its filter combination) has its own; a connection keeps at
 * most STATEMENTS_PER_CONNECTION, and its statements end with it. Errors come back as
 * Sequelize's (the error handler maps their SQLSTATE).
 */
export async function runPrepared<T extends object>(sequelize: Sequelize, sql: string, bind: readonly unknown[]): Promise<T[]> {
  const manager = sequelize.connectionManager as unknown as ConnectionManager;
  const log = (sequelize as unknown as { options: { logging?: unknown } }).options.logging;
  if (typeof log === 'function') log(`Executing (prepared): ${sql}`);
  const name = `h${crypto.createHash('sha1').update(sql).digest('base64url')}`;
  const connection = await manager.getConnection({ type: 'SELECT' });
  let prepared = preparedOn.get(connection);
  if (!prepared) preparedOn.set(connection, (prepared = new Set<string>()));
  const named = prepared.has(name) || prepared.size < STATEMENTS_PER_CONNECTION;
  try {
    const result = await connection.query({ ...(named ? { name } : {}), text: sql, values: [...bind] });
    if (named) prepared.add(name);
    return result.rows as T[];
  } catch (err) {
    const e = err as Error & { code?: string; sql?: string };
    if (BROKEN_CONNECTION.test(`${e.code ?? ''} ${e.message}`)) connection._invalid = true;
    e.sql = sql;
    throw new DatabaseError(e as ConstructorParameters<typeof DatabaseError>[0]);
  } finally {
    await manager.releaseConnection(connection);
  }
}

/** A statement with positional bind parameters, in the transaction when given; gives the rows its RETURNING clause returns. */
export const exec = async <T extends object = object>(
  sequelize: Sequelize,
  sql: string,
  bind: readonly unknown[],
  transaction?: Transaction,
): Promise<T[]> => {
  const [rows] = await sequelize.query(sql, { bind: [...bind], transaction });
  return rows as T[];
};

/**
 * The row of a statement that always gives one (an aggregate without GROUP BY, an INSERT or an
 * UPDATE … RETURNING of a row known to be there). None is a bug, not a user's error: an internal
 * error (500) naming `what` instead of reading a property of undefined.
 */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what}: the statement gave no row`);
  return row;
}

/** A field name (from a whitelist in code) as a quoted SQL identifier. */
export const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Text for a LIKE pattern with its wildcards taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** LIKE pattern matching the text anywhere, with the wildcards in it taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** `WHERE a AND b…`, or nothing without conditions. */
export const whereClause = (where: readonly string[]): string => (where.length ? `WHERE ${where.join(' AND ')}` : '');
