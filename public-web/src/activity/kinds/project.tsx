import { EVENT_LIMITS, isAllowed, WITHDRAWABLE_STATES, type ProjectCard, type ProjectDetail } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert, SubmitButton, TextAreaField } from '../../components/forms';
import { ContactsNote } from '../../components/ContactsNote';
import { formatDateRange } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { useAction } from '../../hooks/useAction';
import { useSession } from '../../session/SessionProvider';
import { DecisionButtons } from '../../components/DecisionButtons';
import { projectsApi } from '../../api/projects';
import { loginLink } from '../sessionAction';
import { kindParts } from '../shapes';
import { TextSection } from './TextSection';

/** Card: the project's dates and its state. */
function CardLead({ item }: { item: ProjectCard }) {
  const { locale, t } = useI18n();
  return (
    <p className="event-card__meta">
      <time dateTime={item.startsAt}>{formatDateRange(locale, item.startsAt, item.endsAt)}</time>
      <span className={`state-badge state-badge--${item.lifecycle}`}>{t(`events.lifecycle.${item.lifecycle}`)}</span>
      {item.isNationwide ? <span className="state-badge">{t('projects.nationwide')}</span> : null}
    </p>
  );
}

/** Page: when it runs, and its state. */
function FactsLead({ item }: { item: ProjectDetail }) {
  const { locale, t } = useI18n();
  return (
    <>
      <dt>{t('events.event.when')}</dt>
      <dd>
        <time dateTime={item.startsAt}>{formatDateRange(locale, item.startsAt, item.endsAt)}</time>{' '}
        <span className={`state-badge state-badge--${item.lifecycle}`}>{t(`events.lifecycle.${item.lifecycle}`)}</span>
      </dd>
    </>
  );
}

/** Page: nationwide, places wanted and participants. */
function FactsTail({ item }: { item: ProjectDetail }) {
  const { t } = useI18n();
  return (
    <>
      {item.isNationwide ? (
        <>
          <dt>{t('projects.nationwide')}</dt>
          <dd>✓</dd>
        </>
      ) : null}
      {item.places ? (
        <>
          <dt>{t('projects.places')}</dt>
          <dd>{item.places}</dd>
        </>
      ) : null}
      <dt>{t('projects.participants')}</dt>
      <dd data-testid="project-participants">{item.participants}</dd>
    </>
  );
}

