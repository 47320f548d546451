import type { ModerationState } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n';

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
  const { t } = useI18n();
  return (
    <div className={`owner-note owner-note--${moderation}`} data-testid="owner-note">
      <p>
        {t('events.owner.state')}{' '}
        <span className={`state-badge state-badge--${moderation}`} data-testid="moderation-state">
          {t(`events.moderation.${moderation}`)}
        </span>
      </p>
      {moderation === 'rejected' && rejectReason && <p>{t('events.owner.reason', { reason: rejectReason })}</p>}
      <Link className="btn btn--secondary btn--small" to={editHref} data-testid="edit-link">
        {t('events.owner.edit')}
      </Link>
    </div>
  );
}
