import type { VacancyCard, VacancyDetail } from '@hashar/common';
import { formatDate } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { kindParts } from '../shapes';

/** Card: vacancy or internship, and the deadline for applications. */
function CardLead({ item }: { item: VacancyCard }) {
  const { locale, t } = useI18n();
  return (
    <p className="event-card__meta">
      {t(`volunteer.kind.${item.vacancyKind === 'internship' ? 'vacancy' : 'vacancy'}`)}
      {item.deadline ? (
        <>
          {' · '}
          <time dateTime={item.deadline}>{formatDate(locale, item.deadline)}</time>
        </>
      ) : null}
    </p>
  );
}

/** A vacancy's own lines: its kind and deadline. */
export const VACANCY_PARTS = kindParts<VacancyCard, VacancyDetail>({ cardLead: CardLead });