/** Goals, how to help, and the partner organizations. */
function Sections({ item }: { item: ProjectDetail }) {
  const { t } = useI18n();
  return (
    <>
      <TextSection id="project-goals" title={t('projects.goals')} text={item.goals} />
      <TextSection id="project-help" title={t('projects.help')} text={item.help} />
      {item.partners.length ? (
        <section aria-labelledby="project-partners" data-testid="project-partners">
          <h2 id="project-partners">{t('projects.partners')}</h2>
          <ul className="activity__list">
            {item.partners.map((p) => (
              <li key={p.id}>
                {p.logo ? <img src={p.logo} alt="" width={32} height={32} loading="lazy" /> : null} <span>{p.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** Join or withdraw (volunteers and trainees), with the live application's state. */
function Join({ item, onChanged }: { item: ProjectDetail; onChanged: () => void }) {
  const { t } = useI18n();
  const { request } = useSession();
  const { busy, error, run } = useAction(onChanged);
  const [message, setMessage] = useState('');
  const live = [...item.myApplications].reverse().find((a) => a.state !== 'withdrawn');
  const closed = item.lifecycle === 'completed' || item.lifecycle === 'archived';
  const join = (event: FormEvent) => {
    event.preventDefault();
    void run(() => projectsApi.join(request, item.id, message));
  };
  return (
    <>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {live ? (
        <p data-testid="project-application" data-state={live.state}>
          {t('projects.join.state', { state: t(`volunteer.state.${live.state}`) })}
        </p>
      ) : null}
      {live && WITHDRAWABLE_STATES.includes(live.state) ? (
        <ConfirmButton
          label={t('projects.join.withdraw')}
          question={t('projects.join.confirmWithdraw', { title: item.title })}
          onConfirm={() => void run(() => projectsApi.withdraw(request, item.id))}
          busy={busy}
          testId="project-withdraw"
        />
      ) : null}
      {!live && closed ? <p className="muted">{t('projects.join.closed')}</p> : null}
      {!live && !closed ? (
        <form onSubmit={join} noValidate className="project-join">
          <TextAreaField
            id="project-join-message"
            label={t('projects.join.message')}
            rows={3}
            maxLength={EVENT_LIMITS.messageMax}
            value={message}
            onValueChange={setMessage}
          />
          <SubmitButton busy={busy} busyLabel={t('organizer.form.saving')} data-testid="project-join">
            {t('projects.join')}
          </SubmitButton>
          <ContactsNote />
        </form>
      ) : null}
    </>
  );
}

/** An organization's partnership: ask, answer an invitation, leave or withdraw the request. */
function Partnership({ item, onChanged }: { item: ProjectDetail; onChanged: () => void }) {
  const { t } = useI18n();
  const { request } = useSession();
  const { busy, error, run } = useAction(onChanged);
  const state = item.myPartnership;
  const answer = (decision: 'accept' | 'decline') => run(() => projectsApi.answerInvitation(request, item.id, decision));
  return (
    <section
      className="project-side"
      aria-labelledby="project-partner-title"
      data-testid="project-partnership"
      data-state={state ?? 'none'}
    >
      <h2 id="project-partner-title">{t('projects.partner.title')}</h2>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {state ? <p>{t(`projects.partner.${state}`)}</p> : null}
      {state === null ? (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => void run(() => projectsApi.askPartnership(request, item.id))}
          data-testid="project-partner-ask"
        >
          {t('projects.partner.ask')}
        </button>
      ) : null}
      {state === 'invited' ? (
        <DecisionButtons
          className="project-side__row"
          busy={busy}
          yes={{ label: t('projects.partner.accept'), onClick: () => void answer('accept'), testId: 'project-partner-accept' }}
          no={{ label: t('projects.partner.decline'), onClick: () => void answer('decline') }}
        />
      ) : null}
      {state === 'requested' || state === 'accepted' ? (
        <ConfirmButton
          label={t(state === 'requested' ? 'projects.partner.cancel' : 'projects.partner.leave')}
          question={t('projects.partner.confirmLeave', { title: item.title })}
          onConfirm={() => void run(() => projectsApi.leavePartnership(request, item.id))}
          busy={busy}
          testId="project-partner-leave"
        />
      ) : null}
    </section>
  );
}

/** Side column: join (volunteers, trainees), partnership (organizations), a login link for guests. */
function Actions({ item, onChanged }: { item: ProjectDetail; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const { role } = useSession();
  const { pathname } = useLocation();
  if (item.moderation !== 'approved' || item.canEdit) return null;
  if (role !== null && isAllowed({ role }, 'project.partner')) return <Partnership item={item} onChanged={onChanged} />;
  return (
    <section className="project-side" aria-labelledby="project-join-title" data-testid="project-join-box">
      <h2 id="project-join-title">{t('projects.join.title')}</h2>
      {role === null ? (
        <p>
          {t('projects.join.guest')}{' '}
          <Link className="btn btn--secondary" to={loginLink(locale, pathname)} data-testid="project-login">
            {t('projects.join.login')}
          </Link>
        </p>
      ) : isAllowed({ role }, 'project.apply') ? (
        <Join item={item} onChanged={onChanged} />
      ) : (
        <p className="muted">{t('projects.join.role')}</p>
      )}
    </section>
  );
}

/** A project's own lines: dates and state, nationwide, places and participants, goals, help, partners, join and partnership. */
export const PROJECT_PARTS = kindParts<ProjectCard, ProjectDetail>({
  cardLead: CardLead,
  factsLead: FactsLead,
  factsTail: FactsTail,
  sections: Sections,
  actions: Actions,
});
