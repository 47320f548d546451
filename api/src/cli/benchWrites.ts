import type http from 'node:http';
import type { Pool } from 'pg';
import type { Sequelize } from 'sequelize';
import type { Role } from '@hashar/common';
import { firstRow, run } from '../lists';
import { signAccessToken } from '../services/accounts/accessTokens';

/**
 * The writes of `npm run bench:writes` (scripts/bench-writes.mjs drives them): apply, withdraw,
 * accept, verify hours and comment, each by the app and by the bare server (its statement of the
 * same change, nothing else), on rows of their own. The bare server answers, beside its lists:
 * `GET /writes/<write>/<side>` — the requests of a run (`{ path, token?, body }`, one per item,
 * each item used once: a second apply of the same volunteer to the same shift is refused);
 * `GET /writes/<write>/<side>/made?since=<ms>` — the rows that side's run made; and
 * `POST /bare/<write>` — the bare change.
 */

export const WRITES = ['apply', 'withdraw', 'accept', 'verify', 'comment'] as const;
export type Write = (typeof WRITES)[number];
type Side = 'bare' | 'app';

/** Requests a run may make at most (each on an item of its own). */
const ITEMS = 4000;

/** One request of a run: the path (of the app, or the bare server's /bare/<write>), a token, a JSON body. */
interface WriteRequest {
  path: string;
  token?: string;
  body: Record<string, unknown>;
}

/** The benchmark's shifts and people the writes use, found once. */
interface Plan {
  organization: number;
  organizer: string;
  /** Volunteers beyond the 20 000 the seeded applications use: none has applied yet. */
  volunteers: { id: number; token: string }[];
  /** Coming shifts of approved events of other organizations, half for each side. */
  shifts: Record<Side, number[]>;
}

async function makePlan(sequelize: Sequelize, secret: string): Promise<Plan> {
  const sign = (id: number, role: Role, email: string, tokenVersion: number) =>
    signAccessToken({ id, role, email, tokenVersion }, secret, 24 * 3600);
  const organizer = firstRow(
    await run<{ id: number; email: string; token_version: number; organization_id: number }>(
      sequelize,
      `SELECT u.id, u.email, u.token_version, s.organization_id FROM users u JOIN organization_staff s ON s.user_id = u.id
        WHERE u.email = 'organizer@bench.hashar.uz'`,
      [],
    ),
    'the benchmark organizer',
  );
  const volunteers = await run<{ id: number; email: string; token_version: number }>(
    sequelize,
    `SELECT u.id, u.email, u.token_version FROM users u JOIN volunteer_profiles p ON p.user_id = u.id
      WHERE u.role = 'volon' AND u.is_active AND NOT u.is_blocked ORDER BY u.id OFFSET 20000 LIMIT 3000`,
    [],
  );
  const shifts = await run<{ id: number }>(
    sequelize,
    `SELECT s.id FROM visit_sessions s JOIN events e ON e.id = s.event_id
      WHERE e.moderation = 'approved' AND e.archived_at IS NULL AND s.starts_at > now() + interval '2 days'
        AND e.organization_id <> $1 AND (e.min_age IS NULL OR e.min_age <= 16)
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.session_id = s.id)
      ORDER BY s.id LIMIT 400`,
    [organizer.organization_id],
  );
  const ids = shifts.map((s) => s.id);
  return {
    organization: organizer.organization_id,
    organizer: sign(organizer.id, 'organization', organizer.email, organizer.token_version),
    volunteers: volunteers.map((v) => ({ id: v.id, token: sign(v.id, 'volon', v.email, v.token_version) })),
    shifts: { app: ids.filter((_, i) => i % 2 === 0), bare: ids.filter((_, i) => i % 2 === 1) },
  };
}

/** The request of one item: the app's call, or the bare server's with the same values in its body. */
const request = (side: Side, write: Write, app: WriteRequest, bare: Record<string, unknown>): WriteRequest =>
  side === 'app' ? app : { path: `/bare/${write}`, body: bare };

