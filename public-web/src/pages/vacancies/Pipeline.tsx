import { activityKind, canMoveApplication, type OwnerApplicationRow } from '@hashar/common';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { actionFailure } from '../../hooks/useAction';
import { listMine } from '../../api/organizer';
import { useOwnerContext } from '../../activity/ownerContext';
import { FormAlert, SelectField, TextAreaField } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { formatDateTime } from '../../i18n/dates';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { downloadFile } from '../../api/download';
import { ApplicantEmail } from '../organizer/parts/ApplicantEmail';
import { vacanciesApi, type HiringAction } from '../../api/vacancies';
import '../../activity/vacancies.css';

/** The pipeline's columns, in hiring order. */
const COLUMNS = ['pending', 'shortlisted', 'interview', 'accepted', 'rejected', 'withdrawn'] as const;
/** The owner's moves (the vacancy entry's decisions). */
const ACTIONS = activityKind('vacancy').decisions as readonly HiringAction[];

/**
 * The organization's hiring pipeline of one of its vacancies (`?vacancy=<id>`): applicants grouped
 * by step, each with the cover letter, the CV, a private note and the moves it allows, each move
 * with an optional message to the applicant. Uses the generic owner routes of applications.
 */
export function Pipeline() {
  const { t, locale } = useI18n();
  const session = useSession();
  const { groupId } = useOwnerContext();
  const [params, setParams] = useSearchParams();
  const vacancyId = Number(params.get('vacancy')) || 0;
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const vacancies = useLoad(
    (signal) => listMine(session.request, 'vacancy', { moderation: 'approved', page: 1, group: groupId }, signal),
    `${locale}|vacancies|${groupId}`,
  );
  const applicants = useLoad(
    (signal) => vacanciesApi.applicants(session.request, vacancyId, signal),
    `${locale}|${vacancyId}`,
    vacancyId > 0,
  );
  const report = (tone: 'success' | 'error', text: string) => {
    setFlash({ tone, text });
    requestAnimationFrame(() => alertRef.current?.focus());
  };
  const failed = (err: unknown) => report('error', actionFailure(err, t('errors.network')));

  return (
    <section className="organizer pipeline" aria-labelledby="pipeline-title" data-testid="vacancy-pipeline">
      <h2 id="pipeline-title">{t('vacancies.pipeline.title')}</h2>
      <SelectField
        id="pipeline-vacancy"
        label={t('vacancies.pipeline.choose')}
        value={vacancyId ? String(vacancyId) : ''}
        onValueChange={(value) => {
          setFlash(null);
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value) next.set('vacancy', value);
              else next.delete('vacancy');
              return next;
            },
            { replace: true },
          );
        }}
      >
        <option value="">{t('vacancies.pipeline.none')}</option>
        {(vacancies.data?.data ?? []).map((v) => (
          <option key={v.id} value={v.id}>
            {v.title}
          </option>
        ))}
      </SelectField>
      {flash ? (
        <FormAlert ref={alertRef} tone={flash.tone} testId="pipeline-message">
          {flash.text}
        </FormAlert>
      ) : null}
      {vacancyId > 0 && applicants.status === 'error' ? <LoadError onRetry={applicants.reload} /> : null}
      {vacancyId > 0 && !applicants.data && applicants.status === 'loading' ? <Loading /> : null}
      {applicants.data && vacancyId > 0 && applicants.data.data.length === 0 ? <Empty>{t('vacancies.pipeline.empty')}</Empty> : null}
      {applicants.data && vacancyId > 0 && applicants.data.data.length > 0 ? (
        <div className="pipeline__columns">
          {COLUMNS.map((state) => {
            const rows = applicants.data!.data.filter((r) => r.state === state);
            if (!rows.length && (state === 'withdrawn' || state === 'rejected')) return null;
            return (
              <section key={state} className="pipeline__column" aria-labelledby={`pipeline-${state}`} data-testid={`pipeline-${state}`}>
                <h3 id={`pipeline-${state}`}>
                  {t(`vacancies.pipeline.column.${state}`)} <span className="muted">({rows.length})</span>
                </h3>
                <ul className="pipeline__list">
                  {rows.map((row) => (
                    <Applicant
                      key={`${row.id}-${row.state}`}
                      vacancyId={vacancyId}
                      row={row}
                      onMoved={(moved) => {
                        report(
                          'success',
                          t('vacancies.pipeline.moved', { name: moved.user.name, state: t(`volunteer.state.${moved.state}`) }),
                        );
                        applicants.reload();
                      }}
                      onNote={() => report('success', t('vacancies.pipeline.noteSaved'))}
                      onError={failed}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      ) : null}
      {vacancyId > 0 ? null : <p className="muted">{t('vacancies.pipeline.none')}</p>}
    </section>
  );
}

/** One applicant: who, when, the letter, the CV, a private note, and the moves from their step. */
function Applicant({
  vacancyId,
  row,
  onMoved,
  onNote,
  onError,
}: {
  vacancyId: number;
  row: OwnerApplicationRow;
  onMoved: (row: OwnerApplicationRow) => void;
  onNote: () => void;
  onError: (err: unknown) => void;
}) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [note, setNote] = useState(row.note ?? '');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `applicant-${row.id}`;
  const moves = ACTIONS.filter((a) => canMoveApplication(a, row.state));
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="pipeline__card" data-testid="pipeline-applicant" data-state={row.state} aria-busy={busy || undefined}>
      <p className="pipeline__name">
        <strong>{row.user.name}</strong> <ApplicantEmail email={row.user.email} />
      </p>
      <p className="muted">
        <time dateTime={row.createdAt}>{formatDateTime(locale, row.createdAt)}</time>
      </p>
      {row.message ? (
        <details>
          <summary>{t('vacancies.pipeline.letter')}</summary>
          <p className="activity__text">{row.message}</p>
        </details>
      ) : null}
      {row.cv ? (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          data-testid="pipeline-cv"
          onClick={() => void run(() => downloadFile(session.token, row.cv!.url, row.cv!.name))}
        >
          {t('vacancies.pipeline.cv')}: {row.cv.name}
        </button>
      ) : null}
      <TextAreaField
        id={`${id}-note`}
        label={t('vacancies.pipeline.note')}
        value={note}
        onValueChange={setNote}
        rows={2}
        maxLength={2000}
      />
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={busy}
        onClick={() => void run(async () => (await vacanciesApi.note(session.request, vacancyId, row.id, note), onNote()))}
      >
        {t('vacancies.pipeline.saveNote')}
      </button>
      {moves.length ? (
        <>
          <TextAreaField
            id={`${id}-message`}
            label={t('vacancies.pipeline.message')}
            value={message}
            onValueChange={setMessage}
            rows={2}
            maxLength={1000}
          />
          <div className="pipeline__moves">
            {moves.map((action) => (
              <button
                key={action}
                type="button"
                className={`btn btn--small ${action === 'reject' ? 'btn--danger' : 'btn--primary'}`}
                disabled={busy}
                data-testid={`pipeline-${action}`}
                onClick={() =>
                  void run(async () => onMoved(await vacanciesApi.decide(session.request, vacancyId, row.id, action, message)))
                }
              >
                {t(`vacancies.pipeline.action.${action}`)}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </li>
  );
}
