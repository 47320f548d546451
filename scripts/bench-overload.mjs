// npm run bench:overload: the app past its capacity. The bench servers (api/src/cli/bench.ts, the
// benchmark database of `npm run bench`) start; then OVERLOAD_CONNECTIONS (default 200) connections
// for OVERLOAD_SECONDS (default 60) drive a mixed load on the app alone — pages, lists with a
// changing `q` (never cached), search, the home page's API — while 4 more connections ask the cheap
// /api/cities the whole time. Prints the load's answers (2xx, 503 with Retry-After, others,
// timeouts), p50/p99/max, the cheap call's p50/p99, and the app process's peak memory (RSS).
// Goal (issue "Speed"): no timeout, p99 ≤ 1 s; past capacity an early 503, never a held request.
import fs from 'node:fs';
import os from 'node:os';
import { startBenchServers } from './benchServers.mjs';
import { importTool } from './tools.mjs';

const { default: autocannon } = await importTool('autocannon');

const SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.OVERLOAD_CONNECTIONS ?? 200);
/** A request taking longer than this is a timeout (autocannon's own default is 10 s). */
const TIMEOUT_SECONDS = 10;

const { servers, ready } = await startBenchServers(['events', 'projects'], ['api', 'public-web']);

process.stdout.write(`the app at ${ready.appBase} (process ${ready.appPid}); the load starts\n`);

const words = ['сад', 'дети', 'park', 'ekologiya', 'помощь', 'kitob', 'река', 'sport', 'уборка', 'yordam'];
let n = 0;
/** The mixed load, in turn: what many visitors at once ask. */
const paths = [
  () => '/ru',
  () => '/uz/events',
  () => `/api/events?q=${encodeURIComponent(words[n % words.length])}${n}`,
  () => `/api/projects?q=${encodeURIComponent(words[(n + 3) % words.length])}`,
  () => `/api/search?q=${encodeURIComponent(words[(n + 5) % words.length])}${n % 7}`,
  () => '/api/home',
  () => '/api/events?perPage=20',
];

const peakRss = () => {
  try {
    const status = fs.readFileSync(`/proc/${ready.appPid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

const drive = (options) => new Promise((resolve, reject) => autocannon(options, (err, r) => (err ? reject(err) : resolve(r))));
const statuses = new Map();
let retryAfterMissing = 0;
try {
  const load = drive({
    url: ready.appBase,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length]() }),
        onResponse: (status, _body, _context, headers) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 503 && !Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'retry-after')) retryAfterMissing++;
        },
      },
    ],
  });
  const cheap = drive({ url: `${ready.appBase}/api/cities`, connections: 4, duration: SECONDS, timeout: TIMEOUT_SECONDS });
  const [l, c] = await Promise.all([load, cheap]);
  const count = (test) => [...statuses].filter(([s]) => test(s)).reduce((sum, [, k]) => sum + k, 0);
  process.stdout.write(
    `\n${CONNECTIONS} connections for ${SECONDS} s on a mixed load (pages, lists with a changing q, search, /api/home), ` +
      `${ready.rows} rows per kind; ${os.cpus().length} cores, Node ${process.versions.node}\n\n` +
      '| | answers | 2xx | 503 (Retry-After) | other | timeouts | p50 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n' +
      `| mixed load | ${l.requests.total} | ${count((s) => s < 300)} | ${count((s) => s === 503)}${retryAfterMissing ? ` (${retryAfterMissing} without)` : ''} | ` +
      `${count((s) => s >= 300 && s !== 503)} | ${l.timeouts} | ${l.latency.p50} | ${l.latency.p99} | ${l.latency.max} |\n` +
      `| /api/cities beside it | ${c.requests.total} | ${c['2xx']} | — | ${c.non2xx} | ${c.timeouts} | ${c.latency.p50} | ${c.latency.p99} | ${c.latency.max} |\n\n` +
      `app process peak memory (RSS): ${peakRss().toFixed(0)} MB\n`,
  );
} finally {
  servers.stdin.end();
}
