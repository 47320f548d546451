/**
 * The Telegram bot the browser tests' server runs with (playwright.config.ts): a token of the right
 * shape that Telegram never issued, and a Bot API root on the site's port + 7 where a spec may
 * start the fake Bot API (api/src/test/fakeTelegram.ts). When none listens, the bot's messages
 * just wait in the outbox and are retried: harmless.
 */
export const E2E_TELEGRAM = {
  token: '123456:e2e-fake-token-aaaaaaaaaaaaaaaa',
  botName: 'hashar_e2e_bot',
  webhookSecret: 'e2e-webhook-secret-0123456789',
} as const;

/** The port of the fake Bot API for a site on `sitePort`. */
export const fakeTelegramPort = (sitePort: number): number => sitePort + 7;

/** The server's TELEGRAM_* settings for a site on `sitePort`. */
export function telegramServerEnv(sitePort: number): Record<string, string> {
  return {
    TELEGRAM_BOT_TOKEN: E2E_TELEGRAM.token,
    TELEGRAM_BOT_NAME: E2E_TELEGRAM.botName,
    TELEGRAM_WEBHOOK_SECRET: E2E_TELEGRAM.webhookSecret,
    TELEGRAM_API_ROOT: `http://127.0.0.1:${fakeTelegramPort(sitePort)}`,
  };
}
