import { ACTIVITY_KINDS, pagePath, type ActivityKind, type ArchiveActivity, type ArchiveDto } from '@hashar/common';
import { Link, useSearchParams } from 'react-router-dom';
import { getArchive } from '../../api/archive';
import { activityUi } from '../../activity/registry';
import { SelectField } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate, formatDateRange } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { CertificateButton } from '../certificates/CertificateButton';
import { VolunteerOnly, isParticipant } from './VolunteerOnly';
import './archive.css';

/** ?year= of the address: a four-digit year, else every year. */
function yearOf(value: string | null): number | null {
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

const knownKind = (kind: string): ActivityKind | null =>
  (ACTIVITY_KINDS as readonly string[]).includes(kind) ? (kind as ActivityKind) : null;

/** `/{locale}/profile/volon/archive`: everything the volunteer finished — activities with hours, bonuses, reviews — by year. */
export default function ArchivePage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const year = yearOf(params.get('year'));
  const title = t('volunteer.archive.title');
  useDocumentTitle(title);
  const loaded = useLoad(
    (signal) => getArchive(session.request, year, signal),
    `${locale}|${session.token}|${year}`,
    isParticipant(session.role),
  );
  const archive = loaded.data;
  const years = archive ? [...new Set([...(year === null ? [] : [year]), ...archive.years])].sort((a, b) => b - a) : [];

  const chooseYear = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('year', value);
    else next.delete('year');
    setParams(next);
  };

  return (
    <VolunteerOnly title={title}>
      <section className="organizer archive">
        <h1>{title}</h1>
        <div className="organizer__filters">
          <SelectField
            id="archive-year"
            label={t('volunteer.archive.year')}
            value={year === null ? '' : String(year)}
            onValueChange={chooseYear}
          >
            <option value="">{t('volunteer.archive.allYears')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </SelectField>
        </div>
        {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} message={t('organizer.loadError')} /> : null}
        {!archive && loaded.status === 'loading' ? <Loading /> : null}
        {archive ? <ArchiveBody archive={archive} year={year} /> : null}
      </section>
    </VolunteerOnly>
  );
}

