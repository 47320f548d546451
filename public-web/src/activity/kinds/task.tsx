import { TASK_LIMITS, type TaskCard, type TaskDetail, type TaskResultDto, type UploadResult } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert, SubmitButton, TextAreaField, TextField, rules } from '../../components/forms';
import { ContactsNote } from '../../components/ContactsNote';
import { FileInput } from '../../components/upload/FileInput';
import { useOrganizerUpload } from '../../components/upload/useOrganizerUpload';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { keepFieldErrors, useAction } from '../../hooks/useAction';
import { useSession } from '../../session/SessionProvider';
import { tasksApi } from '../../api/tasks';
import { loginLink } from '../sessionAction';
import { kindParts } from '../shapes';
import { TextSection } from './TextSection';
import '../tasks.css';

const L = TASK_LIMITS;

/** Card: the task's category, online or not, and the deadline. */
function CardLead({ item }: { item: TaskCard }) {
  const { locale, t } = useI18n();
  return (
    <p className="event-card__meta" data-testid="task-card-meta">
      {item.category.name}
      {item.isOnline ? ` · ${t('tasks.online.true')}` : ''} · {t('tasks.deadline')}{' '}
      <time dateTime={item.deadline}>{formatDate(locale, item.deadline)}</time>
    </p>
  );
}

/** Page facts before the place: category and deadline (Tashkent time). */
function FactsLead({ item }: { item: TaskDetail }) {
  const { locale, t } = useI18n();
  return (
    <>
      <dt>{t('tasks.category')}</dt>
      <dd data-testid="task-category">{item.category.name}</dd>
      <dt>{t('tasks.deadline')}</dt>
      <dd>
        <time dateTime={item.deadline}>{formatDateTime(locale, item.deadline)}</time>
      </dd>
    </>
  );
}

/** Page facts after the place (which says online): performers chosen of needed, estimated hours. */
function FactsTail({ item }: { item: TaskDetail }) {
  const { t } = useI18n();
  return (
    <>
      <dt>{t('tasks.performers')}</dt>
      <dd data-testid="task-performers">{t('tasks.performersValue', { chosen: item.chosen, needed: item.performers })}</dd>
      {item.estimatedHours !== null ? (
        <>
          <dt>{t('tasks.hours')}</dt>
          <dd>{t('tasks.hoursValue', { hours: item.estimatedHours })}</dd>
        </>
      ) : null}
    </>
  );
}

/** The expected result (the required skills are the generic page's requirements). */
function Sections({ item }: { item: TaskDetail }) {
  const { t } = useI18n();
  return <TextSection id="task-expected" testId="task-expected" title={t('tasks.expected')} text={item.expectedResult} />;
}

