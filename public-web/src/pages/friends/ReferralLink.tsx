import { pagePath } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { friendsApi } from '../../api/friends';

/** The personal sign-up link (as GET /api/my/referral gives it: the one source) with a copy button. Texts: area `profile`. */
export function ReferralLink({ link }: { link: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <p className="profile__link">
      <code data-testid="referral-link">{link}</code>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => undefined,
          )
        }
      >
        {t('profile.copy')}
      </button>
      <span role="status">{copied ? t('profile.copied') : ''}</span>
    </p>
  );
}

/** The profile page's invitation card: the same link as profile/link shows, and a way there. Texts: areas `profile`, `volunteer`. */
export function ReferralCard() {
  const { t, locale } = useI18n();
  const session = useSession();
  const summary = useLoad((signal) => friendsApi.referral(session.request, signal), `${locale}|${session.token}`);
  if (!summary.data) return null;
  return (
    <section className="profile__card">
      <h2>{t('profile.referral')}</h2>
      <p>{t('profile.referralHint')}</p>
      <ReferralLink link={summary.data.link} />
      <p>
        <Link to={pagePath(locale, session.role === 'volon' ? 'volonLink' : 'profileLink')}>{t('volunteer.links.link')}</Link>
      </p>
    </section>
  );
}
