import { MODERATION_STATES, pagePath, type MyEventRow, type Page } from '@hashar/common';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { archiveEvent, deleteMine, listMine, submitMine, type ActivityKind, type MyVisitRow } from '../../../api/organizer';
import { FormAlert, SelectField } from '../../../components/forms';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useI18n } from '../../../i18n';
import { useSession } from '../../../session/SessionProvider';
import { ActivityRow, type RowAction } from './ActivityRow';
import { OrganizationsOnly } from './OrganizationsOnly';
import { Pager } from '../../../components/Pager';
import '../organizer.css';

type Row = MyEventRow | MyVisitRow;
const DONE = { submit: 'organizer.done.submitted', archive: 'organizer.done.archived', delete: 'organizer.done.deleted' } as const;

/** The organization's events or visit offers with their moderation states and actions. */
export function MyActivitiesPage({ kind }: { kind: ActivityKind }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const [moderation, setModeration] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Page<Row> | null>(null);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    flash ? { tone: 'success', text: flash } : null,
  );
  const alertRef = useRef<HTMLDivElement>(null);
  const organization = session.role === 'organization';
  const title = t(kind === 'event' ? 'organizer.events.title' : 'organizer.visits.title');
  useDocumentTitle(title);

  useEffect(() => {
    if (!organization) return;
    const controller = new AbortController();
    setFailed(false);
    listMine(session.request, kind, { moderation, page }, controller.signal).then(
      (result) => setList(result as Page<Row>),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [organization, session.request, kind, moderation, page, reload]);

  if (!organization) return <OrganizationsOnly kind={kind} />;

  const act = async (row: Row, action: RowAction) => {
    setBusyId(row.id);
    try {
      if (action === 'submit') await submitMine(session.request, kind, row.id);
      else if (action === 'archive') await archiveEvent(session.request, row.id);
      else await deleteMine(session.request, kind, row.id);
      setMessage({ tone: 'success', text: t(DONE[action], { title: row.title }) });
      setReload((n) => n + 1);
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof ApiError && err.status ? err.message : t('errors.network') });
    } finally {
      setBusyId(null);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  return (
    <section className="organizer">
      <header className="organizer__head">
        <h1>{title}</h1>
        <Link
          className="btn btn--primary"
          to={pagePath(locale, kind === 'event' ? 'profileEventCreate' : 'profileMyvisitCreate')}
          data-testid="create-activity"
        >
          {t(kind === 'event' ? 'organizer.events.create' : 'organizer.visits.create')}
        </Link>
      </header>
      {kind === 'visit' ? <p className="muted">{t('organizer.visits.lead')}</p> : null}
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
      {failed ? (
        <FormAlert tone="error">
          {t('organizer.loadError')}{' '}
          <button type="button" className="btn btn--link" onClick={() => setReload((n) => n + 1)}>
            {t('organizer.retry')}
          </button>
        </FormAlert>
      ) : null}
      {!list && !failed ? <p aria-busy="true">{t('common.loading')}</p> : null}
      {list && list.data.length === 0 ? (
        <p className="organizer__empty" data-testid="empty-list">
          {t(kind === 'event' ? 'organizer.events.empty' : 'organizer.visits.empty')}
        </p>
      ) : null}
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
