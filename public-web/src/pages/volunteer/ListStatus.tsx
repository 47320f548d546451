import { pagePath, type Page } from '@hashar/common';
import { Link } from 'react-router-dom';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import type { Loaded } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';

/** Loading, failure (with retry) and empty states of a volunteer's list page. */
export function ListStatus({ state, empty }: { state: Loaded<Page<unknown>>; empty: string }) {
  const { t, locale } = useI18n();
  if (state.status === 'error') return <LoadError onRetry={state.reload} message={t('organizer.loadError')} />;
  if (!state.data) return <Loading />;
  if (state.data.data.length) return null;
  return (
    <Empty
      testId="empty-list"
      action={
        <Link className="btn btn--primary" to={pagePath(locale, 'events')}>
          {t('volunteer.findEvents')}
        </Link>
      }
    >
      {empty}
    </Empty>
  );
}
