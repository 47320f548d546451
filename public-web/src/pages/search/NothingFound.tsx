import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { ACTIVITY_UIS } from '../../activity/registry';
import { Empty } from '../../components/LoadState';
import { useI18n } from '../../i18n';

/** Nothing matched: says so, and offers the kinds' lists to browse instead. */
export function NothingFound({ q }: { q: string }) {
  const { locale, t } = useI18n();
  return (
    <Empty testId="search-empty">
      {t('searchPage.empty', { query: q })}
      <span className="search-page__browse">{t('searchPage.browse')}</span>
      <span className="search-page__links">
        {ACTIVITY_UIS.map((ui) => (
          <Link key={ui.info.kind} to={`${pagePath(locale, ui.info.pages.list)}${ui.listSearch}`}>
            {t(`searchPage.kind.${ui.info.kind}`)}
          </Link>
        ))}
      </span>
    </Empty>
  );
}
