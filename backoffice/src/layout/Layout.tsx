import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, LoadingPage, useCanAccess, useLocaleState, usePermissions } from 'react-admin';
import { mayEnterBackoffice } from '../auth';
import { siteProfilePath } from '../auth/siteLinks';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { useDocumentLanguage } from './useDocumentLanguage';

/** Sends the browser to the public site's profile (a full page load: it is another app). */
const ToProfile = () => {
  const [locale] = useLocaleState();
  useEffect(() => window.location.replace(siteProfilePath(locale)), [locale]);
  return <LoadingPage />;
};

/**
 * react-admin's layout with the grouped menu, shown to roles that may enter the back office
 * and to news editors (whatever their role); any other signed-in user is sent to their
 * profile on the site (spec §2: a non-admin on an admin page goes to /ru/profile).
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  const { permissions, isPending } = usePermissions<string | null>();
  const staff = mayEnterBackoffice(permissions);
  // Only a user outside the staff roles needs the profile's answer (are they a news editor?).
  const editor = useCanAccess({ resource: 'news', action: 'list', enabled: !isPending && !staff });
  if (isPending || (!staff && editor.isPending)) return <LoadingPage />;
  if (!staff && !editor.canAccess) return <ToProfile />;
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
};
