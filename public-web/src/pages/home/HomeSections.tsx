import { pagePath, type HomeBanner, type HomeDto, type PageName, type Locale, pictureProps } from '@hashar/common';
import { use, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActivityCard } from '../../activity/ActivityCard';
import { activityUi } from '../../activity/registry';
import type { ActivityCardItem } from '../../activity/shapes';
import { NewsCard } from '../../components/content/NewsCard';
import { PublicationCard } from '../../components/content/PublicationCard';
import { useI18n, type Area, type MessageKey } from '../../i18n';
import { loadAreas } from '../../i18n/format';
import { BannerImage, BannerLink } from './BannerLink';
import { Carousel } from './Carousel';
import '../../activity/events.css';
import './homeSections.css';
import { numberFormat } from '../../i18n/numbers';

/** Catalogue areas the activity cards read (dates, places, free places of events, projects and tasks). */
const CARD_AREAS: readonly Area[] = ['events', 'projects', 'volunteer', 'tasks'];
const areasLoaded = new Map<Locale, Promise<void>>();
/** The cards' texts, loaded once per language (a stable promise for use()). */
function cardTexts(locale: Locale): Promise<void> {
  let promise = areasLoaded.get(locale);
  if (!promise) {
    promise = loadAreas(CARD_AREAS, locale);
    promise.catch(() => areasLoaded.delete(locale));
    areasLoaded.set(locale, promise);
  }
  return promise;
}

/** A titled part of the home page with a link to its full list; nothing at all when empty. */
function Part({
  id,
  title,
  all,
  count,
  children,
}: {
  id: string;
  title: MessageKey;
  all?: [MessageKey, PageName];
  count: number;
  children: ReactNode;
}) {
  const { locale, t } = useI18n();
  if (count === 0) return null;
  return (
    <section className="home-part" aria-labelledby={`home-${id}`} data-testid={`home-${id}`}>
      <div className="home-part__head">
        <h2 id={`home-${id}`} className="section-title home-part__title">
          {t(title)}
        </h2>
        {all && (
          <Link className="home-part__all" to={pagePath(locale, all[1])}>
            {t(all[0])}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** An advertising banner between parts. */
function AdBanner({ banner }: { banner: HomeBanner | undefined }) {
  const { t } = useI18n();
  if (!banner) return null;
  return (
    <aside className="home-ad" aria-label={t('home.ad.label')} data-testid="home-ad">
      <BannerLink banner={banner} className="banner banner--ad">
        <BannerImage banner={banner} width={1200} height={200} />
      </BannerLink>
    </aside>
  );
}

function Cards({ kind, items }: { kind: 'event' | 'project' | 'task'; items: readonly ActivityCardItem[] }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.id}>
          <ActivityCard entry={activityUi(kind)} item={item} />
        </li>
      ))}
    </ul>
  );
}

const FIGURES = [
  ['volunteers', 'home.figures.volunteers'],
  ['verifiedHours', 'home.figures.hours'],
  ['events', 'home.figures.events'],
  ['organizations', 'home.figures.organizations'],
] as const;

function Figures({ figures }: { figures: HomeDto['figures'] }) {
  const { locale, t, plural } = useI18n();
  const number = numberFormat(locale);
  return (
    <section className="home-part home-figures" aria-labelledby="home-figures" data-testid="home-figures">
      <h2 id="home-figures" className="section-title home-part__title">
        {t('home.figures.title')}
      </h2>
      <dl className="home-figures__list">
        {FIGURES.map(([field, key]) => (
          <div key={field} className="home-figures__item">
            <dt className="home-figures__label">{plural(key, figures[field])}</dt>
            <dd className="home-figures__value">{number.format(figures[field])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Everything below the banners: notices, events, projects and tasks, news, tours, figures; advertising banners between. */
export default function HomeSections({ data }: { data: HomeDto }) {
  const { locale, t } = useI18n();
  use(cardTexts(locale));
  const [ad1, ad2, ...moreAds] = data.adBanners;
  return (
    <>
      <Part id="notices" title="home.notices.title" all={['home.notices.all', 'posts']} count={data.notices.length}>
        <ul className="home-grid">
          {data.notices.map((item) => (
            <li key={item.id}>
              <PublicationCard item={item} />
            </li>
          ))}
        </ul>
      </Part>
      <AdBanner banner={ad1} />
      <Part id="events" title="home.events.title" all={['home.events.all', 'events']} count={data.events.length}>
        <Cards kind="event" items={data.events} />
      </Part>
      <Part id="projects" title="home.projects.title" all={['home.projects.all', 'projects']} count={data.projects.length}>
        <Cards kind="project" items={data.projects} />
      </Part>
      <Part id="tasks" title="home.tasks.title" all={['home.tasks.all', 'tasks']} count={data.tasks.length}>
        <Cards kind="task" items={data.tasks} />
      </Part>
      <AdBanner banner={ad2} />
      <Part id="news" title="home.news.title" all={['home.news.all', 'news']} count={data.news.length}>
        <ul className="home-grid">
          {data.news.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      </Part>
      <Part id="tours" title="home.tours.title" count={data.tours.length}>
        <Carousel
          label={t('home.tours.title')}
          className="home-tours"
          testId="home-tours-carousel"
          items={data.tours}
          renderSlide={(tour) => (
            <div className="tour">
              {tour.imageUrl && (
                <img
                  className="tour__image"
                  {...pictureProps(tour.imageUrl, '(min-width: 480px) 480px, 100vw')}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <div className="tour__text">
                <h3 className="tour__title">{tour.title}</h3>
                {tour.text && <p>{tour.text}</p>}
              </div>
            </div>
          )}
        />
      </Part>
      <Figures figures={data.figures} />
      {moreAds.map((banner) => (
        <AdBanner key={banner.id} banner={banner} />
      ))}
    </>
  );
}

/**
 * The partners' logos (after how it works). The footer names each partner's logo already: here
 * the name is the link's (or a hidden) text and the image is decorative, so it is not said twice.
 */
export function HomePartners({ partners }: { partners: HomeDto['partners'] }) {
  return (
    <Part id="partners" title="home.partners.title" all={['home.partners.all', 'partners']} count={partners.length}>
      <ul className="home-partners">
        {partners.map((p) => {
          const logo = <img src={p.logoUrl} alt="" width={160} height={80} loading="lazy" decoding="async" />;
          const name = <span className="visually-hidden">{p.name}</span>;
          return (
            <li key={p.id} title={p.name}>
              {p.link ? (
                <a href={p.link} target="_blank" rel="noopener">
                  {logo}
                  {name}
                </a>
              ) : (
                <>
                  {logo}
                  {name}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Part>
  );
}
