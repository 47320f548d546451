import { PAY_KINDS, VACANCY_KINDS, VACANCY_LIMITS } from '@hashar/common';
import { CheckboxField, SelectField, TextField } from '../../components/forms';
import { useI18n } from '../../i18n';
import { BilingualTextFields } from '../organizer/parts/BilingualTextFields';
import { bindCheck, bindText, wholeNumber, type FormBinding } from '../organizer/parts/fieldBinding';
import type { VacancyValues } from '../../activity/kinds/vacancyForm';

const L = VACANCY_LIMITS;
type TextName = 'duties' | 'requirements' | 'schedule' | 'duration';

/**
 * A vacancy's own inputs in the organizer's form (ids `vacancy-<field>`): vacancy or internship,
 * duties and requirements (ru, uz), conditions (schedule, pay and amount in sum, duration for
 * internships), remote work, the deadline for applications (Tashkent time) and places.
 */
export function VacancyFields(form: FormBinding<VacancyValues>) {
  const { values } = form;
  const { t } = useI18n();
  const text = bindText(form);
  const texts = (name: TextName, max: number) => (
    <BilingualTextFields bind={text} name={name} label={(f) => t(`vacancies.form.${f}`)} max={max} rows={max > 1000 ? 5 : 2} />
  );
  return (
    <section className="form-section" data-testid="vacancy-fields">
      <h2>{t('vacancies.conditions')}</h2>
      <SelectField {...text('vacancyKind')} label={t('vacancies.form.kind')}>
        {VACANCY_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`vacancies.kind.${k}`)}
          </option>
        ))}
      </SelectField>
      {texts('duties', L.textMax)}
      {texts('requirements', L.textMax)}
      {texts('schedule', L.scheduleMax)}
      <div className="form-row">
        <SelectField {...text('pay')} label={t('vacancies.form.pay')}>
          {PAY_KINDS.map((p) => (
            <option key={p} value={p}>
              {t(`vacancies.pay.${p}`)}
            </option>
          ))}
        </SelectField>
        {values.pay !== 'unpaid' ? (
          <TextField {...text('amount')} {...wholeNumber(0, L.amountMax)} label={t('vacancies.form.amount')} />
        ) : null}
      </div>
      {values.vacancyKind === 'internship' ? texts('duration', L.durationMax) : null}
      <CheckboxField {...bindCheck(form)('isRemote')} label={t('vacancies.form.isRemote')} />
      <div className="form-row">
        <TextField {...text('deadline')} type="datetime-local" label={t('vacancies.form.deadline')} />
        <TextField {...text('places')} {...wholeNumber(0, L.placesMax)} label={t('vacancies.form.places')} />
      </div>
    </section>
  );
}
