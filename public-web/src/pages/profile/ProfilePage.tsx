import { pagePath, localized } from '@hashar/common';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n, type MessageKey } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { ProfileLinks } from '../organizer/ProfileLinks';
import { ReferralCard } from '../friends/ReferralLink';
import { AvatarPicture } from '../settings/AvatarPicture';
import { BusinessCard } from './BusinessCard';
import './profile.css';

/** GET /api/user/profile, the parts this page shows. */
interface ProfileResponse {
  user: {
    username: string;
    name: string;
    role: string;
    logo: string;
    avatar: string | null;
    avatarFallback: string | null;
    dfAvatar: { image: string; color: string };
    createdAt: string;
    region: { id: number; nameRu: string; nameUz: string } | null;
  };
  kind: string;
  probonoDirections: { id: number; nameRu: string; nameUz: string }[];
}

/** The signed-in user's page: who they are, their invitation link, sign-out and password. */
export default function ProfilePage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [profile, setProfile] = useState<ProfileResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useDocumentTitle(t('profile.title'));

  const load = useCallback(() => {
    setFailed(false);
    session.request<ProfileResponse>('/api/user/profile').then(setProfile, () => setFailed(true));
  }, [session.request]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(load, [load]);

  if (failed) {
    return (
      <section className="profile">
        <p role="alert">{t('profile.loadError')}</p>
        <button type="button" className="btn btn--primary" onClick={load}>
          {t('profile.retry')}
        </button>
      </section>
    );
  }
  if (!profile)
    return (
      <p className="profile" aria-busy="true">
        {t('profile.loading')}
      </p>
    );

  const { user } = profile;
  const name = (item: { nameRu: string; nameUz: string }) => localized(locale, item.nameRu, item.nameUz);
  const signOut = async (everywhere: boolean) => {
    if (everywhere) await session.request('/api/user/logout-all', { method: 'POST' }).catch(() => undefined);
    await session.logout({ goTo: pagePath(locale, 'home') });
  };

  return (
    <section className="profile">
      <header className="profile__head">
        {user.avatar ? (
          <AvatarPicture files={user} className="profile__avatar" size={72} />
        ) : (
          <span className="profile__avatar" style={{ background: user.dfAvatar.color }} aria-hidden="true">
            {user.logo}
          </span>
        )}
        <div>
          <h1 className="profile__name">{user.name || user.username}</h1>
          <p className="profile__kind">{t(`profile.kind.${profile.kind}` as MessageKey)}</p>
        </div>
      </header>

      <dl className="profile__facts">
        <dt>{t('profile.email')}</dt>
        <dd data-testid="profile-email">{user.username}</dd>
        <dt>{t('profile.region')}</dt>
        <dd>{user.region ? name(user.region) : t('profile.noRegion')}</dd>
        <dt>{t('profile.memberSince')}</dt>
        <dd>{formatDate(locale, user.createdAt)}</dd>
        {profile.probonoDirections.length > 0 && (
          <>
            <dt>{t('profile.probono')}</dt>
            <dd>{profile.probonoDirections.map(name).join(', ')}</dd>
          </>
        )}
      </dl>

      <ProfileLinks role={session.role} />
      {session.role === 'bussines' ? <BusinessCard /> : null}

      <ReferralCard />

      <section className="profile__card">
        <h2>{t('profile.security')}</h2>
        <p>
          <Link to={pagePath(locale, 'profileEdit')} className="btn btn--primary" data-testid="profile-settings">
            {t('profile.settingsLink')}
          </Link>
        </p>
        <p className="profile__actions">
          <button type="button" className="btn btn--secondary" data-testid="profile-logout" onClick={() => void signOut(false)}>
            {t('profile.logout')}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => void signOut(true)}>
            {t('profile.logoutAll')}
          </button>
        </p>
      </section>
    </section>
  );
}
