import { pagePath, type MyTaskRow, type OwnerApplicationRow, type OwnerTaskResultDto } from '@hashar/common';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { listMine } from '../../api/organizer';
import { FormAlert, TextAreaField, TextField } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ResultView } from '../../activity/kinds/task';
import { myActivitiesPage } from '../organizer/parts/MyActivitiesPage';
import { tasksApi } from './tasksApi';
import './tasks.css';

const MyTasks = myActivitiesPage('task');

/** A pro bono volunteer's tasks (profile/tasks, profile/volon/tasks): state, deadline, latest result and the owner's comment. */
export function MyTaskApplications() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const title = t('tasks.mine.title');
  useDocumentTitle(title);
  const loaded = useLoad((signal) => tasksApi.mine(session.request, page, signal), `${locale}|${session.token}|${page}`);
  const forbidden = loaded.errorStatus === 403;
  const rows = loaded.data?.data ?? null;
  return (
    <section className="organizer" data-testid="my-task-applications">
      <h1>{title}</h1>
      <p className="muted">{t('tasks.mine.lead')}</p>
      {forbidden ? <p data-testid="tasks-only">{t('tasks.mine.only')}</p> : null}
      {loaded.status === 'error' && !forbidden ? <LoadError onRetry={loaded.reload} /> : null}
      {!rows && loaded.status === 'loading' ? <Loading /> : null}
      {rows && rows.length === 0 ? (
        <Empty
          action={
            <Link className="btn btn--primary" to={pagePath(locale, 'tasks')}>
              {t('tasks.mine.browse')}
            </Link>
          }
        >
          {t('tasks.mine.empty')}
        </Empty>
      ) : null}
      {rows && rows.length ? (
        <>
          <ul className="activity-list">
            {rows.map((row) => (
              <MyTaskItem key={row.applicationId} row={row} />
            ))}
          </ul>
          <Pager page={page} total={loaded.data!.total} perPage={loaded.data!.perPage} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}

function MyTaskItem({ row }: { row: MyTaskRow }) {
  const { t, locale } = useI18n();
  const state = ['pending', 'accepted', 'completed', 'rejected', 'withdrawn'].includes(row.state) ? row.state : 'pending';
  return (
    <li className="my-application" data-testid="my-task" data-state={row.state}>
      <h2 className="my-application__title">
        <Link to={pagePath(locale, 'taskView', { id: row.task.id })}>{row.task.title}</Link>
      </h2>
      <p className="muted">
        {row.task.category} · {t('tasks.deadline')} <time dateTime={row.task.deadline}>{formatDate(locale, row.task.deadline)}</time>
      </p>
      <p className={`state-badge state-badge--${state}`}>{t(`tasks.state.${state as 'pending'}`)}</p>
      {row.result ? <ResultView result={row.result} /> : null}
    </li>
  );
}

/** The owner's side of one task: applicants (choose / reject through the generic owner routes) and results (accept / request changes). */
function TaskWork({ taskId, report }: { taskId: number; report: (tone: 'success' | 'error', text: string) => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const applicants = useLoad((signal) => tasksApi.applicants(request, taskId, signal), `${locale}|a${taskId}`);
  const results = useLoad((signal) => tasksApi.results(request, taskId, signal), `${locale}|r${taskId}`);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      applicants.reload();
      results.reload();
    } catch (err) {
      report('error', err instanceof ApiError && err.status ? err.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="task-work" data-testid={`task-work-${taskId}`}>
      <h3>{t('tasks.own.applicants')}</h3>
      {applicants.status === 'error' ? <LoadError onRetry={applicants.reload} /> : null}
      {applicants.data && applicants.data.data.length === 0 ? <p className="muted">{t('tasks.own.noApplicants')}</p> : null}
      <ul className="task-work__list">
        {(applicants.data?.data ?? []).map((a) => (
          <Applicant key={a.id} row={a} busy={busy} onDecide={(action) => void run(() => tasksApi.decide(request, taskId, a.id, action))} />
        ))}
      </ul>
      <h3>{t('tasks.own.results')}</h3>
      {results.status === 'error' ? <LoadError onRetry={results.reload} /> : null}
      {results.data && results.data.data.length === 0 ? <p className="muted">{t('tasks.own.noResults')}</p> : null}
      <ul className="task-work__list">
        {(results.data?.data ?? []).map((r) => (
          <OwnerResult key={r.id} taskId={taskId} result={r} busy={busy} run={run} />
        ))}
      </ul>
    </div>
  );
}

function Applicant({ row, busy, onDecide }: { row: OwnerApplicationRow; busy: boolean; onDecide: (action: 'accept' | 'reject') => void }) {
  const { t, locale } = useI18n();
  const state = ['pending', 'accepted', 'completed', 'rejected', 'withdrawn'].includes(row.state) ? row.state : 'pending';
  return (
    <li className="task-work__item" data-testid="task-applicant" data-state={row.state}>
      <p>
        <strong>{row.user.name}</strong> <span className="muted">{row.user.email}</span>{' '}
        <span className="muted">{formatDateTime(locale, row.createdAt)}</span>
      </p>
      <p className={`state-badge state-badge--${state}`}>{t(`tasks.state.${state as 'pending'}`)}</p>
      {row.message ? (
        <p className="activity__text">
          <span className="muted">{t('tasks.own.proposal')}: </span>
          {row.message}
        </p>
      ) : null}
      {row.state === 'pending' ? (
        <div className="task-work__actions">
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onDecide('accept')} data-testid="task-choose">
            {t('tasks.own.choose')}
          </button>
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => onDecide('reject')} data-testid="task-reject">
            {t('tasks.own.reject')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function OwnerResult({
  taskId,
  result,
  busy,
  run,
}: {
  taskId: number;
  result: OwnerTaskResultDto;
  busy: boolean;
  run: (call: () => Promise<unknown>) => Promise<void>;
}) {
  const { t } = useI18n();
  const { request } = useSession();
  const [hours, setHours] = useState('');
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const accept = (event: FormEvent) => {
    event.preventDefault();
    const value = hours.trim() ? Number(hours.replace(',', '.')) : null;
    void run(() => tasksApi.accept(request, taskId, result.id, value));
  };
  const changes = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setCommentError(t('tasks.own.changesComment'));
      return;
    }
    setCommentError(undefined);
    void run(() => tasksApi.requestChanges(request, taskId, result.id, comment.trim()));
  };
  return (
    <li className="task-work__item" data-testid="task-owner-result" data-state={result.state}>
      <p>
        <strong>{result.performer.name}</strong> <span className="muted">{result.performer.email}</span>
      </p>
      <ResultView result={result} />
      {result.state === 'submitted' ? (
        <div className="task-work__review">
          <form onSubmit={accept} className="task-work__form" noValidate>
            <TextField
              id={`task-hours-${result.id}`}
              label={t('tasks.own.acceptHours')}
              hint={t('tasks.own.acceptHoursHint')}
              inputMode="decimal"
              value={hours}
              onValueChange={setHours}
            />
            <button type="submit" className="btn btn--primary" disabled={busy} data-testid="task-accept">
              {t('tasks.own.accept')}
            </button>
          </form>
          <form onSubmit={changes} className="task-work__form" noValidate>
            <TextAreaField
              id={`task-comment-${result.id}`}
              label={t('tasks.own.changesComment')}
              value={comment}
              onValueChange={setComment}
              error={commentError}
            />
            <button type="submit" className="btn btn--secondary" disabled={busy} data-testid="task-request-changes">
              {t('tasks.own.changes')}
            </button>
          </form>
        </div>
      ) : null}
    </li>
  );
}

/** The organization's approved tasks, each opening its applicants and results. */
function TasksWork() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [open, setOpen] = useState<number | null>(null);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const tasks = useLoad((signal) => listMine(session.request, 'task', { moderation: 'approved', page: 1 }, signal), `${locale}|own-tasks`);
  const report = (tone: 'success' | 'error', text: string) => {
    setFlash({ tone, text });
    requestAnimationFrame(() => alertRef.current?.focus());
  };
  return (
    <section className="task-works" aria-labelledby="task-works-title" data-testid="task-works">
      <h2 id="task-works-title">{t('tasks.own.title')}</h2>
      <div ref={alertRef} tabIndex={-1}>
        {flash ? <FormAlert tone={flash.tone}>{flash.text}</FormAlert> : null}
      </div>
      {tasks.status === 'error' ? <LoadError onRetry={tasks.reload} /> : null}
      <ul className="activity-list">
        {(tasks.data?.data ?? []).map((task) => (
          <li key={task.id} className="my-application" data-testid="own-task">
            <h3 className="my-application__title">
              <Link to={pagePath(locale, 'taskView', { id: task.id })}>{task.title}</Link>
            </h3>
            <button
              type="button"
              className="btn btn--secondary"
              aria-expanded={open === task.id}
              onClick={() => setOpen(open === task.id ? null : task.id)}
              data-testid="task-work-toggle"
            >
              {t(open === task.id ? 'tasks.own.hide' : 'tasks.own.show')}
            </button>
            {open === task.id ? <TaskWork taskId={task.id} report={report} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** profile/tasks: an organization's (or a group leader's) tasks with applicants, performers and results; a pro bono volunteer's tasks. */
export default function TasksProfilePage() {
  const { role } = useSession();
  if (role === 'volon') return <MyTaskApplications />;
  return (
    <>
      <MyTasks />
      {role === 'organization' ? <TasksWork /> : null}
    </>
  );
}
