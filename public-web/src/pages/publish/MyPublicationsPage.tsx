import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { actionFailure, useRowActions } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { useOwnerContext } from '../../activity/ownerContext';
import { PublicationRow, type PublicationAction } from './PublicationRow';
import { publishApi } from '../../api/publish';
import { mayPublish, publicationTitle, publishPages } from './publishPages';
import '../../components/profilePages.css';
import './publish.css';

const DONE = { delete: 'publish.done.deleted', found: 'publish.done.found', closed: 'publish.done.closed' } as const;

/** profile/publish and the group's profile/initiative/publish: the author's publications with their states and actions. */
export default function MyPublicationsPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const owner = useOwnerContext();
  const [page, setPage] = useState(1);
  const { busyId, message, alertRef, run } = useRowActions();
  const allowed = mayPublish(session.role, owner.groupId);
  const pages = publishPages(owner.groupId);
  const title = t(owner.groupId === null ? 'publish.title' : 'publish.groupTitle');
  useDocumentTitle(title);

  const loaded = useLoad(
    (signal) => publishApi.list(session.request, { page, group: owner.groupId }, signal),
    `${locale}|${session.token}|${page}|${owner.groupId}`,
    allowed,
  );
  const list = loaded.data;

  const act = (id: number, name: string, action: PublicationAction) =>
    run(
      id,
      async () => {
        if (action === 'delete') {
          await publishApi.remove(session.request, id);
          loaded.reload();
        } else {
          const saved = await publishApi.setState(session.request, id, action);
          loaded.update((current) => ({ ...current, data: current.data.map((row) => (row.id === id ? saved : row)) }));
        }
        return t(DONE[action], { title: name });
      },
      (err) => actionFailure(err, t('errors.network')),
    );

  const create = (testId: string) => (
    <Link className="btn btn--primary" to={owner.link(locale, pages.create)} data-testid={testId}>
      {t('publish.create')}
    </Link>
  );
  if (!allowed) {
    return (
      <section className="organizer">
        <h1>{title}</h1>
        <Empty testId="publish-not-allowed">{t('publish.notAllowed')}</Empty>
      </section>
    );
  }
  return (
    <section className="organizer" data-testid="my-publications">
      <header className="organizer__head">
        <h1>{title}</h1>
        {create('create-publication')}
      </header>
      <p className="muted">{t('publish.lead')}</p>
      {message ? (
        <FormAlert ref={alertRef} tone={message.tone} testId="list-message">
          {message.text}
        </FormAlert>
      ) : null}
      {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} message={t('publish.loadError')} /> : null}
      {!list && loaded.status === 'loading' ? <Loading /> : null}
      {list && list.data.length === 0 ? (
        <Empty testId="empty-list" action={create('create-publication-empty')}>
          {t('publish.empty')}
        </Empty>
      ) : null}
      {list && list.data.length ? (
        <ul className="activity-list" aria-busy={busyId !== null || undefined}>
          {list.data.map((item) => (
            <PublicationRow
              key={item.id}
              item={item}
              busy={busyId === item.id}
              onAction={(action) => void act(item.id, publicationTitle(item, locale), action)}
            />
          ))}
        </ul>
      ) : null}
      {list ? <Pager page={list.page} total={list.total} perPage={list.perPage} onPage={setPage} /> : null}
    </section>
  );
}
