import { useRef, useState } from 'react';
import { Dialog, type DialogHandle } from '../components/Dialog';
import { CheckboxField } from '../components/forms';
import { LoadError, Loading } from '../components/LoadState';
import { actionFailure } from '../hooks/useAction';
import { useLoad } from '../hooks/useLoad';
import { useI18n } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { friendsApi } from '../api/friends';
import './invite.css';

/** The modal list of friends to invite to an activity (a native <dialog>: focus kept inside, Escape closes). */
export default function InviteDialog({ kind, id, title, onClose }: { kind: string; id: number; title: string; onClose: () => void }) {
  const { t } = useI18n();
  const session = useSession();
  const ref = useRef<DialogHandle>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  // One page of up to 100 friends: the most anyone picks from a list in a dialog.
  const friends = useLoad((signal) => friendsApi.list(session.request, 'accepted', 1, signal, 100), session.token ?? '');

  const toggle = (userId: number, on: boolean) => setPicked((ids) => (on ? [...ids, userId] : ids.filter((x) => x !== userId)));
  const send = async () => {
    if (picked.length === 0) return setMessage({ text: t('friends.invite.pick'), ok: false });
    setBusy(true);
    try {
      const res = await friendsApi.invite(session.request, kind, id, picked);
      setMessage({ text: t('friends.invite.done', { count: res.invited }), ok: true });
      setPicked([]);
    } catch (err) {
      setMessage({ text: actionFailure(err, t('errors.network')), ok: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog handle={ref} className="invite-dialog" labelledBy="invite-title" onClose={onClose} testId="invite-dialog">
      <h2 id="invite-title">{t('friends.invite.title', { title })}</h2>
      <p className="muted">{t('friends.invite.hint')}</p>
      {friends.status === 'error' ? (
        <LoadError onRetry={friends.reload} />
      ) : !friends.data ? (
        <Loading />
      ) : friends.data.total === 0 ? (
        <p data-testid="invite-none">{t('friends.invite.none')}</p>
      ) : (
        <ul className="invite-dialog__list">
          {friends.data.data.map((f) => (
            <li key={f.id}>
              <CheckboxField
                id={`invite-${f.id}`}
                label={f.name}
                checked={picked.includes(f.id)}
                onCheckedChange={(on) => toggle(f.id, on)}
              />
            </li>
          ))}
        </ul>
      )}
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} data-testid="invite-message">
          {message.text}
        </p>
      ) : null}
      <div className="invite-dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => ref.current?.close()}>
          {t('friends.invite.close')}
        </button>
        {friends.data?.total ? (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void send()} data-testid="invite-send">
            {t('friends.invite.send')}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
