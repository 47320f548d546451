import { MODERATION_STATES, type ActivityKind, type MyEventRow, type Page } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { activityUi } from '../../../activity/registry';
import { archiveMine, deleteMine, listMine, submitMine, type MyVisitRow } from '../../../api/organizer';
import { FormAlert, SelectField } from '../../../components/forms';
import { Empty, LoadError, Loading } from '../../../components/LoadState';
import { useLoad } from '../../../hooks/useLoad';
import { actionFailure, useRowActions } from '../../../hooks/useAction';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useI18n } from '../../../i18n';
import { useSession } from '../../../session/SessionProvider';
import { ActivityRow, type RowAction } from './ActivityRow';
import { mayOwn, OrganizationsOnly } from './OrganizationsOnly';
import { useOwnerContext } from '../../../activity/ownerContext';
import { Pager } from '../../../components/Pager';
import { pagePerKind } from '../../../activity/pagePerKind';
import '../../../components/profilePages.css';

type Row = MyEventRow | MyVisitRow;
const DONE = { submit: 'organizer.done.submitted', archive: 'organizer.done.archived', delete: 'organizer.done.deleted' } as const;

/** The organization's events or visit offers with their moderation states and actions. */
function MyActivitiesPage({ kind }: { kind: ActivityKind }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const owner = useOwnerContext();
  const [moderation, setModeration] = useState('');
  const [page, setPage] = useState(1);
  const { busyId, message, alertRef, run } = useRowActions();
  const organization = mayOwn(kind, session.role, owner.groupId);
  const ui = activityUi(kind);
  const title = t(ui.texts.ownTitle);
  useDocumentTitle(title);

  const loaded = useLoad(
    (signal) => listMine(session.request, kind, { moderation, page, group: owner.groupId }, signal) as Promise<Page<Row>>,
    `${locale}|${session.token}|${kind}|${moderation}|${page}|${owner.groupId}`,
    organization,
  );
  const list = loaded.data;

  if (!organization) return <OrganizationsOnly kind={kind} />;

  const act = (row: Row, action: RowAction) =>
    run(
      row.id,
      async () => {
        if (action === 'submit') await submitMine(session.request, kind, row.id);
        else if (action === 'archive') await archiveMine(session.request, kind, row.id);
        else await deleteMine(session.request, kind, row.id);
        loaded.reload();
        return t(DONE[action], { title: row.title });
      },
      (err) => actionFailure(err, t('errors.network')),
    );

  return (
    <section className="organizer">
      <header className="organizer__head">
        <h1>{title}</h1>
        <Link className="btn btn--primary" to={owner.link(locale, owner.pages(kind).create)} data-testid="create-activity">
          {t(ui.texts.ownCreate)}
        </Link>
      </header>
      {ui.texts.ownLead ? <p className="muted">{t(ui.texts.ownLead)}</p> : null}
      {message ? (
        <FormAlert ref={alertRef} tone={message.tone} testId="list-message">
          {message.text}
        </FormAlert>
      ) : null}
      <div className="organizer__filters">
        <SelectField
          id={`${kind}-moderation-filter`}
          label={t('organizer.filter')}
          value={moderation}
          onValueChange={(value) => {
            setModeration(value);
            setPage(1);
          }}
        >
          <option value="">{t('organizer.filter.all')}</option>
          {MODERATION_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`organizer.moderation.${state}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} message={t('organizer.loadError')} /> : null}
      {!list && loaded.status === 'loading' ? <Loading /> : null}
      {list && list.data.length === 0 ? <Empty testId="empty-list">{t(ui.texts.ownEmpty)}</Empty> : null}
      {list && list.data.length ? (
        <ul className="activity-list" aria-busy={busyId !== null || undefined}>
          {list.data.map((row) => (
            <ActivityRow key={row.id} kind={kind} row={row} busy={busyId === row.id} onAction={(action) => void act(row, action)} />
          ))}
        </ul>
      ) : null}
      {list ? <Pager page={list.page} total={list.total} perPage={list.perPage} onPage={setPage} /> : null}
    </section>
  );
}

/** The route's page of a kind. */
export const myActivitiesPage = pagePerKind((kind) => <MyActivitiesPage kind={kind} />);
