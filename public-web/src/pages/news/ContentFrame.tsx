import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import type { Loaded } from '../../hooks/useLoad';
import './news.css';

/**
 * A reading page's frame (a news item, a publication, news/view/{id}): the link back to its list,
 * then the not-found state (a missing id, or 404/400 from the API), a failed load with a retry,
 * loading, or the content.
 */
export function ContentFrame<T>({
  back,
  loaded,
  invalid = false,
  notFound,
  children,
}: {
  back: { to: string; label: string };
  loaded: Loaded<T>;
  /** The address names nothing the API could find (e.g. a malformed id). */
  invalid?: boolean;
  notFound: { title: string; text: string; testId: string };
  children: (data: T) => ReactNode;
}) {
  const missing = invalid || (loaded.status === 'error' && (loaded.errorStatus === 404 || loaded.errorStatus === 400));
  return (
    <section className="content-wrap">
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      {missing && (
        <>
          <h1>{notFound.title}</h1>
          <Empty testId={notFound.testId}>{notFound.text}</Empty>
        </>
      )}
      {!missing && loaded.status === 'error' && <LoadError onRetry={loaded.reload} />}
      {!missing && !loaded.data && loaded.status === 'loading' && <Loading />}
      {!missing && loaded.data !== null && children(loaded.data)}
    </section>
  );
}
