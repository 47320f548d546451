import { EVENT_KIND, EVENT_LIMITS, type EventDetail, type EventInput } from '@hashar/common';
import { compactErrors } from '../../components/forms/validation';
import {
  baseForm,
  datesForm,
  documentsForm,
  integerOf,
  numberText,
  optionalText,
  sessionsForm,
  text,
  type BaseValues,
  type DateValues,
  type DocumentValues,
  type KindForm,
  type SessionValues,
} from '../activityForm';
import { baseRules, dateRules, documentRules, integerIn, maxText, sessionRules } from '../activityRules';

/** An event's form: the base, online, its dates, documents, places, minimum age, skills, series and shifts. */
export interface EventValues extends BaseValues, DateValues, DocumentValues, SessionValues {
  isOnline: boolean;
  capacity: string;
  minAge: string;
  skills: string;
  /** '' for no series, else the event group id. */
  groupId: string;
}

const L = EVENT_LIMITS;

/** The owner's form of an event (POST/PUT /api/my/events). */
export const eventForm: KindForm<EventValues, EventInput, EventDetail> = {
  fields: EVENT_KIND.fields.form,
  empty: () => ({
    ...baseForm.empty(),
    isOnline: false,
    ...datesForm.empty(),
    ...documentsForm.empty(),
    capacity: '',
    minAge: '',
    skills: '',
    groupId: '',
    ...sessionsForm.empty(),
  }),
  fromDetail: (detail) => ({
    ...baseForm.fromDetail(detail),
    isOnline: detail.isOnline,
    ...datesForm.fromDetail(detail),
    ...documentsForm.fromDetail(detail),
    capacity: numberText(detail.capacity),
    minAge: numberText(detail.minAge),
    skills: text(detail.skills),
    groupId: numberText(detail.groupId),
    ...sessionsForm.fromDetail(detail),
  }),
  toInput: (values) => ({
    ...baseForm.toInput(values),
    isOnline: values.isOnline,
    ...datesForm.toInput(values),
    ...documentsForm.toInput(values),
    capacity: integerOf(values.capacity),
    minAge: integerOf(values.minAge),
    skills: optionalText(values.skills),
    groupId: integerOf(values.groupId),
    ...sessionsForm.toInput(values),
  }),
  validate: (values, locale) =>
    compactErrors({
      ...baseRules(values, locale),
      ...dateRules(values, locale),
      ...documentRules(values, locale),
      capacity: integerIn(locale, values.capacity, 0, L.capacityMax),
      minAge: integerIn(locale, values.minAge, 0, L.minAgeMax),
      skills: maxText(locale, values.skills, L.skillsMax),
      ...sessionRules(values, locale),
    }),
};
