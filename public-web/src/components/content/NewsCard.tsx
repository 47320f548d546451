import { pagePath, type NewsCard as NewsCardDto } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import './content.css';
import { Picture } from '../Picture';

/** A news item in a list (the home page, /news, a section): cover, section, date, title, lead. */
export function NewsCard({ item }: { item: NewsCardDto }) {
  const { locale } = useI18n();
  const href = pagePath(locale, 'newsItem', { section: item.section.slug, slug: item.slug });
  return (
    <article className="content-card" data-testid="news-card">
      {item.cover && (
        <Link to={href} className="content-card__cover" tabIndex={-1} aria-hidden="true">
          <Picture className="content-card__image" src={item.cover} sizes="card" width={640} height={360} />
        </Link>
      )}
      <div className="content-card__body">
        <p className="content-card__meta">
          <Link className="content-card__section" to={pagePath(locale, 'newsSection', { section: item.section.slug })}>
            {item.section.name}
          </Link>
          <time dateTime={item.publishedAt}>{formatDate(locale, item.publishedAt)}</time>
        </p>
        <h3 className="content-card__title">
          <Link to={href}>{item.title}</Link>
        </h3>
        {item.lead && <p className="content-card__text">{item.lead}</p>}
      </div>
    </article>
  );
}
