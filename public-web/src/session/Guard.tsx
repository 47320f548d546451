import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useI18n } from '../i18n';
import { guardRedirect, type GuardName } from './guards';
import { useSession } from './SessionProvider';

/** Renders its page only for the visitors the guard admits; sends the others where spec §2 says. */
export function Guard({ name, children }: { name: GuardName; children: ReactNode }) {
  const { role } = useSession();
  const { locale } = useI18n();
  const target = guardRedirect(name, role, locale);
  if (!target) return <>{children}</>;
  // The admin panel is the back office, outside this app: a full page load.
  if (target.endsWith('/admin')) {
    window.location.assign(target);
    return null;
  }
  return <Navigate to={target} replace />;
}
