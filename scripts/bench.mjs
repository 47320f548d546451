// npm run bench [-- list…]: the bare server and the app on the same database (api/src/cli/bench.ts
// starts both), each public list driven by autocannon (50 connections, BENCH_SECONDS each,
// default 5), alternating bare, app, bare, app; prints per list the bare and app requests per
// second, their ratio, and the app's p50 and p99 latency. BENCH_ROWS rows per kind (default
// 100 000). Lists named on the command line (events visits projects tasks vacancies orgs volons
// initiatives news posts; organizations, volunteers, groups, publications also do) are the only
// ones measured; default all ten.
import os from 'node:os';
import { startBenchServers } from './benchServers.mjs';
import { importTool } from './tools.mjs';

// autocannon is a developer tool (tools/package.json), installed on first use.
const { default: autocannon } = await importTool('autocannon');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const { servers, ready } = await startBenchServers(process.argv.slice(2));

const drive = (url, duration = SECONDS) =>
  new Promise((resolve, reject) => autocannon({ url, connections: CONNECTIONS, duration }, (err, r) => (err ? reject(err) : resolve(r))));
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

const rows = [];
try {
  for (const list of ready.lists) {
    const bare = [];
    const app = [];
    // A second of each first, not counted: the servers' code warms up and the app's cache fills.
    for (const url of [list.bare, list.app]) await drive(url, 1);
    for (let round = 0; round < 2; round++) {
      bare.push(await drive(list.bare));
      app.push(await drive(list.app));
    }
    const failed = [...bare, ...app].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
    const bareRps = mean(bare.map((r) => r.requests.average));
    const appRps = mean(app.map((r) => r.requests.average));
    const row = {
      list: list.name,
      bare: Math.round(bareRps),
      app: Math.round(appRps),
      ratio: (appRps / bareRps).toFixed(2),
      p50: Math.max(...app.map((r) => r.latency.p50)),
      p99: Math.max(...app.map((r) => r.latency.p99)),
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
    '| list | bare req/s | app req/s | app / bare | app p50 ms | app p99 ms |\n|---|---:|---:|---:|---:|---:|\n' +
    rows
      .map((r) => `| ${r.list} | ${r.bare} | ${r.app} | ${r.ratio} | ${r.p50} | ${r.p99} |${r.failed ? ` ${r.failed} failed` : ''}`)
      .join('\n') +
    '\n',
);
