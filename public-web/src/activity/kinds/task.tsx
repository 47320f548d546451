import type { TaskCard, TaskDetail } from '@hashar/common';
import { formatDate } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { kindParts } from '../shapes';

/** Card: the task's category and deadline. */
function CardLead({ item }: { item: TaskCard }) {
  const { locale } = useI18n();
  return (
    <p className="event-card__meta">
      {item.category.name} · <time dateTime={item.deadline}>{formatDate(locale, item.deadline)}</time>
    </p>
  );
}

/** Page: its category and deadline. */
function FactsLead({ item }: { item: TaskDetail }) {
  const { locale } = useI18n();
  return (
    <>
      <dt>{item.category.name}</dt>
      <dd>
        <time dateTime={item.deadline}>{formatDate(locale, item.deadline)}</time>
      </dd>
    </>
  );
}

/** A pro bono task's own lines: category and deadline. */
export const TASK_PARTS = kindParts<TaskCard, TaskDetail>({ cardLead: CardLead, factsLead: FactsLead });
