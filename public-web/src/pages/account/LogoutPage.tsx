import { pagePath } from '@hashar/common';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { AuthCard } from './AuthCard';

/** Logout (`/{locale}/logout`): ends the session (revoking the token) and goes to the home page. */
export default function LogoutPage() {
  const { locale, t } = useI18n();
  const { logout } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => navigate(pagePath(locale, 'home'), { replace: true }));
  }, [logout, navigate, locale]);

  return (
    <AuthCard title={t('logout.title')}>
      <p className="auth__pending" role="status">
        <span className="btn__spinner btn__spinner--dark" aria-hidden="true" />
        {t('logout.pending')}
      </p>
    </AuthCard>
  );
}
