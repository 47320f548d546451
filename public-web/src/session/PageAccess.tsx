import { mayOpenPage, pagePath, type PageName } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../components/LoadState';
import { useI18n } from '../i18n';
import { useSession } from './SessionProvider';

/**
 * Renders a page only for the accounts it is for (common/pageAudience.ts); the rest, who opened
 * it by its address, see "no access" and the way to their profile, and the page calls nothing.
 */
export function PageAccess({ page, children }: { page: PageName; children: ReactNode }) {
  const { actor } = useSession();
  if (actor === undefined) return <Loading />;
  if (mayOpenPage(page, actor)) return <>{children}</>;
  return <NoAccess />;
}

/** "No access": what a page the account may not use shows instead of its content. */
function NoAccess() {
  const { t, locale } = useI18n();
  return (
    <section className="no-access" data-testid="no-access">
      <h1>{t('shell.noAccess.title')}</h1>
      <p>{t('shell.noAccess.text')}</p>
      <p>
        <Link to={pagePath(locale, 'profile')} className="btn btn--secondary">
          {t('shell.noAccess.profile')}
        </Link>
      </p>
    </section>
  );
}
