import { TIME_ZONE, type ApplicationState, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../../lists';
import { NotFound } from '../../errors';
import { translate, type MessageKey } from '../../i18n';
import { crmApplications } from './crm';

/** Excel in Russian and Uzbek locales splits on semicolons. */
const SEPARATOR = ';';
/** Cells a spreadsheet would run as a formula (OWASP CSV injection): these get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: always quoted, quotes doubled, formulas defused. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
}

/** A CSV file: UTF-8 byte-order mark (Excel reads Cyrillic right), CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}

/** Local time of Uzbekistan, as `YYYY-MM-DD HH:mm`. */
const tashkent = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

interface RosterRow {
  sessionTitle: string | null;
  sessionStartsAt: Date;
  volunteerName: string;
  volunteerEmail: string;
  volunteerPhone: string | null;
  state: ApplicationState;
  createdAt: Date;
  hours: number | null;
}

const COLUMNS: MessageKey[] = [
  'roster_session',
  'roster_starts',
  'roster_name',
  'roster_email',
  'roster_phone',
  'roster_state',
  'roster_applied',
  'roster_hours',
];

/** The applicants of an event of the organization as CSV, headers and states in the request's language. */
export async function rosterCsv(sequelize: Sequelize, organizationId: number, eventId: number, locale: Locale): Promise<string> {
  const [event] = await run<{ id: number }>(sequelize, 'SELECT id FROM events WHERE id = $1 AND organization_id = $2', [
    eventId,
    organizationId,
  ]);
  if (!event) throw NotFound();
  const rows = await run<RosterRow>(
    sequelize,
    `SELECT * FROM (${crmApplications.sql(locale)}) AS b WHERE b."eventId" = $2
      ORDER BY b."sessionStartsAt", b."sessionId", b."volunteerName", b.id`,
    [organizationId, eventId],
  );
  return toCsv([
    COLUMNS.map((key) => translate(locale, key)),
    ...rows.map((r) => [
      r.sessionTitle,
      tashkent.format(new Date(r.sessionStartsAt)),
      r.volunteerName,
      r.volunteerEmail,
      r.volunteerPhone,
      translate(locale, `state_${r.state}`),
      tashkent.format(new Date(r.createdAt)),
      r.hours,
    ]),
  ]);
}
