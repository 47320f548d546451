import { useI18n } from '../i18n';

interface PagerProps {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** Previous / next buttons and "page N of M"; nothing when everything fits on one page. */
export function Pager({ page, total, perPage, onPage }: PagerProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / Math.max(perPage, 1)));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('organizer.pagination')}>
      <button type="button" className="btn btn--secondary btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('organizer.prev')}
      </button>
      <span aria-current="page">{t('organizer.page', { page, pages })}</span>
      <button type="button" className="btn btn--secondary btn--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('organizer.next')}
      </button>
    </nav>
  );
}
