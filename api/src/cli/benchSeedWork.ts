import { exec, firstRow, run } from '../lists';
import { hashPick, maxId, type FillContext } from './benchSeedActivities';

/**
 * The people's work on the benchmark's events (benchSeed.ts calls it for the `work` kind, after
 * the events and the volunteers): applications of the first 20 000 volunteers to event shifts —
 * every tenth to a shift of the benchmark organization (its CRM's applicants), and 200 of the
 * benchmark volunteer's own (their applications and points) — in the states a past or a coming
 * shift has (past: completed, accepted and not yet verified, rejected, withdrawn), with verified
 * hours and points for the completed ones.
 */

/** SQL: the state of application i on a shift that has ended or not (drawn by a hash of i: the organization's rows are every tenth i). */
const STATE_OF_I = `CASE WHEN vs.ends_at < now()
    THEN (ARRAY['completed', 'completed', 'accepted', 'rejected', 'withdrawn'])[1 + (hashint4(i)::bigint + 2147483648) % 5]
    ELSE (ARRAY['pending', 'pending', 'accepted', 'withdrawn'])[1 + (hashint4(i)::bigint + 2147483648) % 4] END`;

/** Inserts applications: user and shift of row i (1..$1) given by `who` and `shift` (SQL over i and the arrays v, s, o). */
async function insertApplications(c: FillContext, count: number, who: string, shift: string, bind: unknown[]): Promise<void> {
  await exec(
    c.sequelize,
    // The picks first, as numbers only: joined with the arrays still in each row, a million rows
    // spilled the arrays (a million shift ids each) to disk until it was full.
    `WITH p AS MATERIALIZED (
       SELECT i, ${who} AS user_id, ${shift} AS session_id
         FROM generate_series(1, $1::int) AS i
         CROSS JOIN (SELECT array_agg(user_id ORDER BY user_id) AS ids FROM (SELECT user_id FROM volunteer_profiles ORDER BY user_id LIMIT 20000) x) v
         CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM visit_sessions WHERE event_id IS NOT NULL) s
         CROSS JOIN (SELECT array_agg(vs.id ORDER BY vs.id) AS ids FROM visit_sessions vs JOIN events e ON e.id = vs.event_id
                      WHERE e.organization_id = $2) o)
     INSERT INTO applications (user_id, session_id, state, decided_at, created_at, updated_at)
     SELECT p.user_id, vs.id, ${STATE_OF_I}, CASE WHEN i % 4 <> 0 THEN vs.starts_at - interval '1 day' END,
            vs.starts_at - make_interval(days => 3 + i % 20), now()
       FROM p JOIN visit_sessions vs ON vs.id = p.session_id
     ON CONFLICT (user_id, session_id) WHERE group_id IS NULL DO NOTHING`,
    [count, ...bind],
    c.t,
  );
}

/** Adds about `missing` applications (a pair of volunteer and shift drawn twice counts once) with their hours and points. */
export async function fillWork(c: FillContext, missing: number): Promise<void> {
  const org = firstRow(
    await run<{ id: number }>(
      c.sequelize,
      `SELECT id FROM organizations WHERE name = 'Benchmark organization' ORDER BY id LIMIT 1`,
      [],
      c.t,
    ),
    'the benchmark organization',
  ).id;
  // The organization's shifts take everyone (the writes accept its pending applicants).
  await exec(
    c.sequelize,
    'UPDATE visit_sessions s SET capacity = 100000 FROM events e WHERE e.id = s.event_id AND e.organization_id = $1 AND s.capacity < 100000',
    [org],
    c.t,
  );
  const before = await maxId(c, 'applications');
  const [{ own } = { own: 0 }] = await run<{ own: number }>(
    c.sequelize,
    'SELECT count(*)::int AS own FROM applications WHERE user_id = $1',
    [c.user],
    c.t,
  );
  // The benchmark volunteer's own, on shifts spread over the year.
  if (own < 200) await insertApplications(c, 200, '$3::int', 's.ids[1 + (i * 487) % array_length(s.ids, 1)]', [org, c.user]);
  await insertApplications(
    c,
    missing,
    hashPick('v.ids', 'i'),
    `CASE WHEN i % 10 = 0 THEN o.ids[1 + (i / 10) % array_length(o.ids, 1)] ELSE ${hashPick('s.ids', 'i * 31')} END`,
    [org],
  );
  const hoursBefore = await maxId(c, 'hours_records');
  await exec(
    c.sequelize,
    `INSERT INTO hours_records (application_id, user_id, organization_id, hours, verified_at)
     SELECT a.id, a.user_id, e.organization_id, 1 + a.id % 6, vs.ends_at + interval '1 day'
       FROM applications a JOIN visit_sessions vs ON vs.id = a.session_id JOIN events e ON e.id = vs.event_id
      WHERE a.id > $1 AND a.state = 'completed' AND e.organization_id IS NOT NULL`,
    [before],
    c.t,
  );
  await exec(
    c.sequelize,
    `INSERT INTO points_ledger (user_id, delta, reason, hours_record_id, created_at)
     SELECT user_id, (hours * 10)::int, 'hours', id, verified_at FROM hours_records WHERE id > $1`,
    [hoursBefore],
    c.t,
  );
}
