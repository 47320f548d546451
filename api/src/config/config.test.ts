import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_JWT_SECRET } from '../test/app';
import { ConfigError, loadConfig } from './index';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-config-'));

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ env: 'development', port: 3000, database: { embeddedPort: 54329, url: undefined } });
    expect(loadConfig({}).dataDir).toMatch(/\.data$/);
    expect(config.mail.outboxDir).toBe(path.join(dataDir, 'mail'));
  });

  it('lists every invalid setting at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
      expect((err as Error).message).toMatch(/LOG_LEVEL/);
    }
  });

  it('refuses the easy captcha of browser tests in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), JWT_SECRET: TEST_JWT_SECRET, CAPTCHA_EASY: 'true' })).toThrow(
      /CAPTCHA_EASY: a captcha anyone solves at once is refused in production/,
    );
    expect(loadConfig({ DATA_DIR: tmp(), CAPTCHA_EASY: 'true' }).captcha.easy).toBe(true);
  });

  it('refuses a production admin email without a password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.uz' })).toThrow(/ADMIN_PASSWORD/);
  });
});

describe('the JWT secret', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/JWT_SECRET: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32/);
  });

  it('is refused in production when it could be guessed, naming the variable and how to make one', () => {
    const weak = [
      'a'.repeat(32),
      'ab'.repeat(16),
      'abcdefgh'.repeat(4),
      'at-least-32-random-characters-here-0123',
      'change-me-change-me-change-me-change-me',
      'my-jwt-secret-for-hashar-production-2024',
      '00000000000000000000000000000001',
    ];
    for (const JWT_SECRET of weak) {
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), JWT_SECRET })).toThrow(
        /JWT_SECRET: .*; make one with `openssl rand -base64 48`/,
      );
    }
    const CERTIFICATE_SECRET = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), JWT_SECRET: TEST_JWT_SECRET, CERTIFICATE_SECRET })).toThrow(
      /CERTIFICATE_SECRET: .*openssl rand -base64 48/,
    );
    // Development generates its own; a test or a developer may type anything long enough.
    expect(loadConfig({ DATA_DIR: tmp(), JWT_SECRET: 'a'.repeat(32) }).jwt.secret).toBe('a'.repeat(32));
  });

  it('is accepted in production when it is a random key, whatever its alphabet', () => {
    for (const JWT_SECRET of [
      crypto.randomBytes(48).toString('base64'),
      crypto.randomBytes(24).toString('base64url'),
      crypto.randomBytes(16).toString('hex'),
      crypto.randomBytes(32).toString('hex'),
      TEST_JWT_SECRET,
    ]) {
      expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), JWT_SECRET }).jwt.secret).toBe(JWT_SECRET);
    }
  });

  it('is generated once in development and kept in the data folder', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).jwt.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwt.secret).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('needs both reCAPTCHA keys or neither', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), RECAPTCHA_SECRET: 'x' })).toThrow(/RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET/);
  });
});

describe('the upload store', () => {
  it('is the local disk by default, an S3 bucket when asked, checked at start', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).storage).toEqual({ driver: 'local' });
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE_DRIVER: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    const s3 = loadConfig({
      DATA_DIR: tmp(),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'hashar-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(s3).toEqual({
      driver: 's3',
      s3: {
        bucket: 'hashar-uploads',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
  });
});
