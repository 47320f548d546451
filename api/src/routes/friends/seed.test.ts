import { seedDemo } from '../../../../seeders/demo';
import { seedFriends } from '../../../../seeders/people/friends';
import { useTestApp } from '../../test/app';
import { QueryTypes } from 'sequelize';

jest.setTimeout(120_000);

describe('demo friends (seeders/people/friends.ts)', () => {
  const ctx = useTestApp();

  it('adds two friendships of volunteer@ (one pending to them) and a referred account with its reward, once', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    expect(await seedFriends(db, { uploadsDir: '' })).toEqual({ friendships: 2, referred: 1 });
    expect(await seedFriends(db, { uploadsDir: '' })).toEqual({ friendships: 0, referred: 0 });
    const [me] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'volunteer@demo.hashar.uz'`, {
      type: QueryTypes.SELECT,
    });
    const rows = await db.query<{ status: string }>(
      `SELECT status FROM friendships WHERE requester_id = $1 OR addressee_id = $1 ORDER BY status`,
      { bind: [me!.id], type: QueryTypes.SELECT },
    );
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'pending']);
    const [points] = await db.query<{ sum: number }>(
      `SELECT sum(delta)::int AS sum FROM points_ledger WHERE user_id = $1 AND reason = 'referral'`,
      {
        bind: [me!.id],
        type: QueryTypes.SELECT,
      },
    );
    expect(points!.sum).toBe(50);
  });
});
