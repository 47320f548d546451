import type { ReactNode } from 'react';
import { Layout as RaLayout, LoadingPage, useCanAccess, usePermissions } from 'react-admin';
import { mayEnterBackoffice } from '../auth';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { RefusalPage } from './RefusalPage';
import { useDocumentLanguage } from './useDocumentLanguage';

/**
 * react-admin's layout with the grouped menu, shown only to roles that may enter the back
 * office and to news editors (whatever their role); any other signed-in user gets the refusal
 * page (and stays signed in on the site).
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  const { permissions, isPending } = usePermissions<string | null>();
  const editor = useCanAccess({ resource: 'news', action: 'list' });
  if (isPending || editor.isPending) return <LoadingPage />;
  if (!mayEnterBackoffice(permissions) && !editor.canAccess) return <RefusalPage />;
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
};
