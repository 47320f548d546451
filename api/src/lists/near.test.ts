import { greatCircleKm } from '@hashar/common';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { denseWalk, firstIdsCut, nearSql, type Near } from './near';
import { exec, SqlParams } from './sql';

let db: TestDatabase;
/** Chilanzar: 600 points within about 6 km of it, 300 far away (Nukus), 100 without a point. */
const centre = { lat: 41.2856, lng: 69.2034 };
beforeAll(async () => {
  db = await createTestDatabase();
  await exec(
    db.sequelize,
    `CREATE TABLE near_rows (id int PRIMARY KEY, rank int NOT NULL, lat double precision, lng double precision);
     CREATE INDEX near_rows_point_idx ON near_rows USING gist (point(lng, lat)) WHERE lat IS NOT NULL;
     CREATE INDEX near_rows_rank_idx ON near_rows (rank, id);
     INSERT INTO near_rows
       SELECT n, (n * 7919) % 997,
         CASE WHEN n <= 600 THEN 41.2856 + ((n * 37) % 101 - 50) * 0.0011
              WHEN n <= 900 THEN 42.46 + (n % 13) * 0.001 END,
         CASE WHEN n <= 600 THEN 69.2034 + ((n * 53) % 103 - 51) * 0.0014
              WHEN n <= 900 THEN 59.6 + (n % 17) * 0.001 END
       FROM generate_series(1, 1000) AS n;
     ANALYZE near_rows;`,
    [],
  );
});
afterAll(() => db.drop());

/** The ids the cut keeps, in the order of the list. */
async function firstIds(near: Near, order: string, k: number, walk: number | null): Promise<number[]> {
  const params = new SqlParams();
  const within = nearSql('r', near, params).where;
  const cut = await firstIdsCut(db.sequelize, { from: 'near_rows r', alias: 'r', where: within, params, order, within, walk }, k);
  const kept = new SqlParams();
  cut(kept);
  return kept.values[0] as number[];
}

/** The same first k matches computed here, from every row: the exact great-circle distance, then the order. */
async function expected(near: Near, k: number, key: (r: { id: number; rank: number }) => [number, number]): Promise<number[]> {
  const [rows] = await db.sequelize.query('SELECT id, rank, lat, lng FROM near_rows WHERE lat IS NOT NULL');
  return (rows as { id: number; rank: number; lat: number; lng: number }[])
    .filter((r) => greatCircleKm(near, r) <= near.radiusKm)
    .sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1])
    .slice(0, k)
    .map((r) => r.id);
}

describe('denseWalk', () => {
  it('walks a box holding many rows, not one holding a few or none', async () => {
    expect(await denseWalk(db.sequelize, 'near_rows', { ...centre, radiusKm: 10 })).toBeGreaterThan(0);
    expect(await denseWalk(db.sequelize, 'near_rows', { lat: 42.46, lng: 59.6, radiusKm: 1 })).toBeNull();
    expect(await denseWalk(db.sequelize, 'near_rows', { lat: 40, lng: 65, radiusKm: 10 })).toBeNull();
  });
});

describe('firstIdsCut', () => {
  const orders: [string, (r: { id: number; rank: number }) => [number, number]][] = [
    ['r.rank ASC, r.id ASC', (r) => [r.rank, r.id]],
    ['r.rank DESC, r.id DESC', (r) => [-r.rank, -r.id]],
  ];
  it.each(orders)('keeps the same first matches walking the order (%s) as reading the box, whatever the walk', async (order, key) => {
    for (const radiusKm of [10, 3, 0.5]) {
      const near = { ...centre, radiusKm };
      for (const k of [1, 12, 60]) {
        const want = await expected(near, k, key);
        expect(await firstIds(near, order, k, null)).toEqual(want);
        // A long walk finds them; a short one falls back to the box: the same ids either way.
        for (const walk of [5000, 30, 1]) expect(await firstIds(near, order, k, walk)).toEqual(want);
      }
    }
  });
});

describe('nearSql', () => {
  it("matches the same rows through its ranges as through the GiST box (a dense box's count)", async () => {
    for (const near of [
      { ...centre, radiusKm: 10 },
      { ...centre, radiusKm: 2.5 },
      { lat: 42.465, lng: 59.605, radiusKm: 0.5 },
    ]) {
      const params = new SqlParams();
      const { where, ranges } = nearSql('r', near, params);
      const count = async (conditions: string[]) => {
        const [rows] = await db.sequelize.query(
          `SELECT array_agg(id ORDER BY id) AS ids FROM near_rows r WHERE ${conditions.join(' AND ')}`,
          {
            bind: params.values,
          },
        );
        return (rows as { ids: number[] | null }[])[0]?.ids ?? [];
      };
      const ids = await count(where);
      expect(ids.length).toBeGreaterThan(0);
      expect(await count(ranges)).toEqual(ids);
    }
  });
});
