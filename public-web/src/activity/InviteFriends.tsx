import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../i18n';
import { useSession } from '../session/SessionProvider';

const InviteDialog = lazy(() => import('./InviteDialog'));

/**
 * "Invite friends" on every activity's public page (ActivityView adds it once, for every kind):
 * for signed-in volunteers; the dialog (its own chunk) lists friends with checkboxes. Texts: area `friends`.
 */
export function InviteFriendsButton({ kind, id, title }: { kind: string; id: number; title: string }) {
  const { t } = useI18n();
  const { role } = useSession();
  const [open, setOpen] = useState(false);
  if (role !== 'volon') return null;
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)} data-testid="invite-friends">
        {t('friends.invite')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <InviteDialog kind={kind} id={id} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
