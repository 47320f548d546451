import { PROJECT_LIMITS, type OwnerApplicationRow, type ProjectPartnership } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { listMine } from '../../api/organizer';
import { useOwnerContext } from '../../activity/ownerContext';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ApplicantEmail } from '../organizer/parts/ApplicantEmail';
import { DecisionButtons } from '../../components/DecisionButtons';
import { TeamSummary } from '../organizer/parts/TeamSummary';
import { projectsApi } from '../../api/projects';

/** One participant: accept or reject a pending application, verify hours of an accepted one. */
function Participant({ projectId, row, reload }: { projectId: number; row: OwnerApplicationRow; reload: () => void }) {
  const { t } = useI18n();
  const { request } = useSession();
  const { busy, error, run } = useAction(reload);
  const [hours, setHours] = useState('');
  const decide = (action: 'accept' | 'reject') => run(() => projectsApi.decide(request, projectId, row.id, action));
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(() => projectsApi.verify(request, projectId, row.id, Number(hours.replace(',', '.'))));
  };
  return (
    <li className="project-manage__item" data-testid="participant-row" data-state={row.state}>
      <strong>{row.user.name}</strong>
      <span className="muted">
        <ApplicantEmail email={row.user.email} /> · {t(`volunteer.state.${row.state}`)}
      </span>
      {row.team ? <TeamSummary team={row.team} /> : null}
      {row.message ? <p>{row.message}</p> : null}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {row.state === 'pending' ? (
        <DecisionButtons
          className="project-manage__actions"
          busy={busy}
          yes={{ label: t('projects.participants.accept'), onClick: () => void decide('accept'), testId: 'participant-accept' }}
          no={{ label: t('projects.participants.reject'), onClick: () => void decide('reject') }}
        />
      ) : null}
      {row.state === 'accepted' || row.state === 'attended' ? (
        <form className="project-manage__actions" onSubmit={verify} noValidate>
          <TextField
            id={`participant-hours-${row.id}`}
            className="project-manage__hours"
            type="number"
            inputMode="decimal"
            min={0.5}
            step={0.5}
            max={PROJECT_LIMITS.hoursMax}
            label={t('projects.participants.hours')}
            value={hours}
            onValueChange={setHours}
          />
          <SubmitButton busy={busy} busyLabel={t('organizer.form.saving')} data-testid="participant-verify">
            {t('projects.participants.verify')}
          </SubmitButton>
        </form>
      ) : null}
      {row.hours !== null ? <p data-testid="participant-hours">{t('projects.participants.verified', { hours: row.hours })}</p> : null}
    </li>
  );
}

/** A partnership on the owner's side: accept or decline a request, remove a partner or an invitation. */
function Partner({ projectId, row, reload }: { projectId: number; row: ProjectPartnership; reload: () => void }) {
  const { t } = useI18n();
  const { request } = useSession();
  const { busy, error, run } = useAction(reload);
  const decide = (action: 'accept' | 'decline') => run(() => projectsApi.decidePartner(request, projectId, row.id, action));
  return (
    <li className="project-manage__item" data-testid="partner-row" data-state={row.state}>
      <strong>{row.name}</strong>
      <span className="muted">{t(`projects.partners.state.${row.state}`)}</span>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {row.state === 'requested' ? (
        <DecisionButtons
          className="project-manage__actions"
          busy={busy}
          yes={{ label: t('projects.partners.accept'), onClick: () => void decide('accept'), testId: 'partner-accept' }}
          no={{ label: t('projects.partners.decline'), onClick: () => void decide('decline') }}
        />
      ) : (
        <div className="project-manage__actions">
          <ConfirmButton
            label={t('projects.partners.remove')}
            question={t('projects.partner.confirmLeave', { title: row.name })}
            onConfirm={() => void run(() => projectsApi.removePartner(request, projectId, row.id))}
            busy={busy}
          />
        </div>
      )}
    </li>
  );
}

