import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API, for API tests and browser tests alike (no
 * jest in here): answers /bot<token>/<method> as Telegram does, records every call, can make the
 * next sendMessage calls fail the ways Telegram fails, or be unreachable altogether.
 */

/** One call the fake received: the method and its parameters (JSON body, form or query string). */
export interface FakeTelegramCall {
  method: string;
  params: Record<string, unknown>;
  at: number;
}

/** A way sendMessage can fail. */
export type FakeTelegramFailure = 'rate_limited' | 'server_error' | 'blocked' | 'chat_not_found';

export interface FakeTelegram {
  /** The API root to give the bot (TELEGRAM_API_ROOT). */
  readonly url: string;
  readonly port: number;
  /** Every call so far, oldest first. */
  readonly calls: FakeTelegramCall[];
  /** The parameters of the calls of one method (e.g. 'sendMessage'). */
  callsOf(method: string): Record<string, unknown>[];
  /**
   * The next `count` sendMessage calls (to `chatId` only, when given) fail as `failure`; a 429
   * carries retry_after = `retryAfter` seconds (default 1).
   */
  failNext(count: number, failure: FakeTelegramFailure, opts?: { retryAfter?: number; chatId?: number }): void;
  /** While down, every connection is cut without an answer (Telegram unreachable). */
  setDown(down: boolean): void;
  /** Forgets the recorded calls and pending failures. */
  reset(): void;
  close(): Promise<void>;
}

const FAILURES: Record<FakeTelegramFailure, (retryAfter: number) => { status: number; body: object }> = {
  rate_limited: (retryAfter) => ({
    status: 429,
    body: {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${retryAfter}`,
      parameters: { retry_after: retryAfter },
    },
  }),
  server_error: () => ({ status: 500, body: { ok: false, error_code: 500, description: 'Internal Server Error' } }),
  blocked: () => ({ status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } }),
  chat_not_found: () => ({ status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } }),
};

function parseParams(raw: string, type: string | undefined, query: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = Object.fromEntries(query);
  if (!raw) return params;
  if (type?.includes('application/json')) return { ...params, ...(JSON.parse(raw) as Record<string, unknown>) };
  for (const [name, value] of new URLSearchParams(raw)) {
    // Telegram takes JSON-serialized objects (reply_markup…) in form fields: read them back as objects.
    params[name] = /^[[{]/.test(value) ? (JSON.parse(value) as unknown) : value;
  }
  return params;
}

/** Starts the fake on `port` (default: a free one) for the bot with `token`. */
export async function startFakeTelegram(opts: { token: string; port?: number; botName?: string }): Promise<FakeTelegram> {
  const calls: FakeTelegramCall[] = [];
  let failures: { failure: FakeTelegramFailure; retryAfter: number; chatId?: number }[] = [];
  let down = false;
  let messageId = 0;
  const botId = Number(opts.token.split(':')[0]);

  function result(method: string, params: Record<string, unknown>): unknown {
    const date = Math.floor(Date.now() / 1000);
    switch (method) {
      case 'getMe':
        return {
          id: botId,
          is_bot: true,
          first_name: opts.botName ?? 'Test bot',
          username: opts.botName ?? 'test_bot',
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        };
      case 'sendMessage':
        return { message_id: ++messageId, date, chat: { id: Number(params['chat_id']), type: 'private' }, text: params['text'] };
      case 'editMessageText':
        return {
          message_id: Number(params['message_id'] ?? 0),
          date,
          chat: { id: Number(params['chat_id']), type: 'private' },
          text: params['text'],
        };
      case 'getWebhookInfo':
        return { url: '', has_custom_certificate: false, pending_update_count: 0 };
      default:
        return true;
    }
  }

  const server = http.createServer((req, res) => {
    if (down) return req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const reply = (status: number, body: object) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
      if (!match) return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
      if (match[1] !== opts.token) return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const method = match[2]!;
      let params: Record<string, unknown>;
      try {
        params = parseParams(Buffer.concat(chunks).toString('utf8'), req.headers['content-type'], url.searchParams);
      } catch {
        return reply(400, { ok: false, error_code: 400, description: 'Bad Request: can not parse the parameters' });
      }
      calls.push({ method, params, at: Date.now() });
      const at =
        method === 'sendMessage' ? failures.findIndex((f) => f.chatId === undefined || f.chatId === Number(params['chat_id'])) : -1;
      const failing = at >= 0 ? failures.splice(at, 1)[0] : undefined;
      if (failing) {
        const { status, body } = FAILURES[failing.failure](failing.retryAfter);
        return reply(status, body);
      }
      reply(200, { ok: true, result: result(method, params) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    callsOf: (method) => calls.filter((c) => c.method === method).map((c) => c.params),
    failNext(count, failure, { retryAfter = 1, chatId } = {}) {
      for (let i = 0; i < count; i++) failures.push({ failure, retryAfter, chatId });
    },
    setDown(value) {
      down = value;
    },
    reset() {
      calls.length = 0;
      failures = [];
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Telegram user as updates carry it. */
export interface FakeTelegramUser {
  id: number;
  first_name?: string;
  username?: string;
  /** 'uz', 'ru', 'en'…: the bot answers an unlinked user in it. */
  language_code?: string;
}

let updateId = 1000;

/** An update with a private text message (a command such as '/start <code>' or '/events'). */
export function messageUpdate(from: FakeTelegramUser, text: string): object {
  const entities = text.startsWith('/') ? [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] : undefined;
  return {
    update_id: ++updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: 'private', first_name: from.first_name ?? 'Test' },
      from: { is_bot: false, first_name: 'Test', ...from },
      text,
      ...(entities ? { entities } : {}),
    },
  };
}

/** An update with a press on an inline button (callback_data `data`) under the bot's message `messageId`. */
export function callbackUpdate(from: FakeTelegramUser, data: string, messageId = 1): object {
  return {
    update_id: ++updateId,
    callback_query: {
      id: String(++updateId),
      from: { is_bot: false, first_name: 'Test', ...from },
      chat_instance: String(from.id),
      data,
      message: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: from.id, type: 'private' }, text: '…' },
    },
  };
}

/** Posts an update to our webhook (`webhookUrl` = <site>/api/telegram/webhook) as Telegram does, with the secret. */
export function postUpdate(webhookUrl: string, update: object, secret: string): Promise<Response> {
  return fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': secret },
    body: JSON.stringify(update),
  });
}

/** A Login Widget answer for `data` signed with the bot token, as Telegram signs it (for login tests). */
export function signTelegramLogin<T extends { id: number; auth_date: number }>(data: T, token: string): T & { hash: string } {
  const lines = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();
  const secret = crypto.createHash('sha256').update(token).digest();
  return { ...data, hash: crypto.createHmac('sha256', secret).update(lines.join('\n')).digest('hex') };
}
