import crypto from 'node:crypto';
import net from 'node:net';
import type { Request } from 'express';

/**
 * The address a limit is counted against. IPv6 clients are grouped by their /64: one
 * subscriber usually holds a whole /64, so counting single addresses would let them rotate.
 */
export function clientAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A short hash of a user-typed identifier (username, email): keeps keys within the
 * table's 255 characters whatever was sent, and keeps addresses out of the counters table.
 */
export function identityKey(value: string): string {
  return crypto.createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** A string field of the JSON body, or null when it is missing or not a string. */
function bodyString(req: Request, field: string): string | null {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Ready-made `keyOf` functions for rateLimit(); null means "nothing to count, let validation answer". */
export const limitKeys = {
  /** The client address (req.ip: app.ts configures trust proxy). */
  ip: (req: Request): string => clientAddress(req.ip),
  /** The client address together with a body field, e.g. the username being logged into. */
  ipAnd:
    (field: string) =>
    (req: Request): string =>
      `${clientAddress(req.ip)}|${identityKey(bodyString(req, field) ?? '')}`,
  /** A body field alone, e.g. the email a recovery letter would go to. */
  body:
    (field: string) =>
    (req: Request): string | null => {
      const value = bodyString(req, field);
      return value === null ? null : identityKey(value);
    },
};
