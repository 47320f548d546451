import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Keeps the page title ('Admin panel' in the chosen language) and the document language in step. */
export function useDocumentLanguage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = translate('hashar.title');
  }, [locale, translate]);
}
