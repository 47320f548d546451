import { useI18n } from '../i18n';

/** The id of every layout's <main>: the skip link's target and where focus goes after navigation. */
export const MAIN_ID = 'main';

/** "Skip to content": the first thing keyboard users reach; visible only when focused. */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t('shell.skipToContent')}
    </a>
  );
}
