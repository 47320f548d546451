import type { Sequelize } from 'sequelize';
import type { PeopleSeeder } from '../demoPeople';

const VOLUNTEER = 'volunteer@demo.hashar.uz';
const VOLONTYOR = 'volontyor@demo.hashar.uz';
const PROBONO = 'probono@demo.hashar.uz';
const REFERRED = 'dostim@demo.hashar.uz';
/** POINTS.referredFriend of common/points.ts (seeders use literal values). */
const REFERRAL_POINTS = 50;

const count = async (sequelize: Sequelize, sql: string, bind: unknown[]): Promise<number> => {
  const [rows] = await sequelize.query(sql, { bind });
  return (rows as unknown[]).length;
};

/**
 * Demo friends (npm run seed:demo): volunteer@ and probono@ are friends, volontyor@ asks
 * volunteer@ to be friends (a pending request), and dostim@ signed up through volunteer@'s link
 * and completed a first verified activity — volunteer@ got the referral's points. Idempotent.
 */
export const seedFriends: PeopleSeeder = async (sequelize) => {
  const friendships = await count(
    sequelize,
    `INSERT INTO friendships (requester_id, addressee_id, status, created_at, accepted_at)
     SELECT r.id, a.id, f.status, now() - interval '10 days', CASE WHEN f.status = 'accepted' THEN now() - interval '9 days' END
       FROM (VALUES ($1, $3, 'accepted'), ($2, $1, 'pending')) AS f(requester, addressee, status)
       JOIN users r ON r.email = f.requester JOIN users a ON a.email = f.addressee
     ON CONFLICT DO NOTHING RETURNING requester_id`,
    [VOLUNTEER, VOLONTYOR, PROBONO],
  );
  const referred = await count(
    sequelize,
    `WITH referrer AS (SELECT id, password_hash, region_id FROM users WHERE email = $1),
     u AS (
       INSERT INTO users (email, password_hash, role, name, is_active, is_verified, region_id, locale, referred_by_id,
                          referral_rewarded_at, consent_at, created_at, updated_at)
       SELECT $2, password_hash, 'volon', 'Жахонгир Дўстов', true, false, region_id, 'ru', id, now() - interval '2 days',
              now() - interval '20 days', now() - interval '20 days', now()
         FROM referrer
       ON CONFLICT (email) DO NOTHING RETURNING id, referred_by_id),
     profile AS (INSERT INTO volunteer_profiles (user_id, first_name, last_name) SELECT id, 'Жахонгир', 'Дўстов' FROM u RETURNING user_id)
     INSERT INTO points_ledger (user_id, delta, reason, created_at)
     SELECT referred_by_id, $3, 'referral', now() - interval '2 days' FROM u WHERE EXISTS (SELECT 1 FROM profile) RETURNING id`,
    [VOLUNTEER, REFERRED, REFERRAL_POINTS],
  );
  return { friendships, referred };
};
