import { useEffect } from 'react';
import { LoadingPage, useLocaleState } from 'react-admin';
import { session } from '../auth';
import { siteLoginPath } from '../auth/siteLinks';
import { BASENAME } from '../basename';

/**
 * /admin/login: the back office signs in on the public site's page (spec §2: an anonymous
 * visitor of an admin page goes to /ru/login), which brings the visitor back to the panel.
 */
export const LoginPage = () => {
  const [locale] = useLocaleState();
  useEffect(() => {
    window.location.replace(session.getToken() ? `${BASENAME}/` : siteLoginPath(locale, `${BASENAME}/`));
  }, [locale]);
  return <LoadingPage />;
};
