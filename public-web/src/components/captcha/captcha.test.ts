import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { canSolveAltcha, solveAltcha } from './altchaSolve';
import { RECAPTCHA_ERRORS, recaptchaConfigError, recaptchaScriptUrl } from './recaptcha';
import { encodeAltchaPayload } from './token';

const secrets = { hmacSignatureSecret: 'test-hmac-key', hmacKeySignatureSecret: 'test-key-signature' };

describe('ALTCHA token', () => {
  it('is base64 of the JSON {challenge, solution}, exactly as the server decodes it', () => {
    const challenge = {
      parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: '00' },
      signature: 'ef',
    };
    const solution = { counter: 7, derivedKey: '00ff', time: 12.5 };
    const token = encodeAltchaPayload(challenge, solution);
    expect(token).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(token.length % 4).toBe(0);
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toEqual({ challenge, solution });
  });

  it('solved with WebCrypto in the page, verifies with the server library', async () => {
    expect(canSolveAltcha()).toBe(true);
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 50,
      counter: 20,
      deriveKey: nodeDeriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      ...secrets,
    });
    const token = await solveAltcha(challenge);
    expect(token).not.toBeNull();
    const payload = JSON.parse(Buffer.from(token!, 'base64').toString('utf8'));
    const result = await verifySolution({ ...payload, deriveKey: nodeDeriveKey, ...secrets });
    expect(result.verified).toBe(true);
  });

  it('gives up (null) when aborted', async () => {
    const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 50, counter: 5000, deriveKey: nodeDeriveKey, ...secrets });
    const controller = new AbortController();
    controller.abort();
    await expect(solveAltcha(challenge, controller)).resolves.toBeNull();
  });
});

describe('reCAPTCHA loader', () => {
  it('reports the spec §8 messages for a missing key or version', () => {
    expect(recaptchaConfigError({ siteKey: '', version: 2 })).toBe('ReCaptcha error: No key provided');
    expect(recaptchaConfigError({ siteKey: 'key', version: undefined })).toBe('ReCaptcha error: No version provided');
    expect(recaptchaConfigError({ siteKey: 'key', version: 2 })).toBeNull();
    expect(RECAPTCHA_ERRORS.loadScript).toBe('ReCaptcha error: Failed to load script');
    expect(RECAPTCHA_ERRORS.execute).toBe('ReCaptcha error: Failed to execute');
  });

  it('loads v2 for explicit rendering in the page language', () => {
    expect(recaptchaScriptUrl('cb', 'uz')).toBe('https://www.google.com/recaptcha/api.js?onload=cb&render=explicit&hl=uz');
  });
});
