import type { Page } from '@hashar/common';
import type { ReactNode } from 'react';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import type { Loaded } from '../../hooks/useLoad';

interface ListStatesProps<T> {
  loaded: Loaded<Page<T>>;
  /** The failure's text. */
  failed: string;
  empty: ReactNode;
  emptyAction?: ReactNode;
  emptyTestId?: string;
  onPage: (page: number) => void;
  /** The list itself (called only when there are rows). */
  children: (rows: T[]) => ReactNode;
}

/** A paged list of the bonus pages: failure with retry, loading, empty (with its action), the rows and the pager. */
export function ListStates<T>({ loaded, failed, empty, emptyAction, emptyTestId = 'empty-list', onPage, children }: ListStatesProps<T>) {
  const list = loaded.data;
  return (
    <>
      {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} message={failed} /> : null}
      {!list && loaded.status === 'loading' ? <Loading /> : null}
      {list && list.data.length === 0 ? (
        <Empty testId={emptyTestId} action={emptyAction}>
          {empty}
        </Empty>
      ) : null}
      {list && list.data.length ? children(list.data) : null}
      {list ? <Pager page={list.page} total={list.total} perPage={list.perPage} onPage={onPage} /> : null}
    </>
  );
}
