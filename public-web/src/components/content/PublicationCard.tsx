import { pagePath, type PublicationCard as PublicationCardDto } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { formatDate, formatDateTime } from '../../i18n/dates';
import './content.css';
import { Picture } from '../Picture';

/**
 * A publication in a list (the home page, /post, the volunteer's feed): kind badge, region, date
 * (Tashkent time), title, excerpt; a notice also shows who or what is missing, where and when it
 * was last seen, and its state.
 */
export function PublicationCard({ item }: { item: PublicationCardDto }) {
  const { locale, t } = useI18n();
  const href = pagePath(locale, 'postView', { id: item.id });
  const notice = item.notice;
  return (
    <article
      className={`content-card${notice ? ` content-card--notice content-card--${notice.state}` : ''}`}
      data-testid="publication-card"
    >
      {item.cover && (
        <Link to={href} className="content-card__cover" tabIndex={-1} aria-hidden="true">
          <Picture className="content-card__image" src={item.cover} sizes="card" width={640} height={360} />
        </Link>
      )}
      <div className="content-card__body">
        <p className="content-card__meta">
          <span className={`content-badge content-badge--${item.kind}`}>{t(`content.kind.${item.kind}`)}</span>
          {notice && notice.state !== 'active' && (
            <span className={`content-badge content-badge--${notice.state}`}>{t(`content.notice.state.${notice.state}`)}</span>
          )}
          {item.region && <span>{item.region.name}</span>}
          <time dateTime={item.publishedAt}>{formatDate(locale, item.publishedAt)}</time>
        </p>
        <h3 className="content-card__title">
          <Link to={href}>{item.title}</Link>
        </h3>
        {notice ? (
          <dl className="content-card__notice">
            <div>
              <dt>{t('content.notice.subject')}</dt>
              <dd>{notice.subject}</dd>
            </div>
            <div>
              <dt>{t('content.notice.lastSeen')}</dt>
              <dd>
                {notice.lastSeenPlace}
                {notice.lastSeenAt && (
                  <>
                    {', '}
                    <time dateTime={notice.lastSeenAt}>{formatDateTime(locale, notice.lastSeenAt)}</time>
                  </>
                )}
              </dd>
            </div>
          </dl>
        ) : (
          item.excerpt && <p className="content-card__text">{item.excerpt}</p>
        )}
        <p className="content-card__owner">{item.owner.name}</p>
      </div>
    </article>
  );
}
