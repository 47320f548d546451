import { localized, type CertificateLine, type Locale, type VolunteerBook } from '@hashar/common';
import { translate } from '../../i18n';
import { PdfBuilder, qrPng, writtenDate } from '../../lib/pdf';
import type { CertificateRow } from '../../presenters/certificates';

const REVOKED_COLOR = '#b3261e';
const NUMBERS: Record<Locale, Intl.NumberFormat> = {
  ru: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }),
  uz: new Intl.NumberFormat('uz-Latn-UZ', { maximumFractionDigits: 2 }),
};
const RU_PLURALS = new Intl.PluralRules('ru');

/** The texts of a certificate's language. */
const textsOf =
  (locale: Locale) =>
  (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
    translate(locale, key, params);

/** "12 часов", "2,5 часа", "1 час" / "12 soat": the forms of certificate_pdf_hours (Russian fractions take the second). */
export function hoursWithUnit(locale: Locale, hours: number): string {
  // split gives at least one form: the text itself when it has no '|'.
  const [one = '', few, many] = translate(locale, 'certificate_pdf_hours', { count: NUMBERS[locale].format(hours) }).split('|');
  if (locale !== 'ru' || few === undefined || many === undefined) return one;
  const category = RU_PLURALS.select(hours);
  return category === 'one' ? one : category === 'many' ? many : few;
}

/** A line's dates: its activity's (one day, or first – last), else the day its hours were verified. */
function datesOf(line: CertificateLine, locale: Locale): string {
  if (!line.startsAt) return writtenDate(locale, line.verifiedAt);
  const start = writtenDate(locale, line.startsAt);
  const end = line.endsAt ? writtenDate(locale, line.endsAt) : start;
  return start === end ? start : `${start} – ${end}`;
}

/**
 * The certificate as a PDF in its own language: the holder, the lines (activity, organizer, dates,
 * hours), the total, the issue date (Tashkent), the QR code of the verification URL with the URL
 * and the token printed, and a red "revoked" band once its hours were corrected.
 */
export async function certificatePdf(certificate: CertificateRow, token: string, verifyUrl: string): Promise<PdfBuilder> {
  const { locale, snapshot } = certificate;
  const t = textsOf(locale);
  const pdf = new PdfBuilder({
    title: `${t('certificate_pdf_title')} — ${snapshot.holder}`,
    lang: locale,
    footer: (page, pages) => t('certificate_pdf_page', { page, pages }),
  });
  if (certificate.revokedAt) {
    const reason = t('certificate_revoked_hours_corrected');
    pdf.banner(t('certificate_pdf_revoked', { date: writtenDate(locale, certificate.revokedAt), reason }), REVOKED_COLOR);
  }
  if (snapshot.book) return bookPdf(pdf, certificate, snapshot.book, token, verifyUrl);
  const course = snapshot.course;
  pdf
    .space(1)
    .title(t('certificate_pdf_title'), { size: 30 })
    .paragraph(t(course ? 'certificate_pdf_course_subtitle' : 'certificate_pdf_subtitle'), { align: 'center', size: 14 });
  pdf.space(1).paragraph(t('certificate_pdf_intro'), { align: 'center' });
  pdf.title(snapshot.holder, { size: 24 });
  if (course) {
    pdf.paragraph(t('certificate_pdf_course_passed'), { align: 'center' });
    pdf.title(`«${course.title}»`, { size: 18 });
    pdf.paragraph(t('certificate_pdf_course_author', { author: course.author }), { align: 'center' });
    pdf.paragraph(t('certificate_pdf_course_completed', { date: writtenDate(locale, course.completedAt) }), { align: 'center' });
    if (course.score !== null) pdf.paragraph(t('certificate_pdf_course_score', { score: course.score }), { align: 'center', bold: true });
    return closing(pdf, certificate, token, verifyUrl);
  }
  pdf.paragraph(certificate.year === null ? t('certificate_pdf_activity') : t('certificate_pdf_year', { year: certificate.year }), {
    align: 'center',
  });
  pdf.table(
    [
      { header: t('certificate_pdf_col_activity'), width: 5 },
      { header: t('certificate_pdf_col_organizer'), width: 4 },
      { header: t('certificate_pdf_col_dates'), width: 4 },
      { header: t('certificate_pdf_col_hours'), width: 2, align: 'right' },
    ],
    snapshot.lines.map((line) => [line.title, line.organization, datesOf(line, locale), NUMBERS[locale].format(line.hours)]),
  );
  pdf.paragraph(t('certificate_pdf_total', { hours: hoursWithUnit(locale, certificate.hours) }), { bold: true, size: 14 });
  return closing(pdf, certificate, token, verifyUrl);
}

/** The volunteer's book as printed: totals, hours by year and direction, activities, courses, organizers' reviews. */
function bookPdf(pdf: PdfBuilder, certificate: CertificateRow, book: VolunteerBook, token: string, verifyUrl: string): Promise<PdfBuilder> {
  const { locale } = certificate;
  const t = textsOf(locale);
  const number = (n: number) => NUMBERS[locale].format(n);
  pdf.space(1).title(t('book_pdf_title'), { size: 26 }).title(book.holder.name, { size: 20 });
  if (book.holder.regionName) pdf.paragraph(book.holder.regionName, { align: 'center' });
  pdf.paragraph(
    t('book_pdf_totals', {
      hours: hoursWithUnit(locale, book.totals.hours),
      activities: book.totals.activities,
      courses: book.totals.courses,
      reviews: book.totals.reviews,
    }),
    { align: 'center', bold: true },
  );
  if (book.years.length) {
    pdf.heading(t('book_pdf_years'));
    pdf.table(
      [
        { header: t('book_pdf_col_year'), width: 2 },
        { header: t('certificate_pdf_col_hours'), width: 2, align: 'right' },
        { header: t('book_pdf_col_directions'), width: 9 },
      ],
      book.years.map((y) => [
        String(y.year),
        number(y.hours),
        y.directions.map((d) => `${localized(locale, d.direction.nameRu, d.direction.nameUz)} — ${number(d.hours)}`).join('; '),
      ]),
    );
  }
  if (book.activities.length) {
    pdf.heading(t('book_pdf_activities'));
    pdf.table(
      [
        { header: t('certificate_pdf_col_activity'), width: 5 },
        { header: t('certificate_pdf_col_organizer'), width: 4 },
        { header: t('book_pdf_col_verified'), width: 3 },
        { header: t('certificate_pdf_col_hours'), width: 2, align: 'right' },
      ],
      book.activities.map((a) => [a.title, a.organization, writtenDate(locale, a.verifiedAt), number(a.hours)]),
    );
  }
  if (book.courses.length) {
    pdf.heading(t('book_pdf_courses'));
    pdf.table(
      [
        { header: t('book_pdf_col_course'), width: 8 },
        { header: t('book_pdf_col_completed'), width: 4 },
        { header: t('book_pdf_col_score'), width: 2, align: 'right' },
      ],
      book.courses.map((c) => [c.title, writtenDate(locale, c.completedAt), c.score === null ? '—' : `${c.score}%`]),
    );
  }
  if (book.reviews.length) {
    pdf.heading(t('book_pdf_reviews'));
    for (const r of book.reviews)
      pdf.paragraph(`${r.stars}/5 · ${r.author}${r.activityTitle ? ` · ${r.activityTitle}` : ''}${r.text ? `: «${r.text}»` : ''}`);
  }
  return closing(pdf, certificate, token, verifyUrl);
}

/** The end of every certificate: the issue date, the QR code of the verification page, its address and the token. */
async function closing(pdf: PdfBuilder, certificate: CertificateRow, token: string, verifyUrl: string): Promise<PdfBuilder> {
  const t = textsOf(certificate.locale);
  pdf.paragraph(t('certificate_pdf_issued', { date: writtenDate(certificate.locale, certificate.issuedAt) }));
  pdf.space(0.5).image(await qrPng(verifyUrl), 110);
  pdf.note(t('certificate_pdf_verify'), { align: 'center' });
  pdf.note(verifyUrl, { align: 'center' });
  pdf.note(t('certificate_pdf_code', { token }), { align: 'center' });
  return pdf;
}
