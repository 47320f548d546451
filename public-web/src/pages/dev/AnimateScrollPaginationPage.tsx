import { PAGE_SIZE_MAX, type EventCard, type Page } from '@hashar/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActivityCard } from '../../activity/ActivityCard';
import { activityUi } from '../../activity/registry';
import { Empty } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import '../../activity/events.css';
import './dev.css';

const DEFAULT_PER_PAGE = 6;
type Status = 'loading' | 'idle' | 'end' | 'error';

/** Page size from `?perPage=` (a demo knob, 1…PAGE_SIZE_MAX), else the default. */
function perPageOf(params: URLSearchParams): number {
  const n = Number(params.get('perPage'));
  return Number.isInteger(n) && n >= 1 && n <= PAGE_SIZE_MAX ? n : DEFAULT_PER_PAGE;
}

/**
 * `/{locale}/animatescroll/paginetion`: GET /api/events page after page, the next one loaded when
 * the list's end scrolls into view; `?q=` narrows the events as the events list's search does.
 */
export default function AnimateScrollPaginationPage() {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [params] = useSearchParams();
  const perPage = perPageOf(params);
  const q = params.get('q')?.trim() ?? '';
  useDocumentTitle(t('dev.pages.title'));
  const [items, setItems] = useState<EventCard[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const next = useRef(1);
  const busy = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    try {
      const page = await request<Page<EventCard>>(
        `/api/events?page=${next.current}&perPage=${perPage}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      );
      next.current += 1;
      setItems((old) => [...old, ...page.data.filter((e) => !old.some((o) => o.id === e.id))]);
      setTotal(page.total);
      setStatus(page.page * page.perPage >= page.total ? 'end' : 'idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [request, perPage, q]);

  // Start over when the language or page size changes.
  useEffect(() => {
    next.current = 1;
    setItems([]);
    setTotal(null);
    void loadMore();
  }, [loadMore, locale]);

  // Load the next page when the end of the list comes into view (and only then: not while loading, after the end or an error).
  useEffect(() => {
    const el = sentinel.current;
    if (!el || status !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), {
      rootMargin: '200px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [status, loadMore]);

  return (
    <section className="events-page dev-page" data-testid="scroll-pagination">
      <h1 className="events-page__title">{t('dev.pages.title')}</h1>
      <p className="events-page__intro">{t('dev.pages.intro')}</p>
      {total !== null && (
        <p role="status" data-testid="pagination-count">
          {t('dev.pages.loaded', { shown: items.length, total })}
        </p>
      )}
      {total === 0 && <Empty>{t('dev.pages.empty')}</Empty>}
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.id}>
            <ActivityCard entry={activityUi('event')} item={item} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="dev-pages__end" aria-live="polite">
        {status === 'loading' && <p data-testid="pagination-loading">{t('dev.pages.loading')}</p>}
        {status === 'end' && total !== 0 && <p data-testid="pagination-end">{t('dev.pages.end')}</p>}
        {status === 'error' && (
          <p data-testid="pagination-error">
            {t('dev.pages.error')}{' '}
            <button type="button" className="btn btn--secondary" onClick={() => void loadMore()}>
              {t('dev.pages.retry')}
            </button>
          </p>
        )}
        {status === 'idle' && (
          // Keyboard and no-IntersectionObserver fallback.
          <button type="button" className="btn btn--link" onClick={() => void loadMore()}>
            {t('dev.pages.more')}
          </button>
        )}
      </div>
    </section>
  );
}
