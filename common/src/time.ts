/**
 * Uzbekistan keeps one time all year (UTC+5, no daylight saving). Dates are stored and sent in
 * UTC; every page, form, CRM screen, email, .ics and PDF shows and reads them in this zone,
 * whatever the viewer's device is set to.
 */
export const TIME_ZONE = 'Asia/Tashkent';
/** Offset of TIME_ZONE from UTC in minutes (constant: the zone has no daylight saving). */
export const TIME_ZONE_OFFSET_MINUTES = 300;

const OFFSET_MS = TIME_ZONE_OFFSET_MINUTES * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock parts of a UTC instant in Tashkent. */
function tashkentParts(date: Date): { y: number; m: number; d: number; h: number; min: number } {
  const t = new Date(date.getTime() + OFFSET_MS);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate(), h: t.getUTCHours(), min: t.getUTCMinutes() };
}

/** An instant as the value of an `<input type="datetime-local">` in Tashkent time: `2026-11-22T15:45`. */
export function toTashkentInput(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = tashkentParts(date);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}T${pad(p.h)}:${pad(p.min)}`;
}

/** A day as the value of an `<input type="date">` in Tashkent time: `2026-11-22`. */
export function toTashkentDateInput(value: string | Date | null | undefined): string {
  return toTashkentInput(value).slice(0, 10);
}

/**
 * The UTC ISO instant of a Tashkent wall-clock time typed into a form (`2026-11-22T15:45`,
 * seconds optional, or a bare day `2026-11-22` = its midnight); null when it is not a valid time.
 */
export function fromTashkentInput(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(utc);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59) return null;
  return new Date(utc - OFFSET_MS).toISOString();
}

/** Uzbek month names (Latin): browsers often ship no Uzbek date data and print "2026 M11 22". */
export const UZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avgust',
  'sentabr',
  'oktabr',
  'noyabr',
  'dekabr',
] as const;

/**
 * A date written out in Uzbek on Tashkent's clock: "25-noyabr 2026", with the time
 * "25-noyabr 2026, 15:45"; '' for no or an invalid value.
 */
export function formatUzbekDate(value: string | Date | null | undefined, { withYear = true, withTime = false } = {}): string {
  const local = toTashkentInput(value);
  if (!local) return '';
  const [y, m, d] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d}-${UZ_MONTHS[m - 1]}${withYear ? ` ${y}` : ''}${withTime ? `, ${local.slice(11)}` : ''}`;
}
