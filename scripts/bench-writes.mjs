// npm run bench:writes: the writes a person waits for — apply to a shift, withdraw, accept an
// applicant (the CRM), verify hours, comment — by the app and by the bare server (its one statement
// of the same change), on the benchmark database of `npm run bench` (api/src/cli/benchWrites.ts
// gives each run its own rows: every request changes a row of its own once). Each side runs once
// for BENCH_SECONDS (default 5) or until its rows are used, at 50 connections; then the rows the
// run made are counted in the database: a side that answered n successes must have made n rows
// (none lost, none doubled). Prints per write both sides' successes per second, the ratio, the
// app's p50/p99, its answers that were not a success, and the rows check.
import os from 'node:os';
import { startBenchServers } from './benchServers.mjs';
import { importTool } from './tools.mjs';

const { default: autocannon } = await importTool('autocannon');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const { servers, ready } = await startBenchServers(['writes']);
const get = async (path) => {
  const res = await fetch(`${ready.bareBase}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

/** One run over the given requests, each sent once (autocannon's amount), at most SECONDS long. */
function drive(base, requests) {
  let next = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        amount: requests.length,
        requests: [
          {
            setupRequest: (req) => {
              const r = requests[next++ % requests.length];
              return {
                ...req,
                method: 'POST',
                path: r.path,
                headers: { 'content-type': 'application/json', ...(r.token ? { authorization: `Bearer ${r.token}` } : {}) },
                body: JSON.stringify(r.body),
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

const rows = [];
try {
  for (const write of ready.writes) {
    const sides = {};
    for (const side of ['bare', 'app']) {
      const requests = await get(`/writes/${write}/${side}`);
      if (requests.length < CONNECTIONS)
        throw new Error(`${write}: ${requests.length} rows left for the ${side} run, not ${CONNECTIONS} (seed more: BENCH_ROWS)`);
      const since = Date.now();
      const result = await drive(side === 'app' ? ready.appBase : ready.bareBase, requests);
      const { made } = await get(`/writes/${write}/${side}/made?since=${since}`);
      sides[side] = { result, made, asked: requests.length };
    }
    const { app, bare } = sides;
    const rate = (s) => s.result['2xx'] / s.result.duration;
    const row = {
      write,
      bare: Math.round(rate(bare)),
      app: Math.round(rate(app)),
      ratio: (rate(app) / rate(bare)).toFixed(2),
      p50: app.result.latency.p50,
      p99: app.result.latency.p99,
      appOk: app.result['2xx'],
      appOther: app.result.non2xx + app.result.errors + app.result.timeouts,
      appMade: app.made,
      bareOk: bare.result['2xx'],
      bareMade: bare.made,
    };
    rows.push(row);
    process.stdout.write(`${JSON.stringify(row)}\n`);
  }
} finally {
  servers.stdin.end();
}

process.stdout.write(
  `\n${ready.rows} rows per kind, ${CONNECTIONS} connections, at most ${SECONDS} s per run; ` +
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.versions.node}\n\n` +
    '| write | bare req/s | app req/s | app / bare | app p50 ms | app p99 ms | app: successes / rows made / other answers |\n' +
    '|---|---:|---:|---:|---:|---:|---|\n' +
    rows
      .map(
        (r) =>
          `| ${r.write} | ${r.bare} | ${r.app} | ${r.ratio} | ${r.p50} | ${r.p99} | ${r.appOk} / ${r.appMade} / ${r.appOther}` +
          `${r.appOk === r.appMade && r.bareOk === r.bareMade ? '' : ' **rows differ**'} |`,
      )
      .join('\n') +
    '\n',
);
if (rows.some((r) => r.appOk !== r.appMade || r.bareOk !== r.bareMade)) process.exitCode = 1;
