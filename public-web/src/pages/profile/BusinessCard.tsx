import { pagePath, type MyPartnerApplication } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';

/**
 * A business account's profile card: what it can do here (become a partner), where its partner
 * application stands, and the way there — so the profile is not a dead end.
 */
export function BusinessCard() {
  const { t, locale } = useI18n();
  const session = useSession();
  const latest = useLoad(
    (signal) => session.request<{ data: MyPartnerApplication | null }>('/api/my/partner-application', { signal }).then((r) => r.data),
    `partner-application|${session.token}`,
  );
  const status = latest.data?.status ?? (latest.status === 'ok' ? 'none' : null);
  return (
    <section className="profile__card" aria-labelledby="profile-business-title" data-testid="profile-business">
      <h2 id="profile-business-title">{t('profile.business.title')}</h2>
      <p>{t('profile.business.lead')}</p>
      {status ? <p data-testid="profile-business-state">{t(`profile.business.state.${status}`)}</p> : null}
      <p className="profile__actions">
        <Link className="btn btn--primary" to={pagePath(locale, 'changeRole')}>
          {t(status === 'pending' || status === 'rejected' ? 'profile.business.open' : 'profile.business.apply')}
        </Link>
        <Link className="btn btn--secondary" to={pagePath(locale, 'partners')}>
          {t('profile.business.partners')}
        </Link>
      </p>
    </section>
  );
}
