import { EVENT_LIMITS, toTashkentInput } from '@hashar/common';

/** A row of the sessions (shifts) editor: input strings, plus the id of a saved session. */
export interface SessionRow {
  /** Stable React key for a row, also while it is unsaved. */
  key: string;
  id?: number;
  titleRu: string;
  titleUz: string;
  startsAt: string;
  endsAt: string;
  capacity: string;
}

let counter = 0;
const nextKey = () => `s${++counter}`;

/** A new row, prefilled with the activity's dates when they are known. */
export function newSession(defaults: { startsAt?: string; endsAt?: string } = {}): SessionRow {
  return { key: nextKey(), titleRu: '', titleUz: '', startsAt: defaults.startsAt ?? '', endsAt: defaults.endsAt ?? '', capacity: '' };
}

/** Rows of saved sessions (API → editor). */
export function sessionRows(
  sessions: readonly { id: number; titleRu: string | null; titleUz: string | null; startsAt: string; endsAt: string; capacity: number }[],
): SessionRow[] {
  return sessions.map((s) => ({
    key: nextKey(),
    id: s.id,
    titleRu: s.titleRu ?? '',
    titleUz: s.titleUz ?? '',
    startsAt: toTashkentInput(s.startsAt),
    endsAt: toTashkentInput(s.endsAt),
    capacity: String(s.capacity),
  }));
}

/** Appends a row unless the limit is reached. */
export function addSession(rows: readonly SessionRow[], defaults?: { startsAt?: string; endsAt?: string }): SessionRow[] {
  return rows.length >= EVENT_LIMITS.sessionsMax ? [...rows] : [...rows, newSession(defaults)];
}

/** Removes a row; the last one stays (an activity has at least one session). */
export function removeSession(rows: readonly SessionRow[], key: string): SessionRow[] {
  return rows.length <= 1 ? [...rows] : rows.filter((row) => row.key !== key);
}

/** Changes fields of one row. */
export function updateSession(rows: readonly SessionRow[], key: string, patch: Partial<Omit<SessionRow, 'key' | 'id'>>): SessionRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}
