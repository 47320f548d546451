/**
 * `<input type="datetime-local">` speaks the browser's local time ("2026-05-01T09:30");
 * the API speaks ISO 8601 UTC. These convert between the two.
 */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone ('' for none or garbage). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant (UTC), or null when it is empty or not a real moment. */
export function localInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(year!, month! - 1, day, hours, minutes, seconds);
  // Rejects 2026-02-30 and the like, which Date would roll over.
  if (date.getFullYear() !== year || date.getMonth() !== month! - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}

/** A moment for people: "1 мая 2026, 09:30" in the page's language. */
export function formatDateTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale === 'uz' ? 'uz-Latn-UZ' : 'ru-RU', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A range for people; the end's date is left out when it is the same day. */
export function formatRange(startsAt: string, endsAt: string, locale: string): string {
  const tag = locale === 'uz' ? 'uz-Latn-UZ' : 'ru-RU';
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = start.toDateString() === end.toDateString();
  const endText = sameDay ? end.toLocaleTimeString(tag, { timeStyle: 'short' }) : formatDateTime(endsAt, locale);
  return `${formatDateTime(startsAt, locale)} – ${endText}`;
}
