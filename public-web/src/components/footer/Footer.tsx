import { pagePath } from '@hashar/common';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useI18n, type MessageKey } from '../../i18n';
import { usePartners } from '../../hooks/usePartners';
import { useSession } from '../../session/SessionProvider';
import { Logo } from '../Logo';
import { SearchForm } from '../SearchForm';
import { becomePartnerPath } from './becomePartner';
import { CONTACTS, SOCIAL_LINKS, type FooterPartner } from './contacts';
import './footer.css';

/** A footer link: a page of the site map, or a ready path (with a query). */
type FooterLink = { label: MessageKey } & ({ page: Parameters<typeof pagePath>[1] } | { to: string });

const preventDefault = (event: MouseEvent) => event.preventDefault();

function Column({ title, links }: { title: MessageKey; links: FooterLink[] }) {
  const { locale, t } = useI18n();
  return (
    <div className="footer__column">
      <h2 className="footer__heading">{t(title)}</h2>
      <ul className="footer__links">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={'page' in link ? pagePath(locale, link.page) : link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Partner logos; nothing at all until partners are added in the back office. */
function Partners({ partners }: { partners: readonly FooterPartner[] }) {
  const { t } = useI18n();
  if (partners.length === 0) return null;
  return (
    <section className="footer__partners wrapper" aria-label={t('footer.partners')}>
      <h2 className="footer__heading">{t('footer.partners')}</h2>
      <ul className="footer__partner-list">
        {partners.map((p) => (
          <li key={p.id}>
            {p.url ? (
              <a href={p.url} rel="noopener noreferrer" target="_blank">
                <img src={p.logo} alt={p.name} />
              </a>
            ) : (
              <img src={p.logo} alt={p.name} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The site footer: logo, link columns, partners, apps, search, contacts, social links, copyright. */
export function Footer() {
  const partners = usePartners();
  const { t, locale } = useI18n();
  const { user, role } = useSession();
  const account: FooterLink[] = user
    ? [{ label: 'footer.profile', page: 'profile' }]
    : [
        { label: 'footer.login', page: 'login' },
        { label: 'footer.signUp', page: 'signUp' },
      ];

  return (
    <footer className="footer">
      <Partners partners={partners} />
      <div className="wrapper footer__grid">
        <div className="footer__about">
          <Logo />
          <p className="footer__tagline">{t('brand.tagline')}</p>
          <SearchForm id="footer-search" className="footer__search" />
        </div>
        <nav className="footer__columns" aria-label={t('footer.nav')}>
          <Column
            title="footer.platform"
            links={[
              { label: 'footer.home', page: 'home' },
              { label: 'more.aboutUs', page: 'aboutUs' },
              { label: 'footer.posts', page: 'posts' },
              { label: 'more.partners', page: 'partners' },
              // A partner already is one: the partners page is the link above.
              ...(role === 'partner' ? [] : [{ label: 'user.becomePartner' as const, to: becomePartnerPath(role, locale) }]),
            ]}
          />
          <Column
            title="footer.info"
            links={[
              { label: 'more.instruction', page: 'instruction' },
              { label: 'more.sdg', page: 'sdg' },
              { label: 'footer.analytics', page: 'analytics' },
            ]}
          />
          <Column title="footer.account" links={[...account, { label: 'footer.privacy', page: 'privacy' }]} />
        </nav>
        <div className="footer__contacts">
          <h2 className="footer__heading">{t('footer.contacts')}</h2>
          <address className="footer__address">
            {t('footer.address')}
            <br />
            {t('footer.phone')}: <a href={`tel:${CONTACTS.phone.replace(/[^\d+]/g, '')}`}>{CONTACTS.phone}</a>
            <br />
            {t('footer.email')}: <a href={`mailto:${CONTACTS.email}`}>{CONTACTS.email}</a>
          </address>
          <h2 className="footer__heading">{t('footer.social')}</h2>
          <ul className="footer__social">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.id}>
                {s.href ? (
                  <a href={s.href} rel="noopener noreferrer" target="_blank" aria-label={s.name}>
                    <img src={`/images/social/${s.id}.svg`} alt="" width="36" height="36" />
                  </a>
                ) : (
                  <a
                    href="#"
                    aria-disabled="true"
                    onClick={preventDefault}
                    title={t('footer.socialSoon', { network: s.name })}
                    aria-label={t('footer.socialSoon', { network: s.name })}
                  >
                    <img src={`/images/social/${s.id}.svg`} alt="" width="36" height="36" />
                  </a>
                )}
              </li>
            ))}
          </ul>
          <h2 className="footer__heading">{t('footer.apps')}</h2>
          <ul className="footer__apps">
            <li>
              <a href="#" aria-disabled="true" onClick={preventDefault} title={t('footer.appsSoon')}>
                <img src="/images/apps/app-store.svg" alt={t('footer.appStore')} width="135" height="40" />
              </a>
            </li>
            <li>
              <a href="#" aria-disabled="true" onClick={preventDefault} title={t('footer.appsSoon')}>
                <img src="/images/apps/google-play.svg" alt={t('footer.googlePlay')} width="135" height="40" />
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="footer__bottom">
        <div className="wrapper">{t('footer.copyright', { year: new Date().getFullYear() })}</div>
      </div>
    </footer>
  );
}
