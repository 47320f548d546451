import type { Request } from 'express';

/** Whether a client address (as Express reads it after `trust proxy`) is this machine. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** A `for=` node of RFC 7239 (quoted, `[v6]:port`, `v4:port`) as a bare address. */
function bareAddress(node: string): string {
  const value = node.trim().replace(/^"|"$/g, '');
  const v6 = /^\[(?<address>[^\]]*)\](?::\d+)?$/.exec(value)?.groups?.['address'];
  if (v6 !== undefined) return v6;
  return /^[\d.]+:\d+$/.test(value) ? value.slice(0, value.lastIndexOf(':')) : value;
}

/** Every client address the proxy headers name: X-Forwarded-For, X-Real-IP and Forwarded's `for=`. */
export function forwardedClients(req: Request): string[] {
  const header = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(','));
  };
  const forwarded = header('forwarded').flatMap((element) =>
    element
      .split(';')
      .map((pair) => /^\s*for\s*=(.*)$/i.exec(pair)?.[1])
      .filter((v): v is string => v !== undefined),
  );
  return [...header('x-forwarded-for'), ...header('x-real-ip'), ...forwarded].map(bareAddress);
}

/**
 * Whether a request comes from this machine: its address is loopback and no proxy header names
 * anyone else (a proxy that sets only X-Real-IP or Forwarded still passes a stranger on).
 */
export function isFromThisMachine(req: Request): boolean {
  return isLoopback(req.ip) && forwardedClients(req).every(isLoopback);
}
