import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Reads a secret kept in a file, creating it (random, owner-only) on first use. */
export function loadOrCreateSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first use: created below
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
