import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { MAP_TILES_DEFAULT, PUBLIC_LIST_CACHE_SECONDS, type MapTiles, type OperatorDetails } from '@hashar/common';
import { findRepoRoot } from './paths';
import { loadOrCreateSecret } from './secret';
import { SECRET_RECIPE, weakSecretReason } from './secretStrength';

const boolean = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A setting of free text, empty = not set. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** A postgres:// URL setting, empty = not set. */
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
  .optional()
  .or(z.literal('').transform(() => undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Development listens on loopback only; the Dockerfile and production set HOST=0.0.0.0.
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: postgresUrl,
  // A read replica for anonymous public list reads; empty: everything reads the primary.
  DATABASE_READ_URL: postgresUrl,
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  // Past these waits a request is answered 503 + Retry-After instead of being held (Overload).
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60000).default(3000),
  HEAVY_READS_AT_ONCE: z.coerce.number().int().min(1).max(100).optional(),
  HEAVY_READS_WAIT_MS: z.coerce.number().int().min(0).max(60000).default(2000),
  DB_SSL: boolean.default(false),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DATA_DIR: z.string().min(1).optional(),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: z.string().default('loopback'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  JSON_BODY_LIMIT: z.string().default('1mb'),
  // The Bearer token Prometheus sends to GET /metrics; unset: no metrics endpoint (404).
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // The Telegram bot: off unless TELEGRAM_BOT_TOKEN is set; then the name and the webhook secret are required.
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must look like 123456:ABC-DEF… (from @BotFather)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TELEGRAM_BOT_NAME: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be the bot username without @')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16–256 letters, digits, _ or -')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Where the Bot API answers (tests point it at a local fake); default Telegram's own.
  TELEGRAM_API_ROOT: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Seconds anonymous public list answers are reused; 0 turns the cache off.
  // The map's tiles (docs/map-api.md): a Leaflet URL template, or `none` for markers on a plain background.
  MAP_TILE_URL: z
    .string()
    .min(1)
    .max(500)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .max(300)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(PUBLIC_LIST_CACHE_SECONDS),
  JWT_SECRET: z
    .string()
    .min(32, `must be at least 32 characters; ${SECRET_RECIPE}`)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Signs certificates' verification tokens; empty: derived from JWT_SECRET.
  CERTIFICATE_SECRET: z
    .string()
    .min(32, `must be at least 32 characters; ${SECRET_RECIPE}`)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 24 * 3600)
    .default(7 * 24 * 3600),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Hashar <no-reply@hashar.local>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  DEV_MAILBOX: boolean.default(false),
  // Captcha challenges of 2–8 tries instead of 400–1200: browser tests make hundreds of accounts. Refused in production.
  CAPTCHA_EASY: boolean.default(false),
  OPERATOR_NAME: optionalText(300),
  OPERATOR_ADDRESS: optionalText(500),
  OPERATOR_TAX_NUMBER: z
    .string()
    .regex(/^\d{9}$/, 'must be 9 digits')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPERATOR_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PRIVACY_POLICY_DATE: z.iso
    .date('must be a date: YYYY-MM-DD')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RECAPTCHA_SITE_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RECAPTCHA_SECRET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  UPLOAD_QUOTA_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 * 1024)
    .default(500),
  // Where uploads live: the local disk (DATA_DIR/uploads) or an S3-compatible bucket.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lower-case letters, digits, dots and dashes')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: z
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText(200),
  S3_SECRET_ACCESS_KEY: optionalText(200),
  S3_FORCE_PATH_STYLE: boolean.default(false),
});

export type Env = z.infer<typeof schema>;
export type { OperatorDetails };

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  /** Whether PUBLIC_URL was given (otherwise page links use the request's own origin). */
  publicUrlConfigured: boolean;
  logLevel: Env['LOG_LEVEL'];
  rootDir: string;
  dataDir: string;
  /** readUrl: DATABASE_READ_URL, where anonymous public list reads go (db/replica.ts). */
  /** poolWaitMs: the longest wait for a free connection (DB_POOL_WAIT_MS); past it, 503 + Retry-After. */
  database: { url?: string; readUrl?: string; poolMax: number; poolWaitMs: number; ssl: boolean; embeddedPort: number };
  /**
   * The lane of expensive reads (ratelimit/heavyReads.ts): how many run at once (HEAVY_READS_AT_ONCE,
   * default the pool less 3, so cheap calls and writes always find a connection) and how long the
   * next ones may wait (HEAVY_READS_WAIT_MS).
   */
  heavyReads: { atOnce: number; waitMs: number };
  admin: { email?: string; password?: string };
  trustProxy: string;
  shutdownTimeoutMs: number;
  jsonBodyLimit: string;
  /** The Bearer token of GET /metrics (METRICS_TOKEN); unset: the endpoint answers 404. */
  metricsToken?: string;
  /** Seconds anonymous public list answers are reused (LIST_CACHE_SECONDS; 0: no cache). */
  listCacheSeconds: number;
  /** The map's tiles (MAP_TILE_URL, `none` → null; MAP_TILE_ATTRIBUTION), OpenStreetMap's standard tiles by default. */
  map: MapTiles;
  /** The Telegram bot (TELEGRAM_*); undefined: no bot, no Telegram anywhere. */
  telegram?: { token: string; botName: string; webhookSecret: string; apiRoot?: string };
  jwt: { secret: string; ttlSeconds: number };
  /** HMAC key of certificates' verification tokens: CERTIFICATE_SECRET, else derived (HKDF) from the JWT secret. */
  certificates: { key: Buffer };
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  /** easy: CAPTCHA_EASY, challenges of a few tries (browser tests; refused in production). */
  captcha: { recaptchaSiteKey?: string; recaptchaSecret?: string; hmacKey: string; easy?: boolean };
  /** GET /api/dev/mail, for loopback callers only: opt-in, never in production. */
  devMailbox: boolean;
  /** The personal data operator named by the privacy policy (GET /api/site/operator); unset parts are null. */
  operator: OperatorDetails;
  /** Storage each account may fill with its uploads (UPLOAD_QUOTA_MB). */
  uploads: { quotaBytes: number };
  /** Where uploads live: the local disk, or an S3-compatible bucket (STORAGE_DRIVER=s3, S3_* settings). */
  storage: StorageSettings;
}

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  /** Both or neither; without them the SDK's usual chain (environment, profile, instance role) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export type StorageSettings = { driver: 'local' } | { driver: 's3'; s3: S3Settings };

/** Thrown when the environment is invalid; the message lists every bad setting. */
export class ConfigError extends Error {}

