import { EVENT_LIMITS, GROUP_LIMITS, pagePath, type MyGroupBrief, type SessionDto, type TeamSignupDto } from '@hashar/common';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../api/client';
import { Dialog, type DialogHandle } from '../components/Dialog';
import { FormAlert, SelectField, TextAreaField, TextField } from '../components/forms';
import { LoadError, Loading } from '../components/LoadState';
import { actionFailure } from '../hooks/useAction';
import { useLoad } from '../hooks/useLoad';
import { useI18n } from '../i18n';
import { loadAreas } from '../i18n/format';
import { withGroup } from '../api/client';
import { managedGroups } from './ownerContext';
import { groupApi } from '../api/groups';
import { maxTeamPlaces, teamSignupErrors } from './teamRules';
import { MemberPicker } from './MemberPicker';
import { useSession } from '../session/SessionProvider';
import './teams.css';

interface Props {
  session: SessionDto;
  /** The session's name (its title or dates), for the button's accessible name. */
  label: string;
  /** Called after a sign-up, to reload places. */
  onChanged: () => void;
}

/**
 * "Sign the team up" on a session (events, visits): shown to a leader or co-leader of an active
 * group (loaded lazily, with its texts, only for signed-in volunteers); a small dialog sends
 * POST /api/sessions/:id/team.
 */
export default function TeamSignup({ session, label, onChanged }: Props) {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const [open, setOpen] = useState(false);
  const groups = useLoad(
    (signal) =>
      Promise.all([loadAreas(['initiativeArea'], locale), groupApi.myGroups(request, token, signal)]).then(([, all]) => managedGroups(all)),
    `${locale}|${token}`,
  );
  if (!groups.data?.length) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-label={`${t('initiativeArea.signup.button')}: ${label}`}
        onClick={() => setOpen(true)}
        data-testid="team-signup"
      >
        {t('initiativeArea.signup.button')}
      </button>
      {open ? <TeamDialog session={session} groups={groups.data} onClose={() => setOpen(false)} onChanged={onChanged} /> : null}
    </>
  );
}

type Errors = Partial<Record<'groupId' | 'places' | 'memberIds' | 'message', string>>;

function TeamDialog({
  session,
  groups,
  onClose,
  onChanged,
}: {
  session: SessionDto;
  groups: MyGroupBrief[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const ref = useRef<DialogHandle>(null);
  const [groupId, setGroupId] = useState(groups[0]!.id);
  const max = maxTeamPlaces(session.freePlaces);
  const [places, setPlaces] = useState(String(Math.min(3, max)));
  const [picked, setPicked] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TeamSignupDto | null>(null);
  const [busy, setBusy] = useState(false);
  const members = useLoad((signal) => groupApi.members(request, groupId, signal), `${groupId}`);
  const group = groups.find((g) => g.id === groupId) ?? groups[0]!;
  const count = /^\d+$/.test(places) ? Number(places) : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = teamSignupErrors(places, picked, max);
    const shown: Errors = {
      places: local.places ? t('initiativeArea.signup.placesError', { max }) : undefined,
      memberIds: local.memberIds ? t('initiativeArea.signup.membersError') : undefined,
    };
    setErrors(shown);
    setFailure(null);
    if (local.places || local.memberIds) return;
    setBusy(true);
    try {
      const body = { groupId, places: count, memberIds: picked, message: message.trim() || null };
      setDone(await groupApi.signUp(request, session.id, body));
      onChanged();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      const byField: Errors = {};
      for (const key of ['groupId', 'places', 'memberIds', 'message'] as const) {
        const text = fields[key] ?? Object.entries(fields).find(([name]) => name.startsWith(`${key}.`))?.[1];
        if (text) byField[key] = text;
      }
      setErrors(byField);
      setFailure(Object.keys(byField).length ? t('initiativeArea.signup.fix') : actionFailure(err, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog handle={ref} className="team-dialog" labelledBy={`team-title-${session.id}`} onClose={onClose} testId="team-dialog">
      <h2 id={`team-title-${session.id}`}>{t('initiativeArea.signup.title')}</h2>
      {done ? (
        <>
          <FormAlert tone={done.state === 'waitlisted' ? 'info' : 'success'} testId="team-signup-result">
            {t(done.state === 'waitlisted' ? 'initiativeArea.signup.done.waitlisted' : 'initiativeArea.signup.done.pending', {
              name: done.group.name,
            })}
          </FormAlert>
          <div className="team-dialog__actions">
            <Link className="btn btn--secondary" to={withGroup(pagePath(locale, 'profileInitiativeEvents'), done.group.id)}>
              {t('initiativeArea.signup.toTeams')}
            </Link>
            <button type="button" className="btn btn--primary" onClick={() => ref.current?.close()}>
              {t('initiativeArea.signup.cancel')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {failure ? (
            <FormAlert tone="error" testId="team-signup-error">
              {failure}
            </FormAlert>
          ) : null}
          {groups.length > 1 ? (
            <SelectField
              id={`team-group-${session.id}`}
              label={t('initiativeArea.signup.group')}
              value={String(groupId)}
              error={errors.groupId}
              onValueChange={(value) => {
                setGroupId(Number(value));
                setPicked([]);
              }}
            >
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="initiative-area__group">{group.name}</p>
          )}
          <TextField
            id={`team-places-${session.id}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            required
            label={t('initiativeArea.signup.places')}
            hint={session.freePlaces > 0 ? t('initiativeArea.signup.placesHint', { max }) : t('initiativeArea.signup.placesFull', { max })}
            value={places}
            error={errors.places}
            onValueChange={setPlaces}
          />
          <fieldset className="team-card__picker">
            <legend>{t('initiativeArea.signup.members')}</legend>
            <p className="muted">{t('initiativeArea.signup.membersHint')}</p>
            {members.status === 'error' ? <LoadError onRetry={members.reload} /> : null}
            {!members.data && members.status === 'loading' ? <Loading /> : null}
            {members.data ? (
              <MemberPicker
                idPrefix={`team-${session.id}-member`}
                members={members.data}
                picked={picked}
                max={Math.max(count, picked.length) || GROUP_LIMITS.teamPlacesMax}
                onChange={setPicked}
              />
            ) : null}
            {errors.memberIds ? (
              <p className="field__error" role="alert">
                {errors.memberIds}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            id={`team-message-${session.id}`}
            label={t('initiativeArea.signup.message')}
            rows={3}
            maxLength={EVENT_LIMITS.messageMax}
            value={message}
            error={errors.message}
            onValueChange={setMessage}
          />
          <div className="team-dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={() => ref.current?.close()}>
              {t('initiativeArea.signup.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy} data-testid="team-signup-submit">
              {t('initiativeArea.signup.submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
