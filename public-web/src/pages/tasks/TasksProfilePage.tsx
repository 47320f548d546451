import { mayOpenPage, pagePath, type MyTaskRow, type OwnerApplicationRow, type OwnerTaskResultDto } from '@hashar/common';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { listMine } from '../../api/organizer';
import { useOwnerContext } from '../../activity/ownerContext';
import { FormAlert, TextAreaField, TextField } from '../../components/forms';
import { EmptyBrowse } from '../../components/EmptyBrowse';
import { LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { actionFailure } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { PageAccess } from '../../session/PageAccess';
import { useSession } from '../../session/SessionProvider';
import { ResultView } from '../../activity/kinds/task';
import { DecisionButtons } from '../../components/DecisionButtons';
import { ApplicantEmail } from '../organizer/parts/ApplicantEmail';
import { myActivitiesPage } from '../organizer/parts/MyActivitiesPage';
import { tasksApi } from '../../api/tasks';
import '../../activity/tasks.css';

const MyTasks = myActivitiesPage('task');

/** A pro bono volunteer's tasks (profile/tasks, profile/volon/tasks): state, deadline, latest result and the owner's comment. */
export function MyTaskApplications() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const title = t('tasks.mine.title');
  useDocumentTitle(title);
  const loaded = useLoad((signal) => tasksApi.mine(session.request, page, signal), `${locale}|${session.token}|${page}`);
  const rows = loaded.data?.data ?? null;
  return (
    <section className="organizer" data-testid="my-task-applications">
      <h1>{title}</h1>
      <p className="muted">{t('tasks.mine.lead')}</p>
      {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} /> : null}
      {!rows && loaded.status === 'loading' ? <Loading /> : null}
      {rows && rows.length === 0 ? (
        <EmptyBrowse page="tasks" browse={t('tasks.mine.browse')}>
          {t('tasks.mine.empty')}
        </EmptyBrowse>
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

/** An application's state as the task pages name it (the hiring steps count as pending). */
function TaskState({ state }: { state: string }) {
  const { t } = useI18n();
  const shown = (['accepted', 'completed', 'rejected', 'withdrawn'] as const).find((s) => s === state) ?? 'pending';
  return <p className={`state-badge state-badge--${shown}`}>{t(`tasks.state.${shown}`)}</p>;
}

function MyTaskItem({ row }: { row: MyTaskRow }) {
  const { t, locale } = useI18n();
  return (
    <li className="my-application" data-testid="my-task" data-state={row.state}>
      <h2 className="my-application__title">
        <Link to={pagePath(locale, 'taskView', { id: row.task.id })}>{row.task.title}</Link>
      </h2>
      <p className="muted">
        {row.task.category} · {t('tasks.deadline')} <time dateTime={row.task.deadline}>{formatDate(locale, row.task.deadline)}</time>
      </p>
      <TaskState state={row.state} />
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
      report('error', actionFailure(err, t('errors.network')));
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
  return (
    <li className="task-work__item" data-testid="task-applicant" data-state={row.state}>
      <p>
        <strong>{row.user.name}</strong> <ApplicantEmail email={row.user.email} />{' '}
        <span className="muted">{formatDateTime(locale, row.createdAt)}</span>
      </p>
      <TaskState state={row.state} />
      {row.message ? (
        <p className="activity__text">
          <span className="muted">{t('tasks.own.proposal')}: </span>
          {row.message}
        </p>
      ) : null}
      {row.state === 'pending' ? (
        <DecisionButtons
          className="task-work__actions"
          busy={busy}
          yes={{ label: t('tasks.own.choose'), onClick: () => onDecide('accept'), testId: 'task-choose' }}
          no={{ label: t('tasks.own.reject'), onClick: () => onDecide('reject'), testId: 'task-reject' }}
        />
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
          <ReviewForm onSubmit={accept} busy={busy} tone="primary" label={t('tasks.own.accept')} testId="task-accept">
            <TextField
              id={`task-hours-${result.id}`}
              label={t('tasks.own.acceptHours')}
              hint={t('tasks.own.acceptHoursHint')}
              inputMode="decimal"
              value={hours}
              onValueChange={setHours}
            />
          </ReviewForm>
          <ReviewForm onSubmit={changes} busy={busy} tone="secondary" label={t('tasks.own.changes')} testId="task-request-changes">
            <TextAreaField
              id={`task-comment-${result.id}`}
              label={t('tasks.own.changesComment')}
              value={comment}
              onValueChange={setComment}
              error={commentError}
            />
          </ReviewForm>
        </div>
      ) : null}
    </li>
  );
}

interface ReviewFormProps {
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  tone: 'primary' | 'secondary';
  label: string;
  testId: string;
  children: ReactNode;
}

/** One answer to a handed-in result: its input and the button that sends it. */
function ReviewForm({ onSubmit, busy, tone, label, testId, children }: ReviewFormProps) {
  return (
    <form onSubmit={onSubmit} className="task-work__form" noValidate>
      {children}
      <button type="submit" className={`btn btn--${tone}`} disabled={busy} data-testid={testId}>
        {label}
      </button>
    </form>
  );
}

/** The organization's approved tasks, each opening its applicants and results. */
function TasksWork() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [open, setOpen] = useState<number | null>(null);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { groupId } = useOwnerContext();
  const tasks = useLoad(
    (signal) => listMine(session.request, 'task', { moderation: 'approved', page: 1, group: groupId }, signal),
    `${locale}|own-tasks|${groupId}`,
  );
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

/**
 * profile/tasks: an organization's tasks with applicants, performers and results; a pro bono
 * volunteer's tasks. In a group's sub-area (profile/initiative/tasks) the group's tasks, as an
 * organization's. Any other account sees "no access" (common/pageAudience.ts) and calls nothing.
 */
export default function TasksProfilePage() {
  const { role, actor } = useSession();
  const { groupId } = useOwnerContext();
  const ownTasks = (
    <>
      <MyTasks />
      {role === 'organization' || groupId !== null ? <TasksWork /> : null}
    </>
  );
  if (groupId !== null) return ownTasks;
  return <PageAccess page="profileTasks">{actor && mayOpenPage('volonTasks', actor) ? <MyTaskApplications /> : ownTasks}</PageAccess>;
}
