import { useEffect, type ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import './account.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** The sign-up form needs more room than the one-column forms. */
  wide?: boolean;
  children: ReactNode;
  /** Links under the card (to sign-up, to login…). */
  footer?: ReactNode;
}

/**
 * The frame of every account page: a centred card with the page's heading, which also sets
 * the tab title. Leaving the page clears the session's global error, so a failed login does
 * not follow the visitor to the next page.
 */
export function AuthCard({ title, intro, wide, children, footer }: AuthCardProps) {
  const { t } = useI18n();
  const { setError } = useSession();
  useDocumentTitle(t('meta.titleTemplate', { page: title }));
  useEffect(() => () => setError(null), [setError]);

  return (
    <section className={wide ? 'auth auth--wide' : 'auth'} aria-labelledby="auth-title">
      <div className="auth__card">
        <h1 id="auth-title" className="auth__title">
          {title}
        </h1>
        {intro ? <p className="auth__intro">{intro}</p> : null}
        {children}
      </div>
      {footer ? <div className="auth__footer">{footer}</div> : null}
    </section>
  );
}
