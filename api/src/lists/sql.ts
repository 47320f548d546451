import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

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
