import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { useI18n } from '../../i18n';
import type { PagedList } from './usePagedList';

/** Loading, failure (with retry) and empty states of a list page. */
export function ListStatus({ state, empty }: { state: PagedList<unknown>; empty: string }) {
  const { t, locale } = useI18n();
  if (state.failed) {
    return (
      <FormAlert tone="error">
        {t('organizer.loadError')}{' '}
        <button type="button" className="btn btn--link" onClick={state.reload}>
          {t('organizer.retry')}
        </button>
      </FormAlert>
    );
  }
  if (!state.list) return <p aria-busy="true">{t('common.loading')}</p>;
  if (state.list.data.length) return null;
  return (
    <div className="organizer__empty" data-testid="empty-list">
      <p>{empty}</p>
      <Link className="btn btn--primary" to={pagePath(locale, 'events')}>
        {t('volunteer.findEvents')}
      </Link>
    </div>
  );
}
