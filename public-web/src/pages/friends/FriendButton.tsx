import type { FriendRelation } from '@hashar/common';
import { useAction } from '../../hooks/useAction';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { friendsApi } from '../../api/friends';
import './friends.css';

/** What may be done with a person, by relation: add; request sent (cancel); accept their request; friends. */
export function FriendAction({
  userId,
  relation,
  onChange,
}: {
  userId: number;
  relation: FriendRelation;
  onChange: (r: FriendRelation) => void;
}) {
  const { t } = useI18n();
  const { request } = useSession();
  const action = useAction(() => undefined);
  const call = (run: () => Promise<{ relation: FriendRelation }>) => void action.run(async () => onChange((await run()).relation));
  return (
    <>
      {relation === 'none' ? (
        <button
          type="button"
          className="btn btn--small btn--primary"
          disabled={action.busy}
          onClick={() => call(() => friendsApi.add(request, userId))}
          data-testid="friend-add"
        >
          {t('friends.add')}
        </button>
      ) : relation === 'outgoing' ? (
        <button
          type="button"
          className="btn btn--small btn--secondary"
          disabled={action.busy}
          onClick={() => call(() => friendsApi.remove(request, userId))}
          data-testid="friend-sent"
        >
          {t('friends.sent')} · {t('friends.cancel')}
        </button>
      ) : relation === 'incoming' ? (
        <button
          type="button"
          className="btn btn--small btn--primary"
          disabled={action.busy}
          onClick={() => call(() => friendsApi.accept(request, userId))}
          data-testid="friend-accept"
        >
          {t('friends.accept')}
        </button>
      ) : (
        <span className="state-badge state-badge--accepted" data-testid="friend-friends">
          {t('friends.areFriends')}
        </span>
      )}
      {action.error ? <span role="alert">{action.error}</span> : null}
    </>
  );
}

/**
 * The friend button of a volunteer's public page: add friend / request sent / accept / friends.
 * Only for a signed-in volunteer looking at another volunteer (the API answers others 403/404); its texts: area `friends`.
 */
export function FriendButton({ userId }: { userId: number }) {
  const session = useSession();
  const isVolunteer = session.role === 'volon' && session.user?.sub !== String(userId);
  const status = useLoad((signal) => friendsApi.status(session.request, userId, signal), `${userId}|${session.token}`, isVolunteer);
  const { update } = status;
  if (!isVolunteer || !status.data) return null;
  return <FriendAction userId={userId} relation={status.data.relation} onChange={(relation) => update((s) => ({ ...s, relation }))} />;
}
