import argon2 from 'argon2';
import { INSIDE_JEST } from './insideJest';

/** OWASP's argon2id parameters (19 MiB, 2 passes); the smallest cost inside jest only. */
const COST = INSIDE_JEST ? { memoryCost: 1024, timeCost: 1 } : { memoryCost: 19456, timeCost: 2 };

/** Hashes a password with argon2id. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id, ...COST, parallelism: 1 });
}

/** Checks a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
