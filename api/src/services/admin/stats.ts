import { ROLES, TIME_ZONE, type AdminStats, type Role } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../../lists';
import { platformTotals } from '../analytics/figures';

/** Days the sign-up chart covers, today (Tashkent) included. */
export const SIGNUP_DAYS = 30;

/** Every role with its number of accounts, zeros included. */
const USERS_BY_ROLE = `
  SELECT r.role, count(u.id)::int AS count
    FROM unnest($1::text[]) AS r(role) LEFT JOIN users u ON u.role = r.role
   GROUP BY r.role`;

/** One row per Tashkent day ($2 = the zone) of the window, zeros included; the range test uses users_created_at_idx. */
const SIGNUPS_BY_DAY = `
  SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(u.id)::int AS count
    FROM generate_series(((now() AT TIME ZONE $2)::date - ($1::int - 1))::timestamp,
                         (now() AT TIME ZONE $2)::date::timestamp, interval '1 day') AS d(day)
    LEFT JOIN users u ON u.created_at >= (d.day AT TIME ZONE $2) AND u.created_at < ((d.day + interval '1 day') AT TIME ZONE $2)
   GROUP BY d.day ORDER BY d.day`;

/** The platform's public figures, accounts by role and sign-ups per day (the back office's dashboard). */
export async function adminStats(sequelize: Sequelize): Promise<AdminStats> {
  const [figures, byRole, byDay] = await Promise.all([
    platformTotals(sequelize),
    run<{ role: Role; count: number }>(sequelize, USERS_BY_ROLE, [[...ROLES]]),
    run<{ date: string; count: number }>(sequelize, SIGNUPS_BY_DAY, [SIGNUP_DAYS, TIME_ZONE]),
  ]);
  return {
    figures,
    usersByRole: Object.fromEntries(byRole.map((r) => [r.role, r.count])) as AdminStats['usersByRole'],
    signupsByDay: byDay,
  };
}
