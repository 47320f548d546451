import type { ModerationState } from '@hashar/common';
import { useI18n } from '../../../i18n';

/** The moderation state as a coloured badge (draft, on moderation, approved, rejected). */
export function ModerationBadge({ state }: { state: ModerationState }) {
  const { t } = useI18n();
  return (
    <span className={`state-badge state-badge--${state}`} data-testid="moderation-state" data-state={state}>
      {t(`organizer.moderation.${state}`)}
    </span>
  );
}
