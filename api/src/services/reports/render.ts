import type { Locale, ReportFormat } from '@hashar/common';
import type { Response } from 'express';
import { translate } from '../../i18n';
import { PdfBuilder, writtenDate, type PdfColumn } from '../../lib/pdf';
import { toCsv } from '../participation/roster';
import { hoursText, monthTitle, type HoursReport } from './hours';

/** The report's columns, headed in the request's language. */
const HEADERS = (locale: Locale) =>
  (['report_col_name', 'report_col_email', 'report_col_activities', 'report_col_hours'] as const).map((key) => translate(locale, key));

/** The CSV: UTF-8 with a byte-order mark, `;`-separated, every cell quoted and formulas defused (roster.ts toCsv); a total line last. */
export function hoursCsv(report: HoursReport, locale: Locale): string {
  return toCsv([
    HEADERS(locale),
    ...report.rows.map((r) => [r.name, r.email, r.activities, hoursText(r.hours)]),
    [translate(locale, 'report_total'), '', report.total.activities, hoursText(report.total.hours)],
  ]);
}

/** The PDF: the organization, the month written out, the table (its header repeated on each page), the total. */
export function hoursPdf(report: HoursReport, locale: Locale, now = new Date()): PdfBuilder {
  const title = translate(locale, 'report_title');
  const pdf = new PdfBuilder({ title: `${title} — ${report.organization}`, lang: locale, footer: (page, pages) => `${page} / ${pages}` });
  pdf.title(title).heading(report.organization, { align: 'center' }).paragraph(monthTitle(report.month, locale), { align: 'center' });
  const [name, email, activities, hours] = HEADERS(locale) as [string, string, string, string];
  const columns: PdfColumn[] = [
    { header: name, width: 4 },
    { header: email, width: 4 },
    { header: activities, width: 2.5, align: 'right' },
    { header: hours, width: 1.5, align: 'right' },
  ];
  if (report.rows.length === 0) pdf.paragraph(translate(locale, 'report_empty'));
  else
    pdf.table(columns, [
      ...report.rows.map((r) => [r.name, r.email, String(r.activities), hoursText(r.hours)]),
      [translate(locale, 'report_total'), '', String(report.total.activities), hoursText(report.total.hours)],
    ]);
  return pdf
    .paragraph(translate(locale, 'report_volunteers', { count: report.total.volunteers }))
    .note(translate(locale, 'report_issued', { date: writtenDate(locale, now, { withTime: true }) }));
}

/** Sends the report as `hours-YYYY-MM.csv` or `.pdf`. */
export function sendHoursReport(res: Response, report: HoursReport, format: ReportFormat, locale: Locale): void {
  const filename = `hours-${report.month}.${format}`;
  if (format === 'pdf') {
    hoursPdf(report, locale).send(res, filename);
    return;
  }
  res.set('Content-Disposition', `attachment; filename="${filename}"`).set('Cache-Control', 'private, no-store');
  res.type('text/csv; charset=utf-8').send(hoursCsv(report, locale));
}
