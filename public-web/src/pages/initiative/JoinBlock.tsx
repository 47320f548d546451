import { GROUP_LIMITS, pagePath, type GroupDetail } from '@hashar/common';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { loginLink } from '../../activity/sessionAction';
import { ConfirmButton } from '../../components/ConfirmButton';
import { FormAlert, TextAreaField } from '../../components/forms';
import { useAction } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { initiativeApi } from '../../api/initiatives';
import { inviteCodeOf, joinActionOf } from './joinState';
import { SmallButton, withGroup } from './parts';

/** The id of the viewer's own pending request to this group (to withdraw it). */
async function ownRequestId(request: ReturnType<typeof useSession>['request'], groupId: number): Promise<number | null> {
  const { data } = await initiativeApi.invitations(request);
  return data.find((r) => r.kind === 'request' && r.state === 'pending' && r.group.id === groupId)?.id ?? null;
}

/** The join block of a group's public page, by what the viewer is to the group (GroupDetail.viewer). */
export function JoinBlock({ group, onChanged }: { group: GroupDetail; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const { request, role, user, refreshAvatar } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const invite = inviteCodeOf(params);
  const [message, setMessage] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // The avatar menu names the first group: it may change with joining or leaving.
  const action = useAction(() => {
    onChanged();
    refreshAvatar();
  });
  const kind = joinActionOf(group.viewer, { invite: invite !== null, isVolunteer: role === 'volon' });
  const after = (text: string) => () => setDone(text);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() =>
      initiativeApi.join(request, group.id, message.trim() ? { message: message.trim() } : {}).then(after(t('initiative.join.sent'))),
    );
  };
  const joinByInvite = () =>
    void action.run(async () => {
      await initiativeApi.join(request, group.id, { invite: invite! });
      setDone(t('initiative.join.joined'));
      setParams((p) => {
        p.delete('invite');
        return p;
      });
    });
  const cancel = () =>
    void action.run(async () => {
      const id = await ownRequestId(request, group.id);
      if (id) await initiativeApi.answer(request, id, 'cancel');
      setDone(t('initiative.join.cancelled'));
    });
  const answer = (decision: 'accept' | 'decline') =>
    void action.run(async () => {
      const id =
        group.invitationId ??
        (await initiativeApi.invitations(request)).data.find((r) => r.kind === 'invite' && r.group.id === group.id)?.id;
      if (id) await initiativeApi.answer(request, id, decision);
      setDone(t(decision === 'accept' ? 'initiative.join.joined' : 'initiative.join.declined'));
    });
  const leave = () =>
    void action.run(() => initiativeApi.removeMember(request, group.id, Number(user?.sub)).then(after(t('initiative.join.left'))));

  return (
    <section className="initiative-join" aria-labelledby="initiative-join" data-testid="join-block" data-action={kind}>
      <h2 id="initiative-join" className="visually-hidden">
        {t('initiative.join.title')}
      </h2>
      {kind === 'login' && (
        <p>
          <Link className="btn btn--primary" to={loginLink(locale, location.pathname + location.search)}>
            {t('initiative.join.login')}
          </Link>
        </p>
      )}
      {kind === 'volunteersOnly' && <p className="muted">{t('initiative.join.volunteersOnly')}</p>}
      {kind === 'joinByInvite' && (
        <>
          <p>{t('initiative.join.inviteHint')}</p>
          <button type="button" className="btn btn--primary" disabled={action.busy} onClick={joinByInvite} data-testid="join-by-invite">
            {t('initiative.join.byInvite')}
          </button>
        </>
      )}
      {kind === 'ask' && (
        <form onSubmit={ask} className="initiative-join__form">
          <TextAreaField
            id="join-message"
            label={t('initiative.join.message')}
            value={message}
            onValueChange={setMessage}
            maxLength={GROUP_LIMITS.messageMax}
            rows={2}
          />
          <button type="submit" className="btn btn--primary" disabled={action.busy} data-testid="join-ask">
            {t('initiative.join.ask')}
          </button>
        </form>
      )}
      {kind === 'pending' && (
        <p className="initiative-join__row">
          <span data-testid="join-pending">{t('initiative.join.pending')}</span>
          <SmallButton label={t('initiative.join.cancel')} busy={action.busy} onClick={cancel} />
        </p>
      )}
      {kind === 'invited' && (
        <p className="initiative-join__row">
          <span>{t('initiative.join.invited')}</span>
          <SmallButton primary label={t('initiative.accept')} busy={action.busy} onClick={() => answer('accept')} />
          <SmallButton label={t('initiative.decline')} busy={action.busy} onClick={() => answer('decline')} />
        </p>
      )}
      {kind === 'leave' && (
        <p className="initiative-join__row">
          <span>{t('initiative.join.member')}</span>
          <ConfirmButton
            label={t('initiative.leave')}
            question={t('initiative.leaveQuestion')}
            danger
            busy={action.busy}
            onConfirm={leave}
            testId="join-leave"
          />
        </p>
      )}
      {kind === 'manage' && (
        <p>
          <Link className="btn btn--primary" to={withGroup(pagePath(locale, 'profileInitiative'), group.id)}>
            {t('initiative.join.dashboard')}
          </Link>
        </p>
      )}
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {action.error && <FormAlert tone="error">{action.error}</FormAlert>}
    </section>
  );
}
