import type { Challenge, Solution } from 'altcha-lib';

/**
 * The token the API verifies for an ALTCHA solution: base64 of the JSON `{challenge, solution}`
 * (what the ALTCHA widget submits, and what api/src/test/captcha.ts builds with Buffer).
 * The challenge is sent back exactly as received: its signature covers the parameters.
 */
export function encodeAltchaPayload(challenge: Challenge, solution: Solution): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
