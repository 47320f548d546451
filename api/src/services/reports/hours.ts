import { UZ_MONTHS, fromTashkentInput, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../../lists';

/**
 * The organization's monthly hours report (GET /api/crm/reports/hours, docs/points-economy-api.md
 * "Organization reports"): the hours its staff verified with verified_at inside a Tashkent month,
 * one row per volunteer. One query on hours_records_organization_idx (organization_id, verified_at).
 *
 * The e-mail is the one the CRM already shows the organization: every hours record of the
 * organization hangs off an application to one of its activities, listed with the applicant's
 * e-mail in /api/crm/applications.
 */

export interface HoursReportRow {
  userId: number;
  name: string;
  email: string;
  activities: number;
  hours: number;
}

export interface HoursReport {
  organization: string;
  /** YYYY-MM */
  month: string;
  rows: HoursReportRow[];
  total: { volunteers: number; activities: number; hours: number };
}

/** The first instant of a Tashkent month `YYYY-MM` and of the month after it (UTC ISO). */
export function monthBounds(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [dayStart(`${month}-01`), dayStart(`${next}-01`)];
}

/** The first instant of a Tashkent day `YYYY-MM-DD`: the route checked the month, so a bad one is a bug (500). */
function dayStart(day: string): string {
  const start = fromTashkentInput(day);
  if (start === null) throw new Error(`hours report: ${day} is no day`);
  return start;
}

/** A volunteer's full name as a roll lists it (last, first, middle) from the volunteer's or trainee's profile, else the account name. */
const FULL_NAME = `COALESCE(NULLIF(concat_ws(' ', NULLIF(COALESCE(vp.last_name, tp.last_name), ''), NULLIF(COALESCE(vp.first_name, tp.first_name), ''),
  NULLIF(vp.middle_name, '')), ''), u.name)`;

/** Names in alphabetical order whatever the database's collation (Cyrillic and Latin). */
const BY_NAME = new Intl.Collator('ru', { sensitivity: 'base' });

/** The month's verified hours of the organization, per volunteer sorted by name, with the totals. */
export async function hoursReport(sequelize: Sequelize, organizationId: number, month: string): Promise<HoursReport> {
  const [from, to] = monthBounds(month);
  // One pass: a row per volunteer and (grouping set ()) the grand total, whose userId is NULL.
  const [rows, [org]] = await Promise.all([
    run<Omit<HoursReportRow, 'userId'> & { userId: number | null }>(
      sequelize,
      `SELECT h.user_id AS "userId", min(${FULL_NAME}) AS name, min(u.email) AS email,
              count(DISTINCT a.activity_kind || '-' || a.activity_id)::int AS activities, sum(h.hours)::float8 AS hours
         FROM hours_records h JOIN applications a ON a.id = h.application_id JOIN users u ON u.id = h.user_id
         LEFT JOIN volunteer_profiles vp ON vp.user_id = u.id LEFT JOIN trainee_profiles tp ON tp.user_id = u.id
        WHERE h.organization_id = $1 AND h.verified_at >= $2 AND h.verified_at < $3
        GROUP BY GROUPING SETS ((h.user_id), ())`,
      [organizationId, from, to],
    ),
    run<{ name: string }>(sequelize, 'SELECT name FROM organizations WHERE id = $1', [organizationId]),
  ]);
  const total = rows.find((r) => r.userId === null);
  const volunteers = rows
    .filter((r): r is HoursReportRow => r.userId !== null)
    .map((r) => ({ ...r, hours: Number(r.hours) }))
    .sort((a, b) => BY_NAME.compare(a.name, b.name) || a.userId - b.userId);
  return {
    organization: org?.name ?? '',
    month,
    rows: volunteers,
    total: { volunteers: volunteers.length, activities: total?.activities ?? 0, hours: Number(total?.hours ?? 0) },
  };
}

/** Hours as a spreadsheet in Russian or Uzbek settings reads them: decimal comma. */
export const hoursText = (hours: number): string => String(hours).replace('.', ',');

const RU_MONTHS = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' });

/** The month written out: "октябрь 2026" / "oktabr 2026". */
export function monthTitle(month: string, locale: Locale): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${locale === 'uz' ? UZ_MONTHS[m - 1] : RU_MONTHS.format(Date.UTC(y, m - 1, 15))} ${y}`;
}