/** The applications of the benchmark organization a side may decide or verify: pending on coming shifts, accepted on past ones. */
async function organizationApplications(sequelize: Sequelize, plan: Plan, side: Side, state: 'pending' | 'accepted', past: boolean) {
  return run<{ id: number; user_id: number }>(
    sequelize,
    `SELECT a.id, a.user_id FROM applications a JOIN visit_sessions s ON s.id = a.session_id JOIN events e ON e.id = s.event_id
      WHERE e.organization_id = $1 AND a.state = $2 AND a.team_id IS NULL AND ${past ? 's.ends_at < now()' : 's.starts_at > now()'}
      ORDER BY a.id LIMIT ${2 * ITEMS}`,
    [plan.organization, state],
  ).then((rows) => rows.filter((_, i) => i % 2 === (side === 'app' ? 0 : 1)));
}

/** The requests of one run of a write. */
async function requestsOf(sequelize: Sequelize, plan: Plan, write: Write, side: Side): Promise<WriteRequest[]> {
  const { volunteers } = plan;
  const tokenOf = new Map(volunteers.map((v) => [v.id, v.token]));
  switch (write) {
    case 'apply': {
      // Volunteer i % n to a shift that changes with every request and every round over the
      // volunteers: every pair once, many shifts at once (as many people sign up across a city's
      // shifts), each volunteer a few times (under their limit of applications).
      const shifts = plan.shifts[side];
      return Array.from({ length: Math.min(ITEMS, volunteers.length * shifts.length) }, (_, i) => {
        const v = volunteers[i % volunteers.length];
        const shift = shifts[(i + Math.floor(i / volunteers.length)) % shifts.length];
        return request(side, write, { path: `/api/sessions/${shift}/apply`, token: v?.token, body: {} }, { user: v?.id, shift });
      });
    }
    case 'withdraw': {
      // What this side's apply run made.
      const rows = await run<{ id: number; user_id: number }>(
        sequelize,
        `SELECT id, user_id FROM applications WHERE session_id = ANY($1::int[]) AND state IN ('pending', 'waitlisted') ORDER BY id LIMIT ${ITEMS}`,
        [plan.shifts[side]],
      );
      return rows.map((a) =>
        request(
          side,
          write,
          { path: `/api/applications/${a.id}/withdraw`, token: tokenOf.get(a.user_id), body: {} },
          { id: a.id, user: a.user_id },
        ),
      );
    }
    case 'accept':
      return (await organizationApplications(sequelize, plan, side, 'pending', false)).map((a) =>
        request(
          side,
          write,
          { path: '/api/crm/applications/bulk', token: plan.organizer, body: { ids: [a.id], action: 'accept' } },
          { id: a.id },
        ),
      );
    case 'verify':
      return (await organizationApplications(sequelize, plan, side, 'accepted', true)).map((a) =>
        request(side, write, { path: `/api/crm/applications/${a.id}/verify`, token: plan.organizer, body: { hours: 3 } }, { id: a.id }),
      );
    case 'comment': {
      const shows = await run<{ id: number }>(
        sequelize,
        `SELECT id FROM events WHERE moderation = 'approved' AND archived_at IS NULL ORDER BY id LIMIT 100`,
        [],
      );
      return Array.from({ length: Math.min(ITEMS, volunteers.length) }, (_, i) => {
        const v = volunteers[side === 'app' ? i : volunteers.length - 1 - i];
        const event = shows[i % shows.length]?.id;
        const body = `Benchmark comment ${side} ${i}`;
        return request(
          side,
          write,
          { path: '/api/comments', token: v?.token, body: { type: 'event', id: event, body } },
          { user: v?.id, event, body },
        );
      });
    }
  }
}

