import type { VisitCard, VisitDetail } from '@hashar/common';
import { formatDateTime } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { kindParts } from '../shapes';

/** Card: when its next session starts. */
function CardLead({ item }: { item: VisitCard }) {
  const { locale, t } = useI18n();
  return (
    <p className="event-card__meta">
      {item.nextSessionAt ? t('events.visit.next', { date: formatDateTime(locale, item.nextSessionAt) }) : t('events.visit.noSessions')}
    </p>
  );
}

/** Page: when its next session starts. */
function FactsTail({ item }: { item: VisitDetail }) {
  const { locale, t } = useI18n();
  return (
    <>
      <dt>{t('events.visit.nextLabel')}</dt>
      <dd>{item.nextSessionAt ? formatDateTime(locale, item.nextSessionAt) : t('events.visit.noSessions')}</dd>
    </>
  );
}

/** A standing visit offer's own lines: its next session. */
export const VISIT_PARTS = kindParts<VisitCard, VisitDetail>({ cardLead: CardLead, factsTail: FactsTail });
