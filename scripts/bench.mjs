// npm run bench [-- list…]: the bare server and the app on the same database (api/src/cli/bench.ts
// starts both), each public list driven by autocannon (50 connections, BENCH_SECONDS each,
// default 5), alternating bare, app, app signed in, bare, …; prints per list the requests per
// second of each, the app's ratios to the bare server and its p50 and p99 latency. "App" is an
// anonymous visitor (answered from the 3-second cache; LIST_CACHE_SECONDS=0 turns it off to
// measure the work itself), "signed in" a volunteer with an access token (never cached). BENCH_ROWS rows per kind (default
// 100 000). Lists named on the command line (events visits projects tasks vacancies orgs volons
// initiatives news posts; organizations, volunteers, groups, publications also do) and other reads
// (search my-applications my-points crm-applications crm-dashboard admin-users admin-queue: the
// last six only signed in, as the volunteer, the organizer or the admin they are for) are the only
// ones measured; default all.
import os from 'node:os';
import { startBenchServers } from './benchServers.mjs';
import { importTool } from './tools.mjs';

// autocannon is a developer tool (tools/package.json), installed on first use.
const { default: autocannon } = await importTool('autocannon');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const { servers, ready } = await startBenchServers(process.argv.slice(2));

const drive = (url, duration = SECONDS, headers = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, r) => (err ? reject(err) : resolve(r))),
  );
const signedIn = { authorization: `Bearer ${ready.token}` };
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

const rows = [];
try {
  for (const list of ready.lists) {
    const bare = [];
    const app = [];
    const signed = [];
    // A read only a signed-in person makes (their applications, the CRM, the back office) is asked with
    // their token, and has no anonymous run.
    const appHeaders = list.token ? { authorization: `Bearer ${list.token}` } : {};
    // A second of each first, not counted: the servers' code warms up and the app's cache fills.
    await drive(list.bare, 1);
    await drive(list.app, 1, appHeaders);
    if (!list.token) await drive(list.app, 1, signedIn);
    for (let round = 0; round < 2; round++) {
      bare.push(await drive(list.bare));
      app.push(await drive(list.app, SECONDS, appHeaders));
      if (!list.token) signed.push(await drive(list.app, SECONDS, signedIn));
    }
    const failed = [...bare, ...app, ...signed].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
    // Answers per second that carried the list (2xx): a 503 of the lane of heavy reads is no answer.
    const rps = (runs) => mean(runs.map((r) => r['2xx'] / r.duration));
    const worst = (runs, p) => (runs.length ? Math.max(...runs.map((r) => r.latency[p])) : '—');
    const row = {
      list: list.name,
      bare: Math.round(rps(bare)),
      app: Math.round(rps(app)),
      ratio: (rps(app) / rps(bare)).toFixed(2),
      p50: worst(app, 'p50'),
      p99: worst(app, 'p99'),
      signed: signed.length ? Math.round(rps(signed)) : '—',
      signedRatio: signed.length ? (rps(signed) / rps(bare)).toFixed(2) : '—',
      signedP50: worst(signed, 'p50'),
      signedP99: worst(signed, 'p99'),
      failed,
    };
    rows.push(row);
    process.stdout.write(`${JSON.stringify(row)}\n`);
  }
} finally {
  servers.stdin.end();
}

process.stdout.write(
  `\n${ready.rows} rows per kind, ${CONNECTIONS} connections, ${SECONDS} s per run, bare/app/bare/app; ` +
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.versions.node}\n` +
    `rows at start: ${ready.lists.map((l) => `${l.name} ${l.atStart}`).join(', ')}\n\n` +
    '| list | bare req/s | app req/s | app / bare | app p50 ms | app p99 ms | signed in req/s | signed in / bare | signed in p50 ms | signed in p99 ms |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n' +
    rows
      .map(
        (r) =>
          `| ${r.list} | ${r.bare} | ${r.app} | ${r.ratio} | ${r.p50} | ${r.p99} | ${r.signed} | ${r.signedRatio} | ${r.signedP50} | ${r.signedP99} |` +
          (r.failed ? ` ${r.failed} failed` : ''),
      )
      .join('\n') +
    '\n',
);
