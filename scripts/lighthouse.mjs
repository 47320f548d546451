// Lighthouse (mobile: emulated phone, simulated slow 4G and CPU) over every public page type in
// both languages: the home page, each list, each activity kind's page, a news item, a publication,
// an organization, a volunteer, a group, a course and search — and, signed in as the demo volunteer
// (`npm run seed:demo`), their applications in the profile area. Prints performance, accessibility and Largest
// Contentful Paint as a table, and for a page under 95 what pulls it down. A measurement, not a
// test: scores move with the load of the machine (`--runs 3` takes the median of three).
//
// It needs a running server with a production build (`npm start`, or `npm run seed:demo` first for
// realistic pages); it starts nothing but Chromium:
//   node scripts/lighthouse.mjs [--url http://localhost:3000] [--runs 3] [--locale ru] [--save dir]
// (`npm run lighthouse -- --url …`; without --locale both languages). Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { importTool } from './tools.mjs';

// Lighthouse is a developer tool (tools/package.json), installed on first use.
const { default: lighthouse } = await importTool('lighthouse');

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000' },
    runs: { type: 'string', default: '1' },
    // One language only (ru or uz); default both.
    locale: { type: 'string' },
    // Keeps every run's full report (JSON, open it in the Lighthouse viewer) in this folder.
    save: { type: 'string' },
    // Measures only these paths (repeatable), e.g. --page /ru/events.
    page: { type: 'string', multiple: true },
    // The account the signed-in page is measured as (the demo volunteer by default; none: --no-signed-in).
    user: { type: 'string', default: process.env.LIGHTHOUSE_USER ?? 'volunteer@demo.hashar.uz' },
    password: { type: 'string', default: process.env.LIGHTHOUSE_PASSWORD ?? 'demo-Hashar-2026' },
    'no-signed-in': { type: 'boolean', default: false },
  },
});
const base = values.url.replace(/\/$/, '');
const runs = Math.max(1, Number(values.runs) || 1);
const CATEGORIES = ['performance', 'accessibility'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** The first record of a public list (`/api/<path>`), or null when it has none. */
async function first(path) {
  const response = await fetch(`${base}/api/${path}${path.includes('?') ? '&' : '?'}perPage=1`).catch(() => null);
  if (!response?.ok) {
    console.error(`lighthouse: no answer from ${base}/api/${path} — start the server first (npm start), or pass --url`);
    process.exit(1);
  }
  return (await response.json()).data?.[0] ?? null;
}

/** Every page type after the locale; a record page whose list is empty is left out (with a word). */
async function pageTypes() {
  const records = [
    ['events', (r) => `events/view/${r.id}`],
    ['visits', (r) => `visits/view/${r.id}`],
    ['projects', (r) => `projects/view/${r.id}`],
    ['tasks', (r) => `tasks/view/${r.id}`],
    ['vacancies', (r) => `vacancies/view/${r.id}`],
    ['news', (r) => `news/${r.section.slug}/${r.slug}`],
    ['posts', (r) => `post/${r.id}`],
    ['orgs', (r) => `orgs/view/${r.id}`],
    ['volons', (r) => `volons/view/${r.id}`],
    ['initiatives', (r) => `initiative/view/${r.id}`],
    ['academy', (r) => `academy/${r.slug}`],
  ];
  const lists = ['events', 'projects', 'tasks', 'vacancies', 'news', 'post', 'orgs', 'volons', 'initiative', 'academy'];
  const found = [];
  for (const [api, page] of records) {
    const record = await first(api);
    if (record) found.push(page(record));
    else console.warn(`lighthouse: no public ${api} (npm run seed:demo adds some): its page is skipped`);
  }
  return ['', ...lists, ...found, 'search?q=%D0%B2%D0%BE%D0%BB%D0%BE%D0%BD%D1%82%D0%B5%D1%80'];
}

/** Starts headless Chromium with a DevTools port; resolves with the port and a stop function. */
function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'hashar-lighthouse-'));
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = () =>
    new Promise((done) => {
      chrome.once('exit', () => done(rmSync(profile, { recursive: true, force: true, maxRetries: 3 })));
      chrome.kill();
    });
  return new Promise((resolve, reject) => {
    let output = '';
    chrome.stderr.on('data', (chunk) => {
      output += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ port: Number(port), stop });
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`)));
  });
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** The signed-in page after the locale: a volunteer's applications in the profile area. */
const SIGNED_IN_PAGE = 'profile/application';

/**
 * Signs the account in (POST /api/user/login) and gives the browser its token cookie, as the
 * site's login does; the signed-in page is then measured without Lighthouse's storage reset.
 * Null (with a word) when the account cannot sign in.
 */
async function signIn(port) {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: values.user, password: values.password }),
  }).catch(() => null);
  const token = response?.ok ? (await response.json()).token?.accessToken : null;
  if (!token) {
    console.warn(`lighthouse: ${values.user} could not sign in (npm run seed:demo makes the demo accounts): the signed-in page is skipped`);
    return false;
  }
  const { default: puppeteer } = await importTool('puppeteer-core');
  const { TOKEN_COOKIE } = await import('@hashar/common');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.setCookie({ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: base, sameSite: 'Lax' });
  await page.close();
  await browser.disconnect();
  return true;
}

async function measure(port, path, signedIn = false) {
  const reports = [];
  // Signed in: the browser keeps its cookie (Lighthouse otherwise clears the origin's storage first).
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: signedIn };
  for (let i = 0; i < runs; i++) {
    let result = await lighthouse(`${base}${path}`, flags);
    // A run whose trace broke (NO_NAVSTART and the like, seen on a busy machine) scores 0: run it again, once.
    if (result.lhr.runtimeError) result = await lighthouse(`${base}${path}`, flags);
    reports.push(result.lhr);
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      writeFileSync(join(values.save, `${path.replace(/\W+/g, '_')}-${i + 1}.json`), result.report);
    }
  }
  // A signed-in page that sent the browser to the login page measured the wrong page.
  const landed = reports[0]?.finalDisplayedUrl ?? '';
  if (signedIn && !landed.includes(path)) console.warn(`lighthouse: ${path} ended at ${landed}: not signed in?`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(100 * median(reports.map((r) => r.categories[c].score ?? 0)))]));
  // The run whose performance is the median explains the figures.
  const lhr = reports.find((r) => Math.round(100 * r.categories.performance.score) === scores.performance) ?? reports[0];
  return { path, scores, lhr };
}

function explain({ path, scores, lhr }) {
  const lines = [];
  if (scores.performance < 95) {
    lines.push(`  performance: ${METRICS.map((id) => `${lhr.audits[id].title} ${lhr.audits[id].displayValue}`).join(', ')}`);
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 4);
    for (const a of opportunities) lines.push(`    - ${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
  }
  if (scores.accessibility < 95) {
    const failed = lhr.categories.accessibility.auditRefs.filter(
      (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
    );
    for (const ref of failed) lines.push(`  accessibility: ${lhr.audits[ref.id].title}`);
  }
  return lines.length ? [`${path}`, ...lines] : [];
}

const locales = values.locale ? [values.locale] : ['ru', 'uz'];
const types = values.page ? null : await pageTypes();
const pages = values.page ?? locales.flatMap((locale) => types.map((type) => `/${locale}${type ? `/${type}` : ''}`));
const { port, stop } = await startChromium();
try {
  const results = [];
  for (const path of pages) results.push(await measure(port, path));
  // Last: the anonymous pages' storage resets would sign the browser out.
  if (!values.page && !values['no-signed-in'] && (await signIn(port)))
    for (const locale of locales) results.push(await measure(port, `/${locale}/${SIGNED_IN_PAGE}`, true));
  const width = Math.max(...results.map((r) => r.path.length), 'page'.length);
  console.log(`\nLighthouse ${results[0].lhr.lighthouseVersion}, mobile, ${base}, ${runs} run(s) per page (median)\n`);
  console.log(`${'page'.padEnd(width)}  performance  accessibility  LCP`);
  for (const r of results)
    console.log(
      `${r.path.padEnd(width)}  ${String(r.scores.performance).padStart(11)}  ${String(r.scores.accessibility).padStart(13)}  ${r.lhr.audits['largest-contentful-paint'].displayValue}`,
    );
  const notes = results.flatMap(explain);
  if (notes.length) console.log(`\nUnder 95:\n${notes.join('\n')}`);
  console.log('');
} finally {
  await stop();
}
