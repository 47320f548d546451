import { EVENT_LIMITS, type FavoriteType } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { eventsApi } from '../api/events';
import { useSession } from '../session/SessionProvider';
import { formatDateTime } from '../i18n/dates';
import { pageCount } from '../components/paging';
import { initials } from './format';
import { Empty, LoadError, Loading } from '../components/LoadState';
import { Pager } from '../components/Pager';
import { loginLink } from './sessionAction';
import { useI18n } from '../i18n';
import { useLoad } from '../hooks/useLoad';

/** Comments of an event or visit offer (oldest first, paginated); spec §1: a visitor must log in to comment. */
export function Comments({ type, id }: { type: FavoriteType; id: number }) {
  const { locale, t, plural } = useI18n();
  const { token, request } = useSession();
  const { pathname } = useLocation();
  const [page, setPage] = useState(1);
  const list = useLoad(
    (signal) => eventsApi.comments(request, type, id, page, { signal }),
    `${locale}|${type}|${id}|${page}|${token ? 1 : 0}`,
  );
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError(t('events.comments.required'));
    setBusy(true);
    setError(null);
    try {
      await eventsApi.addComment(request, type, id, text);
      setBody('');
      const last = pageCount((list.data?.total ?? 0) + 1, list.data?.perPage ?? 20);
      if (last === page) list.reload();
      else setPage(last);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (commentId: number) => {
    try {
      await eventsApi.deleteComment(request, commentId);
      list.reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  const data = list.data;
  return (
    <section className="comments" aria-labelledby="comments-title" data-testid="comments">
      <h2 id="comments-title">{data ? plural('events.comments.title', data.total) : t('events.comments.heading')}</h2>
      {list.status === 'error' && <LoadError onRetry={list.reload} />}
      {list.status === 'loading' && !data && <Loading />}
      {data && data.total === 0 && <Empty>{t('events.comments.empty')}</Empty>}
      {data && data.data.length > 0 && (
        <ol className="comments__list">
          {data.data.map((c) => (
            <li key={c.id} className="comment" data-testid="comment">
              {c.author.logo ? (
                <img className="comment__avatar" src={c.author.logo} alt="" width="36" height="36" />
              ) : (
                <span className="comment__avatar" aria-hidden="true">
                  {initials(c.author.name)}
                </span>
              )}
              <div className="comment__main">
                <p className="comment__head">
                  <strong>{c.author.name}</strong> <time dateTime={c.createdAt}>{formatDateTime(locale, c.createdAt)}</time>
                </p>
                <p className="comment__body">{c.body}</p>
                {c.canDelete && (
                  <button type="button" className="btn btn--link comment__delete" onClick={() => void remove(c.id)}>
                    {t('events.comments.delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {data && <Pager page={page} total={data.total} perPage={data.perPage || 20} onPage={setPage} />}
      {token ? (
        <form className="comments__form" onSubmit={(e) => void submit(e)} noValidate>
          <label className="field__label" htmlFor={`comment-${type}-${id}`}>
            {t('events.comments.label')}
          </label>
          <textarea
            id={`comment-${type}-${id}`}
            className="field__input comments__input"
            value={body}
            maxLength={EVENT_LIMITS.commentMax}
            rows={3}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `comment-${type}-${id}-error` : undefined}
          />
          {error && (
            <p id={`comment-${type}-${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('events.comments.send')}
          </button>
        </form>
      ) : (
        <p className="comments__login" data-testid="comments-login">
          <Link to={loginLink(locale, pathname)}>{t('events.comments.login')}</Link>
        </p>
      )}
    </section>
  );
}
