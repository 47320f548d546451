import type { ProjectCard, ProjectDetail } from '@hashar/common';
import { formatDateRange } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { kindParts } from '../shapes';

/** Card: the project's dates and its state. */
function CardLead({ item }: { item: ProjectCard }) {
  const { locale, t } = useI18n();
  return (
    <p className="event-card__meta">
      <time dateTime={item.startsAt}>{formatDateRange(locale, item.startsAt, item.endsAt)}</time>
      <span className={`state-badge state-badge--${item.lifecycle}`}>{t(`events.lifecycle.${item.lifecycle}`)}</span>
    </p>
  );
}

/** Page: when it runs. */
function FactsLead({ item }: { item: ProjectDetail }) {
  const { locale, t } = useI18n();
  return (
    <>
      <dt>{t('events.event.when')}</dt>
      <dd>
        <time dateTime={item.startsAt}>{formatDateRange(locale, item.startsAt, item.endsAt)}</time>
      </dd>
    </>
  );
}

/** A project's own lines: its dates and state. */
export const PROJECT_PARTS = kindParts<ProjectCard, ProjectDetail>({ cardLead: CardLead, factsLead: FactsLead });
