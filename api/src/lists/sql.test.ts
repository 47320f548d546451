import { DatabaseError } from 'sequelize';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { runPrepared } from './sql';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('runPrepared', () => {
  it('gives the rows, and a connection keeps the statement it prepared for the next run', async () => {
    const sql = 'SELECT n, n * 2 AS twice FROM generate_series(1, $1::int) AS n ORDER BY n';
    expect(await runPrepared(db.sequelize, sql, [3])).toEqual([
      { n: 1, twice: 2 },
      { n: 2, twice: 4 },
      { n: 3, twice: 6 },
    ]);
    // Every connection of the pool ran it (concurrent runs take different connections), then each lists it as prepared.
    await Promise.all([1, 2, 3, 4, 5].map((n) => runPrepared(db.sequelize, sql, [n])));
    const seen = await Promise.all(
      [1, 2, 3, 4, 5].map(() => runPrepared<{ statement: string }>(db.sequelize, 'SELECT statement FROM pg_prepared_statements', [])),
    );
    expect(seen.some((rows) => rows.some((r) => r.statement === sql))).toBe(true);
  });

  it("gives PostgreSQL's error as Sequelize's, with its SQLSTATE, and the connection still answers", async () => {
    const failed = await runPrepared(db.sequelize, 'SELECT $1::int AS n', ['not a number']).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(DatabaseError);
    expect((failed as DatabaseError & { parent: { code: string } }).parent.code).toBe('22P02');
    expect(await runPrepared(db.sequelize, 'SELECT $1::int AS n', ['7'])).toEqual([{ n: 7 }]);
  });
});
