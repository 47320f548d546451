import type { VacancyCard, VacancyDetail } from '@hashar/common';
import { lazy, Suspense } from 'react';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { formatNumber } from '../../i18n/numbers';
import { kindParts } from '../shapes';
import { TextSection } from './TextSection';

/** A sum in Uzbek so'm with grouped digits: "1 500 000". */
const sum = (amount: number) => formatNumber('ru', amount);

/** Pay kind, and the amount when it has one. */
function PayText({ item }: { item: VacancyCard }) {
  const { t } = useI18n();
  const amount = item.pay !== 'unpaid' && item.amount ? ` · ${t('vacancies.amount', { amount: sum(item.amount) })}` : '';
  return (
    <>
      {t(`vacancies.pay.${item.pay}`)}
      {amount}
    </>
  );
}

/** Card: vacancy or internship, pay, and the deadline for applications. */
function CardLead({ item }: { item: VacancyCard }) {
  const { locale, t } = useI18n();
  return (
    <p className="event-card__meta" data-testid="vacancy-card-kind">
      <span className={`state-badge state-badge--${item.vacancyKind}`}>{t(`vacancies.kind.${item.vacancyKind}`)}</span>{' '}
      <PayText item={item} />
      {item.deadline ? (
        <>
          {' · '}
          {t('vacancies.deadline')} <time dateTime={item.deadline}>{formatDate(locale, item.deadline)}</time>
        </>
      ) : null}
    </p>
  );
}

/** Page facts before the place: the kind and the deadline (Tashkent time). */
function FactsLead({ item }: { item: VacancyDetail }) {
  const { locale, t } = useI18n();
  return (
    <>
      <dt>{t('vacancies.kind')}</dt>
      <dd data-testid="vacancy-kind">{t(`vacancies.kind.${item.vacancyKind}`)}</dd>
      <dt>{t('vacancies.deadline')}</dt>
      <dd>{item.deadline ? <time dateTime={item.deadline}>{formatDateTime(locale, item.deadline)}</time> : t('vacancies.noDeadline')}</dd>
    </>
  );
}

/** Page facts after the place: pay and places. */
function FactsTail({ item }: { item: VacancyDetail }) {
  const { t } = useI18n();
  return (
    <>
      <dt>{t('vacancies.pay')}</dt>
      <dd data-testid="vacancy-pay">
        <PayText item={item} />
      </dd>
      {item.places ? (
        <>
          <dt>{t('vacancies.places')}</dt>
          <dd>{item.places}</dd>
        </>
      ) : null}
    </>
  );
}

/** Duties, requirements and conditions (schedule, format, pay, duration for internships). */
function Sections({ item }: { item: VacancyDetail }) {
  const { t } = useI18n();
  return (
    <>
      <TextSection id="vacancy-duties" title={t('vacancies.duties')} text={item.duties} />
      <TextSection id="vacancy-requirements" title={t('vacancies.requirements')} text={item.requirements} />
      <section aria-labelledby="vacancy-conditions" data-testid="vacancy-conditions">
        <h2 id="vacancy-conditions">{t('vacancies.conditions')}</h2>
        <dl className="activity__facts">
          {item.schedule ? (
            <>
              <dt>{t('vacancies.schedule')}</dt>
              <dd>{item.schedule}</dd>
            </>
          ) : null}
          <dt>{t('vacancies.format')}</dt>
          <dd>{t(`vacancies.remote.${item.isRemote ? 'true' : 'false'}`)}</dd>
          <dt>{t('vacancies.pay')}</dt>
          <dd>
            <PayText item={item} />
          </dd>
          {item.vacancyKind === 'internship' && item.duration ? (
            <>
              <dt>{t('vacancies.duration')}</dt>
              <dd>{item.duration}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}

/** The apply box (cover letter, CV upload, the application's steps) loads with the page that shows it. */
const ApplyBox = lazy(() => import('./ApplyBox'));

function Actions(props: { item: VacancyDetail; onChanged: () => void }) {
  return (
    <Suspense fallback={null}>
      <ApplyBox {...props} />
    </Suspense>
  );
}

/** A vacancy's own lines and parts: kind, pay, deadline; duties, requirements, conditions; applying with a CV. */
export const VACANCY_PARTS = kindParts<VacancyCard, VacancyDetail>({
  cardLead: CardLead,
  factsLead: FactsLead,
  factsTail: FactsTail,
  sections: Sections,
  actions: Actions,
});