/** Finds organizations by name and invites one. */
function Invite({ projectId, reload }: { projectId: number; reload: () => void }) {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const [q, setQ] = useState('');
  const { busy, error, run } = useAction(reload);
  const found = useLoad(
    (signal) => projectsApi.candidates(request, projectId, q.trim(), signal),
    `${locale}|${token}|${projectId}|${q.trim()}`,
    q.trim().length >= 2,
  );
  return (
    <div className="project-manage__invite">
      <h3>{t('projects.partners.invite')}</h3>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <TextField
        id={`project-${projectId}-invite`}
        label={t('projects.partners.search')}
        value={q}
        onValueChange={setQ}
        maxLength={100}
        autoComplete="off"
      />
      {q.trim().length >= 2 && found.data ? (
        found.data.data.length ? (
          <ul className="project-manage__list">
            {found.data.data.map((o) => (
              <li key={o.id} className="project-side__row">
                <span>{o.name}</span>
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={busy}
                  onClick={() => void run(() => projectsApi.invite(request, projectId, o.id))}
                >
                  {t('projects.partners.inviteSend')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('projects.partners.noMatch')}</p>
        )
      ) : null}
    </div>
  );
}

/** Participants and partners of one of the owner's projects. */
function ManageOne({ projectId }: { projectId: number }) {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const key = `${locale}|${token}|${projectId}`;
  const applicants = useLoad((signal) => projectsApi.applicants(request, projectId, signal), key);
  const partners = useLoad((signal) => projectsApi.partners(request, projectId, signal), key);
  return (
    <>
      <section aria-labelledby="project-participants-title" data-testid="project-participants-manage">
        <h3 id="project-participants-title">{t('projects.participants.title')}</h3>
        {applicants.status === 'error' ? <LoadError onRetry={applicants.reload} /> : null}
        {!applicants.data && applicants.status === 'loading' ? <Loading /> : null}
        {applicants.data && applicants.data.data.length === 0 ? (
          <Empty testId="participants-empty">{t('projects.participants.empty')}</Empty>
        ) : null}
        {applicants.data?.data.length ? (
          <ul className="project-manage__list">
            {applicants.data.data.map((row) => (
              <Participant key={row.id} projectId={projectId} row={row} reload={applicants.reload} />
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="project-partners-title" data-testid="project-partners-manage">
        <h3 id="project-partners-title">{t('projects.partners.title')}</h3>
        {partners.status === 'error' ? <LoadError onRetry={partners.reload} /> : null}
        {partners.data && partners.data.data.length === 0 ? <p className="muted">{t('projects.partners.empty')}</p> : null}
        {partners.data?.data.length ? (
          <ul className="project-manage__list">
            {partners.data.data.map((row) => (
              <Partner key={row.id} projectId={projectId} row={row} reload={partners.reload} />
            ))}
          </ul>
        ) : null}
        <Invite projectId={projectId} reload={partners.reload} />
      </section>
    </>
  );
}

/** The owner's participants (accept, reject, verify hours) and partners of a published project of theirs. */
export function ProjectManage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const { groupId } = useOwnerContext();
  const [chosen, setChosen] = useState('');
  const mine = useLoad(
    (signal) => listMine(session.request, 'project', { moderation: 'approved', page: 1, group: groupId }, signal),
    `${locale}|${session.token}|approved-projects|${groupId}`,
  );
  const projects = mine.data?.data ?? [];
  if (mine.data && projects.length === 0) return null;
  return (
    <section className="project-manage" aria-labelledby="project-manage-title" data-testid="project-manage">
      <h2 id="project-manage-title">{t('projects.manage')}</h2>
      <SelectField id="project-manage-choice" label={t('projects.manage.project')} value={chosen} onValueChange={setChosen}>
        <option value="">{t('projects.manage.none')}</option>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </SelectField>
      {chosen ? <ManageOne key={chosen} projectId={Number(chosen)} /> : null}
    </section>
  );
}
