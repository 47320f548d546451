import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { loadAreas } from '../../i18n/format';

/** Loads the reviews' own texts (area `reviews`), so any page may show the block. */
export function useReviewTexts(): boolean {
  const { locale } = useI18n();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAreas(['reviews'], locale).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale]);
  return ready;
}
