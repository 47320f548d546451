import express from 'express';
import request from 'supertest';
import type { Sequelize } from 'sequelize';
import { captchaRouter, createCaptchaVerifier } from '.';
import { RECAPTCHA_VERIFY_URL, type FetchFunction } from './recaptcha';

const config = { captcha: { recaptchaSiteKey: 'site-key-123', recaptchaSecret: 'secret-456', hmacKey: 'unused-here' } };
// The reCAPTCHA branch never touches the database.
const noDatabase = {} as Sequelize;

/** Google cannot be reached from tests: a stand-in siteverify that records what it was sent. */
function fakeGoogle(answer: () => Promise<Response>) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const fetchFn: FetchFunction = async (url, init) => {
    calls.push({ url: String(url), body: new URLSearchParams(String(init?.body)) });
    return answer();
  };
  return { calls, fetchFn };
}
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('reCAPTCHA captcha (keys configured)', () => {
  it('GET /api/captcha names the provider and the site key, not a challenge', async () => {
    const app = express().use('/api/captcha', captchaRouter(config));
    const res = await request(app).get('/api/captcha').expect(200).expect('Cache-Control', 'no-store');
    expect(res.body).toEqual({ provider: 'recaptcha', siteKey: 'site-key-123' });
  });

  it('accepts a token Google confirms, sending the secret, the token and the client IP', async () => {
    const google = fakeGoogle(() => json({ success: true, hostname: 'hashar.uz' }));
    const verifier = createCaptchaVerifier(config, noDatabase, { fetch: google.fetchFn });
    expect(await verifier.verify('token-abc', '203.0.113.9')).toBe(true);
    expect(google.calls).toHaveLength(1);
    expect(google.calls[0]!.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(Object.fromEntries(google.calls[0]!.body)).toEqual({ secret: 'secret-456', response: 'token-abc', remoteip: '203.0.113.9' });
  });

  it('rejects a token Google refuses or cannot judge', async () => {
    for (const answer of [
      () => json({ success: false, 'error-codes': ['invalid-input-response'] }),
      () => json({ success: 'true' }),
      () => json({ success: true }, 500),
      () => Promise.resolve(new Response('<html>')),
    ]) {
      const verifier = createCaptchaVerifier(config, noDatabase, { fetch: fakeGoogle(answer).fetchFn });
      expect(await verifier.verify('token-abc', '203.0.113.9')).toBe(false);
    }
  });

  it('treats a network failure or a silent Google as not verified', async () => {
    const down = fakeGoogle(() => Promise.reject(new TypeError('fetch failed')));
    expect(await createCaptchaVerifier(config, noDatabase, { fetch: down.fetchFn }).verify('token-abc')).toBe(false);

    const silent: FetchFunction = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const started = Date.now();
    const verifier = createCaptchaVerifier(config, noDatabase, { fetch: silent, recaptchaTimeoutMs: 100 });
    expect(await verifier.verify('token-abc')).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not call Google for tokens that cannot be one', async () => {
    const google = fakeGoogle(() => json({ success: true }));
    const verifier = createCaptchaVerifier(config, noDatabase, { fetch: google.fetchFn });
    for (const token of [undefined, null, 12, {}, '', 'x'.repeat(10 * 1024 + 1)]) expect(await verifier.verify(token)).toBe(false);
    expect(google.calls).toHaveLength(0);
  });
});
