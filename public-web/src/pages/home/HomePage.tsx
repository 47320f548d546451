import { pagePath } from '@hashar/common';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { loadHome } from '../../api/home';
import './home.css';

const STEPS = [1, 2, 3] as const;

// What GET /api/home fills comes in chunks of its own (the home page's JS budget), fetched
// together with the data: the banners' carousel; the lists, tours, figures and partners.
const bannersChunk = () => import('./HomeBanners');
const sectionsChunk = () => import('./HomeSections');
const HomeBanners = lazy(bannersChunk);
const HomeSections = lazy(sectionsChunk);
const HomePartners = lazy(() => sectionsChunk().then((m) => ({ default: m.HomePartners })));

/** GET /api/home, with the chunks that show it fetched at the same time. */
function loadWithChunks(request: Parameters<typeof loadHome>[0], signal: AbortSignal) {
  void bannersChunk().catch(() => undefined);
  void sectionsChunk().catch(() => undefined);
  return loadHome(request, signal);
}

/**
 * Home page (/ru, /uz): the brand and what the platform is for (static, shown at once), then what
 * GET /api/home brings: the main banners' carousel, active missing notices, upcoming events, new
 * projects and tasks, news, tours, figures and partners, advertising banners between them. Empty
 * parts are left out; when the call fails the static page stays with a quiet line.
 */
export default function HomePage() {
  const { locale, t } = useI18n();
  const { user, request, token } = useSession();
  useDocumentTitle(t('brand.name'));
  const home = useLoad((signal) => loadWithChunks(request, signal), `${locale}|${token ?? ''}`);
  const data = home.data;

  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__text">
          <h1 id="home-title" className="hero__title">
            {t('brand.name')}
          </h1>
          <p className="hero__tagline">{t('brand.tagline')}</p>
          <p className="hero__lead">{t('home.lead')}</p>
          <div className="hero__actions">
            {user ? (
              <Link className="btn btn--primary btn--large" to={pagePath(locale, 'profile')}>
                {t('home.cta.profile')}
              </Link>
            ) : (
              <Link className="btn btn--primary btn--large" to={pagePath(locale, 'signUp')}>
                {t('home.cta.signUp')}
              </Link>
            )}
            <Link className="btn btn--large btn--secondary" to={pagePath(locale, 'aboutUs')}>
              {t('home.cta.learnMore')}
            </Link>
          </div>
        </div>
        <img className="hero__image" src="/images/hero.svg" alt="" width="420" height="340" />
      </section>

      {data && data.mainBanners.length > 0 && (
        <Suspense fallback={<div className="home-banners home-banners--loading" aria-hidden="true" />}>
          <HomeBanners banners={data.mainBanners} />
        </Suspense>
      )}
      {home.status === 'error' && !data && (
        <p className="home-error" role="status" data-testid="home-error">
          {t('home.error')}
        </p>
      )}
      {data && (
        <Suspense fallback={null}>
          <HomeSections data={data} />
        </Suspense>
      )}

      <section className="how" aria-labelledby="how-title">
        <h2 id="how-title" className="section-title">
          {t('home.how.title')}
        </h2>
        <ol className="how__steps">
          {STEPS.map((n) => (
            <li key={n} className="how__step">
              <span className="how__number" aria-hidden="true">
                {n}
              </span>
              <h3 className="how__title">{t(`home.how.${n}.title`)}</h3>
              <p className="how__text">{t(`home.how.${n}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className="how__orgs">
          <div>
            <h3 className="how__title">{t('home.orgs.title')}</h3>
            <p className="how__text">{t('home.orgs.text')}</p>
          </div>
          <Link className="btn btn--secondary" to={pagePath(locale, 'instruction')}>
            {t('home.orgs.link')}
          </Link>
        </div>
      </section>

      {data && data.partners.length > 0 && (
        <Suspense fallback={null}>
          <HomePartners partners={data.partners} />
        </Suspense>
      )}
    </>
  );
}
