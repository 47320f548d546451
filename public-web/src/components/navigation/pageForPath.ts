import { PAGE_PATHS, isLocale, type PageName } from '@hashar/common';

const ENTRIES = Object.entries(PAGE_PATHS) as [PageName, string][];

function matches(pattern: string, parts: readonly string[]): boolean {
  const segments = pattern.split('/').filter(Boolean);
  const required = segments.filter((s) => !s.endsWith('?')).length;
  if (parts.length < required || parts.length > segments.length) return false;
  return parts.every((part, i) => segments[i]!.startsWith(':') || segments[i] === part);
}

/** The page of the site an address shows (`/ru/burger/sdg` → 'sdg'), or null for unknown addresses. */
export function pageForPath(pathname: string): PageName | null {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLocale(first)) return null;
  const parts = rest.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  // Static paths first, so `profile` never loses to a parameterised pattern.
  const exact = ENTRIES.find(([, pattern]) => !pattern.includes(':') && matches(pattern, parts));
  if (exact) return exact[0];
  return ENTRIES.find(([, pattern]) => matches(pattern, parts))?.[0] ?? null;
}
