/** How a production secret is made, told in every refusal. */
export const SECRET_RECIPE = 'make one with `openssl rand -base64 48`';

/** Least estimated entropy of a production secret, in bits (a random 32-character hex key has ~110). */
const MIN_SECRET_BITS = 80;

/** Words of the placeholders that documentation and examples carry; never a random key's. */
const PLACEHOLDER = /secret|change|example|placeholder|random|password|replace|qwerty|123456/i;

/** The secret's estimated entropy in bits: its length times the Shannon entropy of its characters. */
export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  const length = [...value].length;
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / length) * Math.log2(n / length);
  return perChar * length;
}

/**
 * Why a value cannot sign anything in production (a typed phrase, a placeholder, one character or
 * a pattern repeated), or null when it looks like a random key. Length is checked by the schema.
 */
export function weakSecretReason(value: string): string | null {
  if (PLACEHOLDER.test(value)) return 'looks like a placeholder, not a random key';
  if (/^(.+?)\1+$/s.test(value)) return 'is one pattern repeated, not a random key';
  if (estimatedBits(value) < MIN_SECRET_BITS) return 'has too little randomness (too few different characters)';
  return null;
}
