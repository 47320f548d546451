import { VISIT_KIND, type VisitDetail, type VisitInput } from '@hashar/common';
import { compactErrors } from '../../components/forms/validation';
import { baseForm, sessionsForm, type BaseValues, type KindForm, type SessionValues } from '../activityForm';
import { baseRules, sessionRules } from '../activityRules';

/** A visit offer's form: the base and its shifts. */
export type VisitValues = BaseValues & SessionValues;

/** The owner's form of a standing visit offer (POST/PUT /api/my/visits). */
export const visitForm: KindForm<VisitValues, VisitInput, VisitDetail> = {
  fields: VISIT_KIND.fields.form,
  empty: () => ({ ...baseForm.empty(), ...sessionsForm.empty() }),
  fromDetail: (detail) => ({ ...baseForm.fromDetail(detail), ...sessionsForm.fromDetail(detail) }),
  toInput: (values) => ({ ...baseForm.toInput(values), ...sessionsForm.toInput(values) }),
  validate: (values, locale) => compactErrors({ ...baseRules(values, locale), ...sessionRules(values, locale) }),
};
