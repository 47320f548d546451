import { PAY_KINDS, VACANCY_KINDS, VACANCY_LIMITS, type PayKind, type VacancyKind } from '@hashar/common';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/forms';
import { useI18n } from '../../i18n';
import type { ActivityFieldsProps } from '../organizer/parts/ActivityFields';

const L = VACANCY_LIMITS;
type TextKey = 'dutiesRu' | 'dutiesUz' | 'requirementsRu' | 'requirementsUz' | 'scheduleRu' | 'scheduleUz' | 'durationRu' | 'durationUz';

/**
 * A vacancy's own inputs in the organizer's form (ids `vacancy-<field>`): vacancy or internship,
 * duties and requirements (ru, uz), conditions (schedule, pay and amount in sum, duration for
 * internships), remote work, the deadline for applications (Tashkent time) and places.
 */
export function VacancyFields({ kind, values, set, errors }: Pick<ActivityFieldsProps, 'kind' | 'values' | 'set' | 'errors'>) {
  const { t } = useI18n();
  const id = (field: string) => `${kind}-${field}`;
  const textArea = (field: TextKey, max: number, uz = false) => (
    <TextAreaField
      id={id(field)}
      label={t(`vacancies.form.${field}`)}
      maxLength={max}
      rows={max > 1000 ? 5 : 2}
      value={values[field]}
      onValueChange={(v) => set(field, v)}
      error={errors[field]}
      hint={uz ? t('organizer.form.uzHint') : undefined}
    />
  );
  return (
    <section className="form-section" data-testid="vacancy-fields">
      <h2>{t('vacancies.conditions')}</h2>
      <SelectField
        id={id('vacancyKind')}
        label={t('vacancies.form.kind')}
        value={values.vacancyKind}
        onValueChange={(v) => set('vacancyKind', v as VacancyKind)}
        error={errors['vacancyKind']}
      >
        {VACANCY_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`vacancies.kind.${k}`)}
          </option>
        ))}
      </SelectField>
      {textArea('dutiesRu', L.textMax)}
      {textArea('dutiesUz', L.textMax, true)}
      {textArea('requirementsRu', L.textMax)}
      {textArea('requirementsUz', L.textMax, true)}
      {textArea('scheduleRu', L.scheduleMax)}
      {textArea('scheduleUz', L.scheduleMax, true)}
      <div className="form-row">
        <SelectField
          id={id('pay')}
          label={t('vacancies.form.pay')}
          value={values.pay}
          onValueChange={(v) => set('pay', v as PayKind)}
          error={errors['pay']}
        >
          {PAY_KINDS.map((p) => (
            <option key={p} value={p}>
              {t(`vacancies.pay.${p}`)}
            </option>
          ))}
        </SelectField>
        {values.pay !== 'unpaid' ? (
          <TextField
            id={id('amount')}
            type="number"
            inputMode="numeric"
            min={0}
            max={L.amountMax}
            label={t('vacancies.form.amount')}
            value={values.amount}
            onValueChange={(v) => set('amount', v)}
            error={errors['amount']}
          />
        ) : null}
      </div>
      {values.vacancyKind === 'internship' ? (
        <>
          {textArea('durationRu', L.durationMax)}
          {textArea('durationUz', L.durationMax, true)}
        </>
      ) : null}
      <CheckboxField
        id={id('isRemote')}
        label={t('vacancies.form.isRemote')}
        checked={values.isRemote}
        onCheckedChange={(v) => set('isRemote', v)}
        error={errors['isRemote']}
      />
      <div className="form-row">
        <TextField
          id={id('deadline')}
          type="datetime-local"
          label={t('vacancies.form.deadline')}
          value={values.deadline}
          onValueChange={(v) => set('deadline', v)}
          error={errors['deadline']}
        />
        <TextField
          id={id('places')}
          type="number"
          inputMode="numeric"
          min={0}
          max={L.placesMax}
          label={t('vacancies.form.places')}
          value={values.places}
          onValueChange={(v) => set('places', v)}
          error={errors['places']}
        />
      </div>
    </section>
  );
}
