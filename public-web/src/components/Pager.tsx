import { pageCount, pageItems } from './paging';
import { useI18n } from '../i18n';
import './pager.css';

interface PagerProps {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** The pager of every list: previous, page numbers (with gaps), next; the current page is marked. Nothing when one page holds all. */
export function Pager({ page, total, perPage, onPage }: PagerProps) {
  const { t } = useI18n();
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pager.label')}>
      <button type="button" className="pagination__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <ul className="pagination__pages">
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
