import type { Express } from 'express';
import request from 'supertest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Fetches a challenge from the app and solves it the way the ALTCHA widget does. */
export async function solveCaptcha(app: Express): Promise<string> {
  const res = await request(app).get('/api/captcha').expect(200);
  const challenge = res.body.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
