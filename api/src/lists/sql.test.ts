import { DatabaseError } from 'sequelize';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { sqlPage } from './page';
import { runPrepared, SqlParams } from './sql';

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

describe('sqlPage', () => {
  const page = (upTo: number, offset: number, countCap?: number) => {
    const params = new SqlParams([upTo]);
    return sqlPage<{ n: number }>(db.sequelize, {
      from: 'generate_series(1, $1::int) AS n',
      where: ['n % 2 = 0'],
      params,
      columns: 'n',
      order: 'n DESC',
      limit: 3,
      offset,
      countCap,
    });
  };

  it('gives a page of rows in order with the count of every match', async () => {
    expect(await page(20, 0)).toEqual({ rows: [{ n: 20 }, { n: 18 }, { n: 16 }], total: 10 });
    expect(await page(20, 9)).toEqual({ rows: [{ n: 2 }], total: 10 });
  });

  it('counts apart for an empty page past the end, and says 0 for an empty first page', async () => {
    expect(await page(20, 30)).toEqual({ rows: [], total: 10 });
    expect(await page(1, 0)).toEqual({ rows: [], total: 0 });
  });

  it('lets PostgreSQL plan the first pages once for any values, and binds the cut of deeper pages', async () => {
    await db.sequelize.query(`CREATE TABLE IF NOT EXISTS numbers AS SELECT n, n % 7 AS kind FROM generate_series(1, 5000) AS n;
      CREATE INDEX IF NOT EXISTS numbers_kind_idx ON numbers (kind, n); ANALYZE numbers`);
    const numbers = (kind: number, offset: number) =>
      sqlPage(db.sequelize, {
        from: 'numbers',
        where: ['kind = $1'],
        params: new SqlParams([kind]),
        columns: 'n',
        order: 'n',
        limit: 3,
        offset,
        countCap: 100,
      });
    // Five plans made for the values, then one for any: each connection of the pool runs it seven times or more.
    for (let run = 0; run < 7; run++) await Promise.all([1, 2, 3, 4, 5].map((kind) => numbers(kind, 3)));
    expect(await numbers(6, 3)).toEqual({ rows: [{ n: 27 }, { n: 34 }, { n: 41 }], total: 100, capped: true });
    await numbers(1, 30);
    const statements = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        runPrepared<{ statement: string; generic_plans: string }>(
          db.sequelize,
          'SELECT statement, generic_plans FROM pg_prepared_statements',
          [],
        ),
      ),
    );
    const pages = statements.flat().filter((s) => s.statement.includes('FROM numbers'));
    expect(pages.some((s) => s.statement.includes('LIMIT 3 OFFSET 3') && Number(s.generic_plans) > 0)).toBe(true);
    // Page 11 (offset 30 at 3 a page): the cut is bound, one statement for every deep page.
    expect(pages.some((s) => /LIMIT \$\d+ OFFSET \$\d+/.test(s.statement))).toBe(true);
  });

  it('stops counting at the cap and says so', async () => {
    expect(await page(100, 0, 5)).toEqual({ rows: [{ n: 100 }, { n: 98 }, { n: 96 }], total: 5, capped: true });
  });

  it("counts by countWhere when given, and runs without the planner's methods named, on the page and the count apart", async () => {
    const written = (offset: number) =>
      sqlPage<{ n: number; seqscan: string }>(db.sequelize, {
        from: 'generate_series(1, $1::int) AS n',
        where: ['n % 2 = 0'],
        // Meant for the same matches written another way; different here, to see which the count reads.
        countWhere: ['n % 4 = 0', 'n <= $1::int'],
        params: new SqlParams([20]),
        columns: "n, current_setting('enable_seqscan') AS seqscan",
        order: 'n DESC',
        limit: 3,
        offset,
        without: ['seqscan'],
      });
    expect(await written(0)).toEqual({ rows: [20, 18, 16].map((n) => ({ n, seqscan: 'off' })), total: 5 });
    expect(await written(30)).toEqual({ rows: [], total: 5 });
    // SET LOCAL: the pool's connections are left as they were.
    expect(await runPrepared(db.sequelize, "SELECT current_setting('enable_seqscan') AS s", [])).toEqual([{ s: 'on' }]);
  });
});
