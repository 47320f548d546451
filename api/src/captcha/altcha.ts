import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { INSIDE_JEST } from '../lib/insideJest';

/**
 * Self-hosted proof of work (ALTCHA v2, deterministic mode): the browser must try every
 * counter up to a secret one, each try a PBKDF2 of `cost` rounds. 400–1200 tries of 1000
 * rounds is about half a second on a laptop and one to two seconds on a phone. Inside jest the
 * secret counter is 2–8: the suites solve a challenge for each of their accounts.
 */
export const ALTCHA_POLICY = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1000,
  counterMin: 400,
  counterMax: 1200,
  ttlSeconds: 10 * 60,
} as const;

/** Anything longer is not a payload the widget produced. */
export const MAX_TOKEN_LENGTH = 10 * 1024;

/** The challenge is signed with the configured key; derived keys with a secret derived from it. */
function secrets(hmacKey: string) {
  return {
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: crypto.createHmac('sha256', hmacKey).update('altcha-derived-key').digest('hex'),
  };
}

/** A fresh signed challenge for the ALTCHA widget; expiresAt (epoch seconds) is for tests of expiry. */
export function createAltchaChallenge(hmacKey: string, opts: { expiresAt?: number; easy?: boolean } = {}): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_POLICY.algorithm,
    cost: ALTCHA_POLICY.cost,
    counter: INSIDE_JEST || opts.easy ? randomInt(8, 2) : randomInt(ALTCHA_POLICY.counterMax, ALTCHA_POLICY.counterMin),
    deriveKey,
    expiresAt: opts.expiresAt ?? Math.floor(Date.now() / 1000) + ALTCHA_POLICY.ttlSeconds,
    ...secrets(hmacKey),
  });
}

const hex = z.string().regex(/^(?:[0-9a-f]{2})+$/);
// Loose objects: the signature covers the parameters exactly as sent, so nothing may be dropped.
const payloadSchema = z.object({
  challenge: z.looseObject({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_POLICY.algorithm),
      nonce: hex,
      salt: hex,
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: hex.optional(),
      expiresAt: z.number().optional(),
    }),
    signature: hex,
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: hex, time: z.number().optional() }),
});

/** The widget's submission (base64 of {challenge, solution} JSON), or null when it is not one. */
export function parseAltchaPayload(token: unknown): Payload | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  if (token.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** A verified solution: what to record so the same solution is not accepted twice. */
export interface SolvedChallenge {
  signature: string;
  expiresAt: Date;
}

/** Checks signature, expiry and work; null unless the payload solves a challenge we issued. */
export async function checkAltchaSolution(payload: Payload, hmacKey: string): Promise<SolvedChallenge | null> {
  const { challenge, solution } = payload;
  // Every challenge we issue expires and carries a key signature; one without is not ours.
  const { expiresAt, keySignature } = challenge.parameters;
  if (expiresAt === undefined || keySignature === undefined || !challenge.signature) return null;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, ...secrets(hmacKey) });
    return result.verified ? { signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) } : null;
  } catch {
    // The library throws on parameters it cannot work with (bad counter, algorithm): a wrong answer.
    return null;
  }
}
