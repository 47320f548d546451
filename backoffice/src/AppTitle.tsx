import { useTranslate } from 'react-admin';

/** Default page title in the app bar, in the chosen language. */
export const AppTitle = () => {
  const translate = useTranslate();
  return <>{translate('hashar.title')}</>;
};
