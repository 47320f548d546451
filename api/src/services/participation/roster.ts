import { contactsShared, TIME_ZONE, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../../lists';
import { NotFound } from '../../errors';
import { translate, type MessageKey } from '../../i18n';
import type { ApiActivityKind } from '../../activities/types';
import { presentCrmApplication, type CrmApplicationSql } from '../../presenters/participation';
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

/** The applicants of an activity (of any kind) of the organization as CSV (a team's named members each on their line, not the team), headers and states in the request's language; 404 for anyone else's. */
export async function rosterCsv(
  sequelize: Sequelize,
  organizationId: number,
  kind: ApiActivityKind,
  activityId: number,
  locale: Locale,
): Promise<string> {
  const [activity] = await run<{ id: number }>(sequelize, `SELECT id FROM ${kind.table} WHERE id = $1 AND organization_id = $2`, [
    activityId,
    organizationId,
  ]);
  if (!activity) throw NotFound();
  const rows = await run<CrmApplicationSql>(
    sequelize,
    `SELECT * FROM (${crmApplications.sql(locale)}) AS b WHERE b."activityKind" = $2 AND b."activityId" = $3 AND b.team IS NULL
      ORDER BY b."sessionStartsAt", b."sessionId", b."volunteerName", b.id`,
    [organizationId, kind.kind, activityId],
  );
  return toCsv([
    COLUMNS.map((key) => translate(locale, key)),
    // Through the organizer's presenter: contacts only of accepted applicants.
    ...rows
      .map(presentCrmApplication)
      .map((r) => [
        r.sessionTitle,
        r.sessionStartsAt === null ? null : tashkent.format(new Date(r.sessionStartsAt)),
        r.volunteerName,
        contactsShared(r.state) ? r.volunteerEmail : translate(locale, 'roster_contacts_hidden'),
        r.volunteerPhone,
        translate(locale, `state_${r.state}`),
        tashkent.format(new Date(r.createdAt)),
        r.hours,
      ]),
  ]);
}
