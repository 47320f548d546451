import {
  VACANCY_KIND,
  fromTashkentInput,
  toTashkentInput,
  type PayKind,
  type VacancyDetail,
  type VacancyInput,
  type VacancyKind,
} from '@hashar/common';
import { compactErrors } from '../../components/forms/validation';
import { baseForm, integerOf, numberText, optionalText, text, type BaseValues, type KindForm } from '../activityForm';
import { baseRules } from '../activityRules';

/** A vacancy's form: the base, vacancy or internship, duties, requirements, schedule, pay, duration (ru, uz), remote, deadline, places. */
export interface VacancyValues extends BaseValues {
  vacancyKind: VacancyKind;
  dutiesRu: string;
  dutiesUz: string;
  requirementsRu: string;
  requirementsUz: string;
  scheduleRu: string;
  scheduleUz: string;
  pay: PayKind;
  amount: string;
  durationRu: string;
  durationUz: string;
  isRemote: boolean;
  /** datetime-local, Tashkent time; optional. */
  deadline: string;
  places: string;
}

/** The owner's form of a vacancy or internship (POST/PUT /api/my/vacancies); its own fields are checked by the API. */
export const vacancyForm: KindForm<VacancyValues, VacancyInput, VacancyDetail> = {
  fields: VACANCY_KIND.fields.form,
  empty: () => ({
    ...baseForm.empty(),
    vacancyKind: 'vacancy',
    dutiesRu: '',
    dutiesUz: '',
    requirementsRu: '',
    requirementsUz: '',
    scheduleRu: '',
    scheduleUz: '',
    pay: 'paid',
    amount: '',
    durationRu: '',
    durationUz: '',
    isRemote: false,
    deadline: '',
    places: '',
  }),
  fromDetail: (detail) => ({
    ...baseForm.fromDetail(detail),
    vacancyKind: detail.vacancyKind,
    dutiesRu: text(detail.dutiesRu),
    dutiesUz: text(detail.dutiesUz),
    requirementsRu: text(detail.requirementsRu),
    requirementsUz: text(detail.requirementsUz),
    scheduleRu: text(detail.scheduleRu),
    scheduleUz: text(detail.scheduleUz),
    pay: detail.pay,
    amount: numberText(detail.amount),
    durationRu: text(detail.durationRu),
    durationUz: text(detail.durationUz),
    isRemote: detail.isRemote,
    deadline: toTashkentInput(detail.deadline),
    places: numberText(detail.places),
  }),
  // The amount only when paid or a stipend; the duration only for internships.
  toInput: (values) => {
    const internship = values.vacancyKind === 'internship';
    return {
      ...baseForm.toInput(values),
      vacancyKind: values.vacancyKind,
      dutiesRu: optionalText(values.dutiesRu),
      dutiesUz: optionalText(values.dutiesUz),
      requirementsRu: optionalText(values.requirementsRu),
      requirementsUz: optionalText(values.requirementsUz),
      scheduleRu: optionalText(values.scheduleRu),
      scheduleUz: optionalText(values.scheduleUz),
      pay: values.pay,
      amount: values.pay === 'unpaid' ? null : integerOf(values.amount),
      durationRu: internship ? optionalText(values.durationRu) : null,
      durationUz: internship ? optionalText(values.durationUz) : null,
      isRemote: values.isRemote,
      deadline: fromTashkentInput(values.deadline),
      places: integerOf(values.places),
    };
  },
  validate: (values, locale) => compactErrors(baseRules(values, locale)),
};