/** The bare change of each write: its statement, in one transaction, nothing around it. */
const BARE: Record<Write, { sql: string; params: (b: Record<string, unknown>) => unknown[] }> = {
  apply: {
    // The shift's row locked, its places counted, the application pending or waitlisted.
    sql: `WITH s AS (SELECT id, capacity FROM visit_sessions WHERE id = $2 FOR UPDATE)
          INSERT INTO applications (user_id, session_id, state)
          SELECT $1, s.id, CASE WHEN (SELECT count(*) FROM applications a WHERE a.session_id = s.id AND a.state IN ('pending', 'accepted')) < s.capacity
                                THEN 'pending' ELSE 'waitlisted' END FROM s RETURNING id`,
    params: (b) => [b['user'], b['shift']],
  },
  withdraw: {
    sql: `UPDATE applications SET state = 'withdrawn', updated_at = now() WHERE id = $1 AND user_id = $2 AND state IN ('pending', 'waitlisted') RETURNING id`,
    params: (b) => [b['id'], b['user']],
  },
  accept: {
    sql: `UPDATE applications SET state = 'accepted', decided_at = now(), updated_at = now() WHERE id = $1 AND state = 'pending' RETURNING id`,
    params: (b) => [b['id']],
  },
  verify: {
    sql: `WITH a AS (UPDATE applications SET state = 'completed', updated_at = now() WHERE id = $1 AND state = 'accepted' RETURNING id, user_id, session_id),
               h AS (INSERT INTO hours_records (application_id, user_id, organization_id, hours)
                     SELECT a.id, a.user_id, e.organization_id, 3 FROM a JOIN visit_sessions s ON s.id = a.session_id JOIN events e ON e.id = s.event_id
                     RETURNING id, user_id)
          INSERT INTO points_ledger (user_id, delta, reason, hours_record_id) SELECT user_id, 30, 'hours', id FROM h RETURNING id`,
    params: (b) => [b['id']],
  },
  comment: {
    sql: `INSERT INTO comments (target_type, target_id, user_id, body) VALUES ('event', $2, $1, $3) RETURNING id`,
    params: (b) => [b['user'], b['event'], b['body']],
  },
};

/** The rows a side's run of a write made since a moment (ms since the epoch; the sides run one after the other). */
const MADE: Record<Write, (since: number, plan: Plan, side: Side) => [string, unknown[]]> = {
  apply: (since, plan, side) => [
    'SELECT count(*)::int AS n FROM applications WHERE session_id = ANY($2::int[]) AND created_at >= to_timestamp($1 / 1000.0)',
    [since, plan.shifts[side]],
  ],
  withdraw: (since, plan, side) => [
    `SELECT count(*)::int AS n FROM applications WHERE session_id = ANY($2::int[]) AND state = 'withdrawn' AND updated_at >= to_timestamp($1 / 1000.0)`,
    [since, plan.shifts[side]],
  ],
  accept: (since, plan) => [
    `SELECT count(*)::int AS n FROM applications a JOIN visit_sessions s ON s.id = a.session_id JOIN events e ON e.id = s.event_id
      WHERE e.organization_id = $2 AND a.state = 'accepted' AND a.updated_at >= to_timestamp($1 / 1000.0)`,
    [since, plan.organization],
  ],
  verify: (since, plan) => [
    'SELECT count(*)::int AS n FROM hours_records WHERE organization_id = $2 AND verified_at >= to_timestamp($1 / 1000.0)',
    [since, plan.organization],
  ],
  comment: (since, _plan, side) => [
    `SELECT count(*)::int AS n FROM comments WHERE body LIKE 'Benchmark comment ' || $2 || ' %' AND created_at >= to_timestamp($1 / 1000.0)`,
    [since, side],
  ],
};

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** The bare server's write routes (null for any other request). */
export function writesRoutes(sequelize: Sequelize, pool: Pool, secret: string) {
  let plan: Promise<Plan> | undefined;
  const planned = () => (plan ??= makePlan(sequelize, secret));
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://bench');
    const bare = /^\/bare\/(\w+)$/.exec(url.pathname);
    const runOf = /^\/writes\/(\w+)\/(bare|app)(\/made)?$/.exec(url.pathname);
    const write = (bare?.[1] ?? runOf?.[1]) as Write | undefined;
    if (!write || !(WRITES as readonly string[]).includes(write)) return false;
    if (bare) {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const { sql, params } = BARE[write];
        pool.query(sql, params(JSON.parse(text) as Record<string, unknown>)).then(
          (r) => json(res, r.rowCount ? 201 : 409, { rows: r.rowCount }),
          () => json(res, 500, {}),
        );
      });
      return true;
    }
    const side = runOf?.[2] as Side;
    planned()
      .then(async (p) => {
        if (!runOf?.[3]) return json(res, 200, await requestsOf(sequelize, p, write, side));
        const since = Number(url.searchParams.get('since'));
        const [sql, params] = MADE[write](since, p, side);
        const [row] = await run<{ n: number }>(sequelize, sql, params);
        json(res, 200, { made: row?.n ?? 0 });
      })
      .catch((err: Error) => json(res, 500, { error: err.message }));
    return true;
  };
}
