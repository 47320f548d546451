import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { encodeAltchaPayload } from './token';

/** Whether this browser can run the proof of work (WebCrypto needs HTTPS or localhost). */
export function canSolveAltcha(): boolean {
  return typeof globalThis.crypto?.subtle?.deriveBits === 'function';
}

/**
 * Solves an ALTCHA challenge in the page with WebCrypto PBKDF2 (asynchronous, so the page
 * stays responsive) and returns the token for the API, or null if aborted or timed out.
 */
export async function solveAltcha(challenge: Challenge, controller?: AbortController): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  return solution ? encodeAltchaPayload(challenge, solution) : null;
}
