import request from 'supertest';
import { MAP_TILES_DEFAULT } from '@hashar/common';
import { loadConfig } from '../../config';
import { createTestApp, TEST_JWT_SECRET } from '../../test/app';

describe('GET /api/site/operator', () => {
  it('gives the operator of the privacy policy from settings', async () => {
    const { app, db } = await createTestApp({
      OPERATOR_NAME: 'ООО «Хашар»',
      OPERATOR_ADDRESS: 'Ташкент, ул. Навои, 1',
      OPERATOR_TAX_NUMBER: '123456789',
      OPERATOR_EMAIL: 'privacy@hashar.uz',
      PRIVACY_POLICY_DATE: '2026-11-01',
    });
    try {
      const res = await request(app).get('/api/site/operator').expect(200);
      expect(res.body).toEqual({
        data: {
          name: 'ООО «Хашар»',
          address: 'Ташкент, ул. Навои, 1',
          taxNumber: '123456789',
          email: 'privacy@hashar.uz',
          policyDate: '2026-11-01',
        },
      });
    } finally {
      await db.drop();
    }
  });

  it('answers nulls for what is not set', async () => {
    const { app, db } = await createTestApp({ OPERATOR_NAME: '  ' });
    try {
      const res = await request(app).get('/api/site/operator').expect(200);
      expect(res.body).toEqual({ data: { name: null, address: null, taxNumber: null, email: null, policyDate: null } });
    } finally {
      await db.drop();
    }
  });

  it('refuses malformed settings at start', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET };
    expect(() => loadConfig({ ...base, OPERATOR_TAX_NUMBER: '12345' })).toThrow(/OPERATOR_TAX_NUMBER: must be 9 digits/);
    expect(() => loadConfig({ ...base, PRIVACY_POLICY_DATE: '01.11.2026' })).toThrow(/PRIVACY_POLICY_DATE/);
    expect(() => loadConfig({ ...base, OPERATOR_EMAIL: 'nope' })).toThrow(/OPERATOR_EMAIL/);
  });
});

describe('GET /api/site: the map tiles (docs/map-api.md)', () => {
  const tilesOf = async (env: NodeJS.ProcessEnv) => {
    const { app, db } = await createTestApp(env);
    try {
      return (await request(app).get('/api/site').expect(200)).body.map as unknown;
    } finally {
      await db.drop();
    }
  };

  it("gives OpenStreetMap's standard tiles by default, a configured server with its attribution, and none for `none`", async () => {
    expect(await tilesOf({})).toEqual({ tileUrl: MAP_TILES_DEFAULT.url, attribution: '© OpenStreetMap contributors' });
    expect(
      await tilesOf({ MAP_TILE_URL: 'https://tiles.hashar.uz/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Hashar, OpenStreetMap' }),
    ).toEqual({
      tileUrl: 'https://tiles.hashar.uz/{z}/{x}/{y}.png',
      attribution: '© Hashar, OpenStreetMap',
    });
    expect(await tilesOf({ MAP_TILE_URL: 'none' })).toEqual({ tileUrl: null, attribution: '© OpenStreetMap contributors' });
  });

  it('refuses an over-long tile setting at start', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET };
    expect(() => loadConfig({ ...base, MAP_TILE_URL: `https://x/${'a'.repeat(600)}` })).toThrow(/MAP_TILE_URL/);
  });
});
