import { pagePath, type BookCertificate, type VolunteerBook } from '@hashar/common';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { DirectionIcon } from '../../activity/DirectionIcon';
import { nameIn } from '../../activity/format';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { formatNumber } from '../../i18n/numbers';
import './book.css';

/** A certificate's line: what it certifies and the link anyone checks it at. */
function CertificateLine({ c }: { c: BookCertificate }) {
  const { locale, t } = useI18n();
  const what =
    c.kind === 'course'
      ? t('book.certificate.course', { title: c.course ?? '' })
      : c.kind === 'year'
        ? t('book.certificate.year', { year: c.year ?? '' })
        : t('book.certificate.activity');
  return (
    <li>
      <span>{what}</span> <span className="muted">{formatDate(locale, c.issuedAt)}</span>{' '}
      <Link to={pagePath(locale, 'verify', { token: c.token })}>{t('book.certificate.check')}</Link>
    </li>
  );
}

/**
 * The volunteer's book: totals, hours by year split by direction (bars), activities with verified
 * hours, courses, organizers' reviews, certificates. The owner's page and the public page draw it.
 */
export function BookView({ book, headingLevel = 2 }: { book: VolunteerBook; headingLevel?: 2 | 3 }) {
  const { locale, t, plural } = useI18n();
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const hours = (n: number) => plural('book.hours', n, { count: formatNumber(locale, n) });
  const empty = !book.activities.length && !book.courses.length && !book.reviews.length;
  return (
    <div className="book" data-testid="book">
      <dl className="book__totals">
        <div>
          <dt>{t('book.totals.hours')}</dt>
          <dd data-testid="book-hours">{formatNumber(locale, book.totals.hours)}</dd>
        </div>
        <div>
          <dt>{t('book.totals.activities')}</dt>
          <dd>{book.totals.activities}</dd>
        </div>
        <div>
          <dt>{t('book.totals.courses')}</dt>
          <dd data-testid="book-courses-count">{book.totals.courses}</dd>
        </div>
        <div>
          <dt>{t('book.totals.reviews')}</dt>
          <dd>{book.totals.reviews}</dd>
        </div>
      </dl>
      {book.totals.rating !== null && <p className="muted">{t('book.rating', { rating: formatNumber(locale, book.totals.rating) })}</p>}
      {empty && <p data-testid="book-empty">{t('book.empty')}</p>}
      {book.years.length > 0 && (
        <section aria-labelledby="book-years">
          <H id="book-years">{t('book.years')}</H>
          {book.years.map((y) => (
            <div key={y.year} className="book__year">
              <p className="book__year-title">{t('book.yearHours', { year: y.year, hours: hours(y.hours) })}</p>
              <ul className="book__bars">
                {y.directions.map((d) => (
                  <li key={d.direction.id} style={{ '--direction-color': d.direction.color } as CSSProperties}>
                    <span className="book__bar-label">
                      <DirectionIcon icon={d.direction.icon} size={16} />
                      {nameIn(locale, d.direction)} — {hours(d.hours)}
                    </span>
                    <span className="book__bar" aria-hidden="true">
                      <span style={{ width: `${Math.max(4, Math.round((d.hours / (y.hours || 1)) * 100))}%` }} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      {book.activities.length > 0 && (
        <section aria-labelledby="book-activities">
          <H id="book-activities">{t('book.activities')}</H>
          <ul className="book__list" data-testid="book-activities">
            {book.activities.map((a, i) => (
              <li key={`${a.kind}-${a.activityId}-${i}`}>
                <strong>{a.title}</strong> <span className="muted">{a.organization}</span>
                <span>
                  {hours(a.hours)} · {t('book.verified', { date: formatDate(locale, a.verifiedAt) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {book.courses.length > 0 && (
        <section aria-labelledby="book-courses">
          <H id="book-courses">{t('book.courses')}</H>
          <ul className="book__list" data-testid="book-courses">
            {book.courses.map((c) => (
              <li key={c.slug}>
                <Link to={pagePath(locale, 'course', { slug: c.slug })}>{c.title}</Link>
                <span className="muted">
                  {formatDate(locale, c.completedAt)}
                  {c.score !== null && ` · ${t('book.score', { score: c.score })}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {book.reviews.length > 0 && (
        <section aria-labelledby="book-reviews">
          <H id="book-reviews">{t('book.reviews')}</H>
          <ul className="book__list">
            {book.reviews.map((r) => (
              <li key={r.id}>
                <span aria-label={`${r.stars}/5`}>{'★'.repeat(r.stars)}</span> <strong>{r.author}</strong>
                {r.activityTitle && <span className="muted"> · {r.activityTitle}</span>}
                {r.text && <q className="book__review">{r.text}</q>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {book.certificates.length > 0 && (
        <section aria-labelledby="book-certificates">
          <H id="book-certificates">{t('book.certificates')}</H>
          <ul className="book__list">
            {book.certificates.map((c) => (
              <CertificateLine key={c.token} c={c} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
