import express from 'express';
import request from 'supertest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { migrate } from '../db/migrator';
import { createSequelize } from '../db/sequelize';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createAltchaChallenge } from './altcha';
import { captchaRouter, createCaptchaVerifier, type CaptchaVerifier } from '.';

const config = { captcha: { hmacKey: 'altcha-test-hmac-key-0123456789abcdef' } };
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

/** Solves like the ALTCHA widget does and encodes what it submits. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return b64({ challenge, solution });
}

describe('ALTCHA captcha (no reCAPTCHA keys)', () => {
  let db: TestDatabase;
  let verifier: CaptchaVerifier;
  const app = express().use('/api/captcha', captchaRouter(config));
  const fetchChallenge = async (): Promise<Challenge> => {
    const res = await request(app).get('/api/captcha').expect(200).expect('Cache-Control', 'no-store');
    expect(res.body.provider).toBe('altcha');
    return res.body.challenge as Challenge;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrate(db.sequelize);
    verifier = createCaptchaVerifier(config, db.sequelize);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('issues a signed challenge that expires in about ten minutes', async () => {
    const challenge = await fetchChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keySignature: expect.any(String) });
    const ttl = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(9 * 60);
    expect(ttl).toBeLessThanOrEqual(10 * 60);
  });

  it('accepts a solved challenge once, and rejects the same solution again', async () => {
    const token = await solve(await fetchChallenge());
    expect(await verifier.verify(token)).toBe(true);
    expect(await verifier.verify(token)).toBe(false);
  });

  it('lets only one of two processes accept the same solution at the same moment', async () => {
    const other = createSequelize(db.url, { poolMax: 2 });
    try {
      const token = await solve(await fetchChallenge());
      const results = await Promise.all([verifier.verify(token), createCaptchaVerifier(config, other).verify(token)]);
      expect(results.sort()).toEqual([false, true]);
    } finally {
      await other.close();
    }
  });

  it('rejects tampered solutions and challenges signed with another key', async () => {
    const challenge = await fetchChallenge();
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const flipped = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await verifier.verify(b64({ challenge, solution: { ...solution, derivedKey: flipped } }))).toBe(false);
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await verifier.verify(b64({ challenge: cheaper, solution }))).toBe(false);
    const longer = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } };
    expect(await verifier.verify(b64({ challenge: longer, solution }))).toBe(false);
    const { keySignature: _dropped, ...unsignedKey } = challenge.parameters;
    expect(await verifier.verify(b64({ challenge: { ...challenge, parameters: unsignedKey }, solution }))).toBe(false);

    const foreign = await createAltchaChallenge('some-other-key-0123456789');
    expect(await verifier.verify(await solve(foreign))).toBe(false);
    // The untouched solution still works: none of the above used it up.
    expect(await verifier.verify(b64({ challenge, solution }))).toBe(true);
  });

  it('rejects a solution to an expired challenge', async () => {
    const expired = await createAltchaChallenge(config.captcha.hmacKey, { expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(await verifier.verify(await solve(expired))).toBe(false);
  });

  it('answers false, never throws, on garbage', async () => {
    const garbage: unknown[] = [
      undefined,
      null,
      42,
      true,
      {},
      [],
      '',
      ' ',
      'not base64!',
      '====',
      'A'.repeat(20 * 1024),
      b64('not json'),
      b64('null'),
      b64('[]'),
      b64({}),
      b64({ challenge: {}, solution: {} }),
      b64({ challenge: { parameters: 'x', signature: 'ab' }, solution: { counter: 1, derivedKey: 'ab' } }),
      b64({ challenge: { parameters: { algorithm: 'SHA-256' }, signature: 'zz' }, solution: { counter: -1, derivedKey: 'x' } }),
      `${b64({ a: 1 })}@@`,
    ];
    for (const token of garbage) await expect(verifier.verify(token)).resolves.toBe(false);
    const challenge = await fetchChallenge();
    const badCounter = { counter: 2 ** 40, derivedKey: 'ab'.repeat(32) };
    await expect(verifier.verify(b64({ challenge, solution: badCounter }))).resolves.toBe(false);
  });

  it('deletes long-expired used solutions while recording new ones', async () => {
    await db.sequelize.query(
      `INSERT INTO used_captchas (signature, expires_at) VALUES ('old', now() - interval '1 day'), ('recent', now() - interval '1 minute')`,
    );
    expect(await verifier.verify(await solve(await fetchChallenge()))).toBe(true);
    const [rows] = await db.sequelize.query(`SELECT signature FROM used_captchas WHERE signature IN ('old', 'recent')`);
    expect(rows).toEqual([{ signature: 'recent' }]);
  });
});
