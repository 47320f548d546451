import type { ModerationState } from '@hashar/common';
import { Link } from 'react-router-dom';
import type { EventTextKey } from '../i18n/messages/events';
import { useEventTexts } from './useEventTexts';

/** For the organizer's staff: the moderation state, the rejection reason and a link to edit. */
export function OwnerNote({
  moderation,
  rejectReason,
  editHref,
}: {
  moderation: ModerationState;
  rejectReason: string | null;
  editHref: string;
}) {
  const { t } = useEventTexts();
  return (
    <div className={`owner-note owner-note--${moderation}`} data-testid="owner-note">
      <p>
        {t('owner.state')}{' '}
        <span className={`state-badge state-badge--${moderation}`} data-testid="moderation-state">
          {t(`moderation.${moderation}` as EventTextKey)}
        </span>
      </p>
      {moderation === 'rejected' && rejectReason && <p>{t('owner.reason', { reason: rejectReason })}</p>}
      <Link className="btn btn--secondary btn--small" to={editHref} data-testid="edit-link">
        {t('owner.edit')}
      </Link>
    </div>
  );
}
