import { pagePath, type TeamSignupDto } from '@hashar/common';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyBrowse } from '../../components/EmptyBrowse';
import { FormAlert } from '../../components/forms';
import { LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { actionFailure } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDateRange } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { useAreaGroup } from './GroupArea';
import { groupApi } from '../../api/groups';
import { MemberPicker } from '../../activity/MemberPicker';
import { activityViewPage, freeTeamPlaces, takesPart, teamActions } from '../../activity/teamRules';

type Report = (tone: 'success' | 'error', text: string) => void;

/** Names a team's members (managers): the group's members, at most the team's places. */
function NameMembers({ team, onDone, onCancel }: { team: TeamSignupDto; onDone: (team: TeamSignupDto) => void; onCancel: () => void }) {
  const { t } = useI18n();
  const session = useSession();
  const group = useAreaGroup();
  const members = useLoad((signal) => groupApi.members(session.request, group.id, signal), `${group.id}`);
  const [picked, setPicked] = useState<number[]>(() => team.members.filter((m) => takesPart(m.state)).map((m) => m.userId));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (picked.length > team.places) return setError(t('initiativeArea.teams.tooMany', { places: team.places }));
    setBusy(true);
    setError(null);
    try {
      onDone(await groupApi.nameMembers(session.request, group.id, team.id, picked));
    } catch (err) {
      setError(actionFailure(err, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="team-card__picker" data-testid="team-name-members">
      <legend>{t('initiativeArea.teams.nameLegend', { places: team.places })}</legend>
      {members.status === 'error' ? <LoadError onRetry={members.reload} /> : null}
      {!members.data && members.status === 'loading' ? <Loading /> : null}
      {members.data && members.data.length === 0 ? <p className="muted">{t('initiativeArea.teams.noGroupMembers')}</p> : null}
      {members.data ? (
        <MemberPicker idPrefix={`team-${team.id}-member`} members={members.data} picked={picked} max={team.places} onChange={setPicked} />
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="team-card__actions">
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={busy}
          onClick={() => void save()}
          data-testid="team-save-members"
        >
          {t('initiativeArea.teams.save')}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={onCancel}>
          {t('initiativeArea.teams.cancel')}
        </button>
      </div>
    </fieldset>
  );
}

/** One team sign-up: the session, places, state, named members, and what the viewer may do. */
function TeamCard({ team, report, replace }: { team: TeamSignupDto; report: Report; replace: (team: TeamSignupDto) => void }) {
  const { t, plural, locale } = useI18n();
  const session = useSession();
  const group = useAreaGroup();
  const [naming, setNaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const userId = session.user ? Number(session.user.sub) : null;
  const actions = teamActions(team, group.role, userId, new Date(team.endsAt) <= new Date());
  const view = activityViewPage(team.activity.kind);
  const free = freeTeamPlaces(team);
  const run = async (call: () => Promise<TeamSignupDto>, done: string) => {
    setBusy(true);
    try {
      replace(await call());
      report('success', done);
    } catch (err) {
      report('error', actionFailure(err, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="team-card" data-testid="team-card" data-state={team.state}>
      <h2 className="team-card__title">
        {view ? <Link to={pagePath(locale, view, { id: team.activity.id })}>{team.activity.title}</Link> : team.activity.title}
      </h2>
      <p className="team-card__meta">
        <time dateTime={team.startsAt}>{formatDateRange(locale, team.startsAt, team.endsAt)}</time>
        <span data-testid="team-places">
          {plural('initiativeArea.teams.places', team.places)}
          {free > 0 && actions.name ? ` · ${plural('initiativeArea.teams.free', free)}` : ''}
        </span>
        <span className={`state-badge state-badge--${team.state}`} data-testid="team-state">
          {t(`initiativeArea.state.${team.state}` as 'initiativeArea.state.pending')}
        </span>
      </p>
      <h3 className="muted">{t('initiativeArea.teams.members')}</h3>
      {team.members.length ? (
        <ul className="team-card__members" data-testid="team-members">
          {team.members.map((m) => (
            <li key={m.applicationId} data-state={m.state}>
              {m.name}
              {m.state !== team.state ? ` — ${t(`initiativeArea.state.${m.state}` as 'initiativeArea.state.pending')}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('initiativeArea.teams.noMembers')}</p>
      )}
      {naming ? (
        <NameMembers
          team={team}
          onCancel={() => setNaming(false)}
          onDone={(saved) => {
            setNaming(false);
            replace(saved);
            report('success', t('initiativeArea.teams.saved'));
          }}
        />
      ) : null}
      <div className="team-card__actions">
        {actions.name && !naming ? (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setNaming(true)} data-testid="team-name">
            {t('initiativeArea.teams.name')}
          </button>
        ) : null}
        {actions.join ? (
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={busy}
            onClick={() => void run(() => groupApi.join(session.request, group.id, team.id), t('initiativeArea.teams.joined'))}
            data-testid="team-join"
          >
            {t('initiativeArea.teams.join')}
          </button>
        ) : null}
        {actions.withdraw ? (
          <ConfirmButton
            label={t('initiativeArea.teams.withdraw')}
            question={t('initiativeArea.teams.withdrawQuestion', { title: team.activity.title })}
            busy={busy}
            danger
            onConfirm={() => void run(() => groupApi.withdraw(session.request, group.id, team.id), t('initiativeArea.teams.withdrawn'))}
            testId="team-withdraw"
          />
        ) : null}
      </div>
    </li>
  );
}

/** profile/initiative/events: the shifts the group signed up to as a team. */
export default function TeamsPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const group = useAreaGroup();
  const [page, setPage] = useState(1);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const title = t('initiativeArea.teams.title');
  useDocumentTitle(title);
  const loaded = useLoad((signal) => groupApi.teams(session.request, group.id, page, signal), `${locale}|${group.id}|${page}`);
  const report: Report = (tone, text) => {
    setFlash({ tone, text });
    requestAnimationFrame(() => alertRef.current?.focus());
  };
  const replace = (saved: TeamSignupDto) =>
    loaded.update((p) => ({ ...p, data: p.data.map((row) => (row.id === saved.id ? saved : row)) }));
  const list = loaded.data;
  return (
    <section className="organizer" data-testid="team-signups">
      <h1>{title}</h1>
      <p className="muted">{t('initiativeArea.teams.lead')}</p>
      {flash ? (
        <FormAlert ref={alertRef} tone={flash.tone} testId="team-message">
          {flash.text}
        </FormAlert>
      ) : null}
      {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} /> : null}
      {!list && loaded.status === 'loading' ? <Loading /> : null}
      {list && list.data.length === 0 ? (
        <EmptyBrowse page="events" browse={t('initiativeArea.teams.browse')} testId="teams-empty">
          {t('initiativeArea.teams.empty')}
        </EmptyBrowse>
      ) : null}
      {list && list.data.length ? (
        <ul className="team-list">
          {list.data.map((team) => (
            <TeamCard key={team.id} team={team} report={report} replace={replace} />
          ))}
        </ul>
      ) : null}
      {list ? <Pager page={list.page} total={list.total} perPage={list.perPage} onPage={setPage} /> : null}
    </section>
  );
}
