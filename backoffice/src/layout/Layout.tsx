import type { ReactNode } from 'react';
import { Layout as RaLayout, LoadingPage, usePermissions } from 'react-admin';
import { mayEnterBackoffice } from '../auth';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { RefusalPage } from './RefusalPage';
import { useDocumentLanguage } from './useDocumentLanguage';

/**
 * react-admin's layout with the grouped menu, shown only to roles that may enter the back
 * office; any other signed-in user gets the refusal page (and stays signed in on the site).
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  const { permissions, isPending } = usePermissions<string | null>();
  if (isPending) return <LoadingPage />;
  if (!mayEnterBackoffice(permissions)) return <RefusalPage />;
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
};
