import { defineConfig, devices } from '@playwright/test';
import { telegramServerEnv } from './e2e/telegramBot';

/** Browser tests over the built app, served by the real server on its own embedded database. */
const PORT = Number(process.env['E2E_PORT'] ?? 3101);
const chromium = {
  // Debian's Chromium headless shell (scripts/ensure-chromium.sh): a third less CPU per test than the full browser.
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A camera that shows a test pattern, allowed without a prompt (the back office's QR scanner).
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Two workers share two cores with the server and its database: allow slow moments.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // No retries: a flaky test is a bug to fix.
  retries: 0,
  fullyParallel: true,
  workers: 2,
  // The list, then every spec file's time and the slowest tests (e2e/timingsReporter.ts).
  reporter: [['list'], ['./e2e/timingsReporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // Browsers that asked for less motion: both apps then end transitions and animations at once, which
    // spares the compositor a frame every 16 ms (a third of the suite's CPU). foundation.spec.ts checks motion
    // where the system does not ask for less.
    reducedMotion: 'reduce',
  },
  /*
   * Every test runs once, at 375 px (most of our visitors are on phones), unless a tag at the end of its
   * title (or of its describe's) says otherwise:
   * - `@desktop`: once, at desktop width: a long multi-step flow (several accounts, the back office, the CRM);
   * - `@both`: at both widths: a test whose point is the layout (the page fits, the header sticks);
   * - `@phone`: at 375 px, like an untagged test, said aloud: a phone layout or a flow whose point is the phone.
   * Every spec keeps at least one test that runs at 375 px, and its /uz checks: a long flow tagged
   * `@desktop` has a short phone test beside it.
   */
  projects: [
    { name: 'desktop', grep: /@desktop\b|@both\b/, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'mobile',
      grepInvert: /@desktop\b/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: {
    // Started the way a user starts it (builds what is stale, migrates, seeds, serves).
    command: 'npm start',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // Let the server stop its embedded PostgreSQL instead of being killed outright.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: process.env['E2E_DATA_DIR'] ?? '.data/e2e',
      DEV_MAILBOX: 'true',
      // Hundreds of accounts: captcha challenges of a few tries (the widget still solves each one).
      CAPTCHA_EASY: 'true',
      // Specs read their own writes at once: no short-lived cache of anonymous lists.
      LIST_CACHE_SECONDS: '0',
      EMBEDDED_PG_PORT: String(Number(process.env['E2E_PG_PORT'] ?? 54339)),
      LOG_LEVEL: 'warn',
      // The maps' tiles: a path of the site's own that e2e/geo.spec.ts serves from memory (no test reaches the internet).
      MAP_TILE_URL: '/e2e-tiles/{z}/{x}/{y}.png',
      ADMIN_EMAIL: 'admin@e2e.hashar.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      // A Telegram bot (issue 18) whose Bot API is a fake a spec may start on PORT + 7 (e2e/telegramBot.ts).
      ...telegramServerEnv(PORT),
    },
  },
});
