import request from 'supertest';
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
