import { ACTIVITY_KINDS, activityKind, pagePath, type OrgDetail, pictureProps, PICTURE_SIZES } from '@hashar/common';
import { Link, useParams } from 'react-router-dom';
import { DirectionChips } from '../../activity/DirectionChip';
import { fileSize } from '../../components/upload/fileCheck';
import { LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n, type MessageKey } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { ReviewsBlock } from '../reviews/ReviewsBlock';
import { OrgLogo, RatingLine } from './OrgCardItem';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { orgsApi } from '../../api/orgs';
import { Picture } from '../../components/Picture';
import { SmallMap } from '../../components/geo/SmallMap';
import '../../activity/events.css';
import './orgs.css';

const KINDS = ACTIVITY_KINDS.map(activityKind);

/** Label/value rows, skipping empty values. */
function Facts({ rows }: { rows: [string, string | number | null | undefined][] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (!shown.length) return null;
  return (
    <dl>
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The organization's current activities by kind: a few links and how many there are. */
function Activities({ org }: { org: OrgDetail }) {
  const { t, locale } = useI18n();
  if (!org.activities.length) return null;
  return (
    <section aria-labelledby="org-activities">
      <h2 id="org-activities">{t('orgs.view.activities')}</h2>
      {org.activities.map((group) => {
        const info = KINDS.find((k) => k.api === group.kind);
        if (!info) return null;
        return (
          <div key={group.kind} data-testid={`org-activities-${group.kind}`}>
            <h3>
              {t(`orgs.kind.${group.kind}` as MessageKey)} ({group.total})
            </h3>
            <ul className="org-list">
              {group.items.map((item) => (
                <li key={item.id}>
                  <Link to={pagePath(locale, info.pages.view, { id: item.id })}>{item.title}</Link>
                </li>
              ))}
            </ul>
            {info.pages.list !== 'events' && group.total > group.items.length && (
              <Link to={`${pagePath(locale, info.pages.list)}?organization=${org.id}`}>
                {t('orgs.view.allOfKind', { count: group.total })}
              </Link>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** The page's body once loaded. */
function OrgPage({ org }: { org: OrgDetail }) {
  const { t, locale } = useI18n();
  const units = { kb: t('orgs.files.kb'), mb: t('orgs.files.mb') };
  return (
    <article className="org-page" data-testid="org-page">
      {org.banner && <img className="org-page__banner" {...pictureProps(org.banner, PICTURE_SIZES.page)} alt="" data-testid="org-banner" />}
      <header className="org-page__head">
        <OrgLogo name={org.name} logo={org.logo} size={96} />
        <div>
          <h1 className="org-page__name">
            {org.name}
            {org.isVerified && <VerifiedBadge of="organization" />}
          </h1>
          <p className="org-card__meta">
            {org.region ?? t('orgs.noRegion')} · <RatingLine rating={org.rating} />
          </p>
          <DirectionChips directions={org.directions} />
        </div>
      </header>
      <section aria-labelledby="org-about">
        <h2 id="org-about">{t('orgs.view.about')}</h2>
        <p style={{ whiteSpace: 'pre-line' }}>{org.about || t('orgs.view.noAbout')}</p>
      </section>
      <section aria-labelledby="org-contacts">
        <h2 id="org-contacts">{t('orgs.view.contacts')}</h2>
        <Facts
          rows={[
            [t('orgs.view.phone'), org.contacts.phone],
            [t('orgs.view.email'), org.contacts.email],
            [t('orgs.view.website'), org.contacts.website],
            [t('orgs.view.address'), org.contacts.address],
            [t('events.geo.district'), org.district],
            [t('orgs.view.regions'), org.regions.join(', ')],
          ]}
        />
        {org.point && <SmallMap point={org.point} />}
        {org.contacts.website && (
          <p>
            <a href={org.contacts.website} target="_blank" rel="noopener noreferrer nofollow">
              {org.contacts.website}
            </a>
          </p>
        )}
      </section>
      <section aria-labelledby="org-legal">
        <h2 id="org-legal">{t('orgs.view.legal')}</h2>
        <Facts
          rows={[
            [t('orgs.field.legalForm'), org.legalForm],
            [t('orgs.field.taxNumber'), org.taxNumber],
            [t('orgs.field.registrationDate'), org.registrationDate ? formatDate(locale, `${org.registrationDate}T00:00:00+05:00`) : null],
            [t('orgs.field.headName'), org.headName],
            [t('orgs.field.geography'), org.geography ? t(`orgs.geography.${org.geography}`) : null],
            [t('orgs.field.employeesCount'), org.counts.employees],
            [t('orgs.field.volunteersCount'), org.counts.volunteers],
            [t('orgs.field.partnersCount'), org.counts.partners],
            [t('orgs.field.license'), org.license],
            [t('orgs.field.grants'), org.grants],
            [t('orgs.field.memoranda'), org.memoranda],
          ]}
        />
      </section>
      {org.photos.length > 0 && (
        <section aria-labelledby="org-photos">
          <h2 id="org-photos">{t('orgs.view.photos')}</h2>
          <ul className="org-photos" data-testid="org-photos">
            {org.photos.map((p, i) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  <Picture src={p.url} sizes="card" alt={t('orgs.view.photo', { n: i + 1, total: org.photos.length })} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {org.documents.length > 0 && (
        <section aria-labelledby="org-documents">
          <h2 id="org-documents">{t('orgs.view.documents')}</h2>
          <ul className="org-list" data-testid="org-documents">
            {org.documents.map((d) => (
              <li key={d.id}>
                <a href={d.url} download={d.name}>
                  {d.name}
                </a>{' '}
                ({t(`orgs.files.kind.${d.kind}` as MessageKey)}, {fileSize(d.size, locale, units)})
              </li>
            ))}
          </ul>
        </section>
      )}
      {org.videos.length > 0 && (
        <section aria-labelledby="org-videos">
          <h2 id="org-videos">{t('orgs.view.videos')}</h2>
          <ul className="org-list">
            {org.videos.map((v) => (
              <li key={v}>
                <a href={v} target="_blank" rel="noopener noreferrer nofollow">
                  {v}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Activities org={org} />
      {(org.partners.length > 0 || org.partnersText) && (
        <section aria-labelledby="org-partners">
          <h2 id="org-partners">{t('orgs.view.partners')}</h2>
          {org.partners.length > 0 && (
            <ul className="org-list">
              {org.partners.map((p) => (
                <li key={p.id}>
                  <Link to={pagePath(locale, 'orgView', { id: p.id })}>{p.name}</Link>
                </li>
              ))}
            </ul>
          )}
          {org.partnersText && <p style={{ whiteSpace: 'pre-line' }}>{org.partnersText}</p>}
        </section>
      )}
      <ReviewsBlock organizationId={org.id} />
    </article>
  );
}

/** `/{locale}/orgs/view/{id}`: an organization's public page (public documents only). */
export default function OrgViewPage() {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const raw = useParams()['id'] ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const loaded = useLoad((signal) => orgsApi.detail(request, id, signal), `${locale}|${id}`, id > 0);
  useDocumentTitle(loaded.data?.name ?? t('orgs.title'));
  const missing = id === 0 || (loaded.status === 'error' && loaded.errorStatus === 404);
  return (
    <section className="volon-page">
      <p>
        <Link to={pagePath(locale, 'orgs')}>← {t('orgs.view.back')}</Link>
      </p>
      {missing && (
        <div className="empty" data-testid="org-not-found">
          <h1>{t('orgs.title')}</h1>
          <p>{t('orgs.view.notFound')}</p>
        </div>
      )}
      {!missing && loaded.status === 'error' && <LoadError onRetry={loaded.reload} />}
      {!missing && !loaded.data && loaded.status === 'loading' && <Loading />}
      {!missing && loaded.data && <OrgPage org={loaded.data} />}
    </section>
  );
}
