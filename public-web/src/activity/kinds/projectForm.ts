import { PROJECT_KIND, type ProjectDetail, type ProjectInput } from '@hashar/common';
import { compactErrors } from '../../components/forms/validation';
import {
  baseForm,
  datesForm,
  documentsForm,
  integerOf,
  numberText,
  optionalText,
  text,
  type BaseValues,
  type DateValues,
  type DocumentValues,
  type KindForm,
} from '../activityForm';
import { baseRules, dateRules, documentRules } from '../activityRules';

/** A project's form: the base, its dates and documents, nationwide, goals and how to help (ru, uz), places. */
export interface ProjectValues extends BaseValues, DateValues, DocumentValues {
  isNationwide: boolean;
  goalsRu: string;
  goalsUz: string;
  helpRu: string;
  helpUz: string;
  places: string;
}

/** The owner's form of a project (POST/PUT /api/my/projects). */
export const projectForm: KindForm<ProjectValues, ProjectInput, ProjectDetail> = {
  fields: PROJECT_KIND.fields.form,
  empty: () => ({
    ...baseForm.empty(),
    ...datesForm.empty(),
    ...documentsForm.empty(),
    isNationwide: false,
    goalsRu: '',
    goalsUz: '',
    helpRu: '',
    helpUz: '',
    places: '',
  }),
  fromDetail: (detail) => ({
    ...baseForm.fromDetail(detail),
    ...datesForm.fromDetail(detail),
    ...documentsForm.fromDetail(detail),
    isNationwide: detail.isNationwide,
    goalsRu: text(detail.goalsRu),
    goalsUz: text(detail.goalsUz),
    helpRu: text(detail.helpRu),
    helpUz: text(detail.helpUz),
    places: numberText(detail.places),
  }),
  toInput: (values) => ({
    ...baseForm.toInput(values),
    ...datesForm.toInput(values),
    ...documentsForm.toInput(values),
    isNationwide: values.isNationwide,
    goalsRu: optionalText(values.goalsRu),
    goalsUz: optionalText(values.goalsUz),
    helpRu: optionalText(values.helpRu),
    helpUz: optionalText(values.helpUz),
    places: integerOf(values.places),
  }),
  validate: (values, locale) =>
    compactErrors({ ...baseRules(values, locale), ...dateRules(values, locale), ...documentRules(values, locale) }),
};
