import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import './home.css';

const STEPS = [1, 2, 3] as const;

/** Home page (/ru, /uz): the brand, what the platform is for, how it works. */
export default function HomePage() {
  const { locale, t } = useI18n();
  const { user } = useSession();
  useDocumentTitle(t('brand.name'));

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
    </>
  );
}
