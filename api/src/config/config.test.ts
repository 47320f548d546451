import { ConfigError, loadConfig } from './index';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, database: { embeddedPort: 54329, url: undefined } });
    expect(config.dataDir).toMatch(/\.data$/);
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

  it('refuses a production admin email without a password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.uz' })).toThrow(/ADMIN_PASSWORD/);
  });
});