/** A result as its performer sees it: state, text, link, files and the owner's comment. */
export function ResultView({ result }: { result: TaskResultDto }) {
  const { t, locale } = useI18n();
  return (
    <div className={`task-result task-result--${result.state}`} data-testid="task-result" data-state={result.state}>
      <p className="task-result__state">
        <span className={`state-badge state-badge--${result.state}`}>{t(`tasks.result.state.${result.state}`)}</span>{' '}
        <span className="muted">{t('tasks.result.sentAt', { date: formatDateTime(locale, result.createdAt) })}</span>
      </p>
      <p className="activity__text">{result.body}</p>
      {result.link ? (
        <p>
          <a href={result.link} target="_blank" rel="noopener noreferrer">
            {result.link}
          </a>
        </p>
      ) : null}
      {result.files.length ? (
        <ul className="task-result__files">
          {result.files.map((f) => (
            <li key={f.key}>
              <a href={f.url} target="_blank" rel="noopener noreferrer" download={f.name}>
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {result.reviewComment && result.state === 'changes_requested' ? (
        <div className="task-result__comment" data-testid="task-result-comment">
          <h3>{t('tasks.result.comment')}</h3>
          <p className="activity__text">{result.reviewComment}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Side column: for a pro bono volunteer, apply with a proposal (or withdraw); for the chosen
 * performer, hand in the result (text, link, files) and read the owner's comment; for others a
 * sentence why they cannot apply, for guests a login link.
 */
function Actions({ item, onChanged }: { item: TaskDetail; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const { pathname } = useLocation();
  const { busy, error, run } = useAction(onChanged);
  const mine = item.myApplications.at(-1);
  const state = mine?.state;
  const live = state === 'pending' || state === 'accepted' || state === 'completed';
  const resultOpen = state === 'accepted' && item.myResult?.state !== 'submitted';
  return (
    <section className="task-apply" aria-labelledby="task-apply-title" data-testid="task-apply">
      <h2 id="task-apply-title">{t('tasks.apply.title')}</h2>
      {state ? (
        <p className={`state-badge state-badge--${state}`} data-testid="task-my-state" data-state={state}>
          {t(
            `tasks.state.${state === 'waitlisted' || state === 'shortlisted' || state === 'interview' || state === 'attended' ? 'pending' : state}`,
          )}
        </p>
      ) : null}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {item.myResult ? <ResultView result={item.myResult} /> : null}
      {resultOpen ? <ResultForm item={item} again={Boolean(item.myResult)} onChanged={onChanged} /> : null}
      {state === 'pending' ? (
        <ConfirmButton
          label={t('tasks.apply.withdraw')}
          question={t('tasks.apply.confirmWithdraw', { title: item.title })}
          onConfirm={() => void run(() => tasksApi.withdraw(request, item.id))}
          busy={busy}
          testId="task-withdraw"
        />
      ) : null}
      {item.canApply && !live ? <ApplyForm item={item} onChanged={onChanged} /> : null}
      {item.cannotApply === 'guest' ? (
        <p data-testid="task-refusal" data-reason="guest">
          {t('tasks.apply.guest')}{' '}
          <Link className="btn btn--secondary" to={loginLink(locale, pathname)} data-testid="task-login">
            {t('tasks.apply.login')}
          </Link>
        </p>
      ) : null}
      {item.cannotApply === 'not_probono' ? (
        <p className="muted" data-testid="task-refusal" data-reason="not_probono">
          {t('tasks.apply.notProbono')}
        </p>
      ) : null}
      {item.cannotApply === 'closed' && !live ? (
        <p className="muted" data-testid="task-refusal" data-reason="closed">
          {t('tasks.apply.closed')}
        </p>
      ) : null}
    </section>
  );
}

/** The proposal (required, checked here and by the API), then the application. */
function ApplyForm({ item, onChanged }: { item: TaskDetail; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [proposal, setProposal] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, error: failure, run } = useAction(onChanged);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = rules.required(locale, proposal);
    setError(required ?? undefined);
    if (required) return;
    void run(
      () => tasksApi.apply(request, item.id, proposal.trim()),
      (err) => {
        if (err instanceof ApiError && err.fields['message']) setError(err.fields['message']);
      },
    );
  };
  return (
    <form className="task-apply__form" onSubmit={submit} noValidate data-testid="task-apply-form">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextAreaField
        id="task-proposal"
        label={t('tasks.apply.proposal')}
        hint={t('tasks.apply.proposalHint', { max: L.proposalMax })}
        value={proposal}
        onValueChange={setProposal}
        maxLength={L.proposalMax}
        required
        error={error}
      />
      <SubmitButton busy={busy} busyLabel={t('organizer.form.saving')} data-testid="task-apply-send">
        {t('tasks.apply.send')}
      </SubmitButton>
      <ContactsNote />
    </form>
  );
}

/** The chosen performer's result: text (required), a link, files uploaded one by one. */
function ResultForm({ item, again, onChanged }: { item: TaskDetail; again: boolean; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const upload = useOrganizerUpload<UploadResult>('task-result');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [files, setFiles] = useState<UploadResult[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error: failure, run } = useAction(onChanged);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = rules.required(locale, body);
    setErrors(required ? { body: required } : {});
    if (required) return;
    const sent = files.map((f) => ({ key: f.key, name: f.name }));
    void run(
      () => tasksApi.submitResult(request, item.id, { body: body.trim(), link: link.trim() || null, files: sent }),
      keepFieldErrors(setErrors),
    );
  };
  return (
    <form className="task-apply__form" onSubmit={submit} noValidate data-testid="task-result-form">
      <h3>{t('tasks.result.title')}</h3>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextAreaField
        id="task-result-body"
        label={t('tasks.result.body')}
        value={body}
        onValueChange={setBody}
        maxLength={L.resultBodyMax}
        required
        error={errors['body']}
      />
      <TextField
        id="task-result-link"
        type="url"
        label={t('tasks.result.link')}
        value={link}
        onValueChange={setLink}
        maxLength={L.linkMax}
        error={errors['link']}
      />
      {files.length ? (
        <ul className="task-result__files" data-testid="task-result-files">
          {files.map((f) => (
            <li key={f.key}>
              {f.name}{' '}
              <button
                type="button"
                className="btn btn--link"
                aria-label={t('tasks.result.remove', { name: f.name })}
                onClick={() => setFiles((all) => all.filter((x) => x.key !== f.key))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length < L.filesMax ? (
        <FileInput
          id="task-result-file"
          label={t('tasks.result.files')}
          hint={t('tasks.result.filesHint', { max: L.filesMax })}
          limits={upload.limits}
          busy={upload.busy}
          progress={upload.progress}
          error={upload.error ?? errors['files']}
          onFile={(file) =>
            void upload.upload(file).then((done) => {
              if (done) setFiles((all) => [...all, done]);
            })
          }
        />
      ) : null}
      <SubmitButton busy={busy} busyLabel={t('organizer.form.saving')} data-testid="task-result-send">
        {t(again ? 'tasks.result.sendAgain' : 'tasks.result.send')}
      </SubmitButton>
    </form>
  );
}

/** A pro bono task's own lines and parts: category, deadline, format, performers, hours; skills, expected result; apply and results. */
export const TASK_PARTS = kindParts<TaskCard, TaskDetail>({
  cardLead: CardLead,
  factsLead: FactsLead,
  factsTail: FactsTail,
  sections: Sections,
  actions: Actions,
});