/** Stops a production start whose signing secrets could be guessed: anyone holding one forges sessions or certificates. */
function refuseWeakSecrets(secrets: Record<string, string | undefined>): void {
  const lines = Object.entries(secrets).flatMap(([name, value]) => {
    const reason = value === undefined ? null : weakSecretReason(value);
    return reason ? [`  ${name}: ${reason}; ${SECRET_RECIPE}`] : [];
  });
  if (lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Where uploads live, from STORAGE_DRIVER and the S3_* settings; S3 without a bucket stops the start. */
function storageSettings(e: Env): StorageSettings {
  if (e.STORAGE_DRIVER !== 's3') return { driver: 'local' };
  if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  return {
    driver: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

/** Reads and validates the environment once; nothing else in the API reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: required in production when ADMIN_EMAIL is set');
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(`Invalid configuration:\n  JWT_SECRET: required in production (32+ random characters); ${SECRET_RECIPE}`);
  }
  if (e.NODE_ENV === 'production') refuseWeakSecrets({ JWT_SECRET: e.JWT_SECRET, CERTIFICATE_SECRET: e.CERTIFICATE_SECRET });
  if (e.NODE_ENV === 'production' && e.DEV_MAILBOX) {
    throw new ConfigError(
      'Invalid configuration:\n  DEV_MAILBOX: the development mailbox exposes mailed links and is refused in production',
    );
  }
  if (e.NODE_ENV === 'production' && e.CAPTCHA_EASY) {
    throw new ConfigError('Invalid configuration:\n  CAPTCHA_EASY: a captcha anyone solves at once is refused in production');
  }
  if (Boolean(e.RECAPTCHA_SITE_KEY) !== Boolean(e.RECAPTCHA_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET: set both or neither');
  }
  if (e.TELEGRAM_BOT_TOKEN && (!e.TELEGRAM_BOT_NAME || !e.TELEGRAM_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  TELEGRAM_BOT_NAME and TELEGRAM_WEBHOOK_SECRET: required when TELEGRAM_BOT_TOKEN is set',
    );
  }
  const storage = storageSettings(e);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const rootDir = findRepoRoot();
  const dataDir = path.resolve(rootDir, e.DATA_DIR ?? '.data');
  // Development keeps a generated secret in the data folder so tokens survive restarts.
  const jwtSecret = e.JWT_SECRET ?? loadOrCreateSecret(path.join(dataDir, 'jwt-secret'));
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    rootDir,
    dataDir,
    database: {
      url: e.DATABASE_URL,
      readUrl: e.DATABASE_READ_URL,
      poolMax: e.DB_POOL_MAX,
      poolWaitMs: e.DB_POOL_WAIT_MS,
      ssl: e.DB_SSL,
      embeddedPort: e.EMBEDDED_PG_PORT,
    },
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD },
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    metricsToken: e.METRICS_TOKEN,
    listCacheSeconds: e.LIST_CACHE_SECONDS,
    heavyReads: { atOnce: e.HEAVY_READS_AT_ONCE ?? Math.max(1, e.DB_POOL_MAX - 3), waitMs: e.HEAVY_READS_WAIT_MS },
    map: {
      tileUrl: e.MAP_TILE_URL === 'none' ? null : (e.MAP_TILE_URL ?? MAP_TILES_DEFAULT.url),
      attribution: e.MAP_TILE_ATTRIBUTION ?? MAP_TILES_DEFAULT.attribution,
    },
    telegram:
      e.TELEGRAM_BOT_TOKEN && e.TELEGRAM_BOT_NAME && e.TELEGRAM_WEBHOOK_SECRET
        ? {
            token: e.TELEGRAM_BOT_TOKEN,
            botName: e.TELEGRAM_BOT_NAME,
            webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
            apiRoot: e.TELEGRAM_API_ROOT,
          }
        : undefined,
    jwt: { secret: jwtSecret, ttlSeconds: e.JWT_TTL_SECONDS },
    certificates: {
      key: e.CERTIFICATE_SECRET
        ? Buffer.from(e.CERTIFICATE_SECRET)
        : Buffer.from(crypto.hkdfSync('sha256', jwtSecret, 'hashar', 'hashar-certificates', 32)),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.resolve(rootDir, e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'mail')) },
    captcha: {
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
      recaptchaSecret: e.RECAPTCHA_SECRET,
      hmacKey: crypto.createHmac('sha256', jwtSecret).update('hashar-captcha').digest('hex'),
      easy: e.CAPTCHA_EASY,
    },
    devMailbox: e.DEV_MAILBOX,
    operator: {
      name: e.OPERATOR_NAME ?? null,
      address: e.OPERATOR_ADDRESS ?? null,
      taxNumber: e.OPERATOR_TAX_NUMBER ?? null,
      email: e.OPERATOR_EMAIL ?? null,
      policyDate: e.PRIVACY_POLICY_DATE ?? null,
    },
    uploads: { quotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024 },
    storage,
  };
}
