import type { ReviewDirection } from '@hashar/common';
import { useState, type KeyboardEvent } from 'react';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { PendingList } from './PendingList';
import { ReviewItem } from './ReviewItem';
import { myReviews } from '../../api/reviews';
import './reviews.css';

type Tab = ReviewDirection | 'pending';
const TABS: readonly Tab[] = ['received', 'given', 'pending'];

function ReviewList({ direction }: { direction: ReviewDirection }) {
  const { t } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const loaded = useLoad((signal) => myReviews(session, direction, page, signal), `${direction}-${page}-${session.token}`);
  if (loaded.status === 'loading' && !loaded.data) return <Loading />;
  if (!loaded.data) return <LoadError onRetry={loaded.reload} message={t('reviews.loadError')} />;
  const { data, total, perPage } = loaded.data;
  if (!data.length) return <Empty testId="reviews-empty">{t(`reviews.empty.${direction}`)}</Empty>;
  return (
    <>
      <ul className="review-list">
        {data.map((r) => (
          <ReviewItem
            key={r.id}
            review={r}
            showTarget={direction === 'given'}
            onChange={(next) => loaded.update((p) => ({ ...p, data: p.data.map((x) => (x.id === next.id ? next : x)) }))}
          />
        ))}
      </ul>
      <Pager page={page} total={total} perPage={perPage} onPage={setPage} />
    </>
  );
}

/** The caller's reviews: received (about them, or about their organization), given, and the ones still to write. */
export function reviewsProfilePage(volunteer: boolean) {
  return function ReviewsProfilePage() {
    const { t } = useI18n();
    const session = useSession();
    const [tab, setTab] = useState<Tab>('received');
    const [written, setWritten] = useState(0);
    const org = !volunteer && session.role === 'organization';
    const label = (x: Tab) => (x === 'received' && org ? t('reviews.tab.receivedOrg') : t(`reviews.tab.${x}`));
    const onKey = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
      setTab(next);
      document.getElementById(`reviews-tab-${next}`)?.focus();
    };
    return (
      <main className="page reviews-page" data-testid="reviews-page">
        <h1>{volunteer ? t('reviews.volonTitle') : t('reviews.title')}</h1>
        <div role="tablist" aria-label={t('reviews.tabs')} className="reviews-tabs" onKeyDown={onKey}>
          {TABS.map((x) => (
            <button
              key={x}
              id={`reviews-tab-${x}`}
              type="button"
              role="tab"
              aria-selected={tab === x}
              aria-controls="reviews-panel"
              tabIndex={tab === x ? 0 : -1}
              className="reviews-tabs__tab"
              onClick={() => setTab(x)}
              data-testid={`reviews-tab-${x}`}
            >
              {label(x)}
            </button>
          ))}
        </div>
        <div id="reviews-panel" role="tabpanel" aria-labelledby={`reviews-tab-${tab}`} className="reviews-panel">
          {tab === 'pending' ? (
            <PendingList onWritten={() => setWritten((n) => n + 1)} />
          ) : (
            <ReviewList key={`${tab}-${written}`} direction={tab} />
          )}
        </div>
      </main>
    );
  };
}

export default reviewsProfilePage(false);