/** Totals, the year's certificate, then activities, bonuses and reviews (or the empty state). */
function ArchiveBody({ archive, year }: { archive: ArchiveDto; year: number | null }) {
  const { t, plural, locale } = useI18n();
  const { totals } = archive;
  const nothing = !archive.activities.length && !archive.bonuses.length && !archive.reviews.length && !totals.points;
  if (nothing)
    return (
      <Empty
        testId="archive-empty"
        action={
          <Link className="btn btn--primary" to={pagePath(locale, 'events')}>
            {t('volunteer.findEvents')}
          </Link>
        }
      >
        {year === null ? t('volunteer.archive.empty') : t('volunteer.archive.emptyYear', { year })}
      </Empty>
    );
  return (
    <>
      <h2 className="visually-hidden">{t('volunteer.archive.totals')}</h2>
      <dl className="stats archive__stats" data-testid="archive-totals">
        <div>
          <dt>{t('volunteer.archive.total.activities')}</dt>
          <dd data-testid="archive-total-activities">{plural('volunteer.archive.activitiesCount', totals.activities)}</dd>
        </div>
        <div>
          <dt>{t('volunteer.verifiedHours')}</dt>
          <dd data-testid="archive-total-hours">{plural('volunteer.hours', totals.hours)}</dd>
        </div>
        <div>
          <dt>{t('volunteer.archive.total.points')}</dt>
          <dd data-testid="archive-total-points">{plural('volunteer.points', totals.points)}</dd>
        </div>
        <div>
          <dt>{t('volunteer.archive.bonuses')}</dt>
          <dd>{plural('volunteer.archive.bonusesCount', totals.bonuses)}</dd>
        </div>
        <div>
          <dt>{t('volunteer.archive.reviews')}</dt>
          <dd>{plural('volunteer.archive.reviewsCount', totals.reviews)}</dd>
        </div>
      </dl>
      {year !== null && totals.hours > 0 ? (
        <div className="archive__year-certificate" data-testid="archive-year-certificate">
          <p>{t('volunteer.archive.yearCertificate', { year })}</p>
          <CertificateButton kind="year" year={year} />
        </div>
      ) : null}

      <h2>{t('volunteer.archive.activities')}</h2>
      {archive.activities.length ? (
        <ul className="activity-list" data-testid="archive-activities">
          {archive.activities.map((a) => (
            <ActivityItem key={a.applicationId} activity={a} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('volunteer.archive.noActivities')}</p>
      )}
      {archive.truncated.activities ? (
        <p className="muted">{t('volunteer.archive.truncated', { count: archive.activities.length })}</p>
      ) : null}

      <h2>{t('volunteer.archive.bonuses')}</h2>
      {archive.bonuses.length ? (
        <ul className="archive__list" data-testid="archive-bonuses">
          {archive.bonuses.map((b) => (
            <li key={b.id} className="archive__item">
              <strong>{b.title}</strong>
              <span className="archive__meta">
                <span className={`state-badge state-badge--${b.state === 'used' ? 'completed' : 'accepted'}`}>
                  {t(`volunteer.archive.bonus.${b.state}`)}
                </span>
                <span>−{plural('volunteer.points', b.points)}</span>
                <span>{formatDate(locale, b.createdAt)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('volunteer.archive.noBonuses')}</p>
      )}
      {archive.truncated.bonuses ? <p className="muted">{t('volunteer.archive.truncated', { count: archive.bonuses.length })}</p> : null}

      <h2>{t('volunteer.archive.reviews')}</h2>
      {archive.reviews.length ? (
        <ul className="archive__list" data-testid="archive-reviews">
          {archive.reviews.map((r) => {
            const kind = knownKind(r.kind);
            return (
              <li key={r.id} className="archive__item">
                <span className="archive__meta">
                  <span>{t(r.written ? 'volunteer.archive.review.written' : 'volunteer.archive.review.received', { party: r.party })}</span>
                  <span className="archive__stars" role="img" aria-label={t('volunteer.archive.rating', { rating: r.rating })}>
                    {'★'.repeat(r.rating)}
                    {'☆'.repeat(5 - r.rating)}
                  </span>
                  <span>{formatDate(locale, r.createdAt)}</span>
                </span>
                {kind ? (
                  <Link to={pagePath(locale, activityUi(kind).info.pages.view, { id: r.activityId })}>{r.targetTitle}</Link>
                ) : (
                  <span>{r.targetTitle}</span>
                )}
                {r.text ? <p className="archive__text">{r.text}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{t('volunteer.archive.noReviews')}</p>
      )}
      {archive.truncated.reviews ? <p className="muted">{t('volunteer.archive.truncated', { count: archive.reviews.length })}</p> : null}
    </>
  );
}

/** A finished activity: its page, kind and organization, dates, verified hours, the certificate when it has hours. */
function ActivityItem({ activity: a }: { activity: ArchiveActivity }) {
  const { t, plural, locale } = useI18n();
  const kind = knownKind(a.kind);
  return (
    <li className="activity-row archive__row" data-testid="archive-activity">
      <div className="activity-row__body">
        <h3 className="activity-row__title">
          {kind ? <Link to={pagePath(locale, activityUi(kind).info.pages.view, { id: a.activityId })}>{a.title}</Link> : a.title}
        </h3>
        <p className="activity-row__meta">
          <span>{kind ? `${t(activityUi(kind).texts.name)} · ${a.organization}` : a.organization}</span>
          {a.startsAt && a.endsAt ? <span>{formatDateRange(locale, a.startsAt, a.endsAt)}</span> : null}
        </p>
        {a.hours !== null && a.verifiedAt ? (
          <p className="activity-row__pending" data-testid="archive-hours">
            {t('volunteer.archive.hoursVerified', { hours: plural('volunteer.hours', a.hours), date: formatDate(locale, a.verifiedAt) })}
          </p>
        ) : (
          <p className="muted">{t('volunteer.notVerified')}</p>
        )}
        {a.certifiable ? (
          <div className="activity-row__actions">
            <CertificateButton kind="activity" applicationId={a.applicationId} />
          </div>
        ) : null}
      </div>
    </li>
  );
}
