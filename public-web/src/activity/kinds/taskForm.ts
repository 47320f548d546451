import { TASK_KIND, TASK_LIMITS, toTashkentInput, validationMessage, type TaskDetail, type TaskInput } from '@hashar/common';
import { compactErrors } from '../../components/forms/validation';
import {
  baseForm,
  decimalOf,
  momentInput,
  numberText,
  optionalText,
  requiredInteger,
  text,
  type BaseValues,
  type KindForm,
} from '../activityForm';
import { baseRules, hoursIn, integerIn, maxText } from '../activityRules';

/** A pro bono task's form: the base, online, category, skills and expected result (ru, uz), deadline, performers, estimated hours. */
export interface TaskValues extends BaseValues {
  isOnline: boolean;
  categoryId: string;
  skillsRu: string;
  skillsUz: string;
  resultRu: string;
  resultUz: string;
  /** datetime-local, Tashkent time. */
  deadline: string;
  performers: string;
  estimatedHours: string;
}

const T = TASK_LIMITS;

/** The owner's form of a task (POST/PUT /api/my/tasks); its deadline is checked by the API. */
export const taskForm: KindForm<TaskValues, TaskInput, TaskDetail> = {
  fields: TASK_KIND.fields.form,
  empty: () => ({
    ...baseForm.empty(),
    isOnline: false,
    categoryId: '',
    skillsRu: '',
    skillsUz: '',
    resultRu: '',
    resultUz: '',
    deadline: '',
    performers: '1',
    estimatedHours: '',
  }),
  fromDetail: (detail) => ({
    ...baseForm.fromDetail(detail),
    isOnline: detail.isOnline,
    categoryId: String(detail.category.id),
    skillsRu: text(detail.skillsRu),
    skillsUz: text(detail.skillsUz),
    resultRu: text(detail.resultRu),
    resultUz: text(detail.resultUz),
    deadline: toTashkentInput(detail.deadline),
    performers: String(detail.performers),
    estimatedHours: numberText(detail.estimatedHours),
  }),
  toInput: (values) => ({
    ...baseForm.toInput(values),
    isOnline: values.isOnline,
    categoryId: requiredInteger(values.categoryId),
    skillsRu: optionalText(values.skillsRu),
    skillsUz: optionalText(values.skillsUz),
    resultRu: optionalText(values.resultRu),
    resultUz: optionalText(values.resultUz),
    deadline: momentInput(values.deadline),
    performers: requiredInteger(values.performers),
    estimatedHours: decimalOf(values.estimatedHours),
  }),
  validate: (values, locale) =>
    compactErrors({
      ...baseRules(values, locale),
      categoryId: values.categoryId ? undefined : validationMessage(locale, 'required'),
      skillsRu: maxText(locale, values.skillsRu, T.skillsMax),
      skillsUz: maxText(locale, values.skillsUz, T.skillsMax),
      resultRu: maxText(locale, values.resultRu, T.resultMax),
      resultUz: maxText(locale, values.resultUz, T.resultMax),
      performers: integerIn(locale, values.performers, 1, T.performersMax, true),
      estimatedHours: hoursIn(locale, values.estimatedHours, T.hoursMax),
    }),
};
