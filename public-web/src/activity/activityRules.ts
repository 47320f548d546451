import { EVENT_LIMITS, TASK_LIMITS, validationMessage, type ActivityKind, type Locale, fromTashkentInput } from '@hashar/common';
import { bilingualErrors, charCount, compactErrors } from '../components/forms/validation';
import { ACTIVITY_FIELDS, decimalOf, integerOf, type ActivityErrors, type ActivityValues } from './activityForm';
import type { SessionRow } from './sessionRows';

type Message = string | undefined;

/** At most `max` characters after trimming. */
function optionalText(locale: Locale, value: string, max: number): Message {
  return charCount(value.trim()) > max ? validationMessage(locale, 'maxLength', { max }) : undefined;
}

/** A whole number in [min, max]; empty is allowed unless `required`. */
function integerIn(locale: Locale, value: string, min: number, max: number, required = false): Message {
  const number = integerOf(value);
  if (number === null) return required ? validationMessage(locale, 'required') : undefined;
  return Number.isNaN(number) || number < min || number > max ? validationMessage(locale, 'range', { min, max }) : undefined;
}

/** Optional hours: a positive number up to `max` with at most two decimals (the API's optionalAmount). */
function hoursIn(locale: Locale, value: string, max: number): Message {
  const number = decimalOf(value);
  if (number === null) return undefined;
  return Number.isNaN(number) || number <= 0 || number > max ? validationMessage(locale, 'number', { min: 0, max }) : undefined;
}

/** A required moment (datetime-local) that is a real date. */
function moment(locale: Locale, value: string): Message {
  if (!value.trim()) return validationMessage(locale, 'required');
  return fromTashkentInput(value) === null ? validationMessage(locale, 'date') : undefined;
}

/** The end's error: its own, else the order against the start. */
function endMoment(locale: Locale, start: string, end: string): Message {
  const own = moment(locale, end);
  if (own) return own;
  const [from, to] = [fromTashkentInput(start), fromTashkentInput(end)];
  return from && to && to < from ? validationMessage(locale, 'dateOrder') : undefined;
}

function sessionErrors(locale: Locale, rows: readonly SessionRow[]): ActivityErrors {
  const errors: Record<string, Message> = {};
  rows.forEach((row, index) => {
    errors[`sessions.${index}.titleRu`] = optionalText(locale, row.titleRu, EVENT_LIMITS.titleMax);
    errors[`sessions.${index}.titleUz`] = optionalText(locale, row.titleUz, EVENT_LIMITS.titleMax);
    errors[`sessions.${index}.startsAt`] = moment(locale, row.startsAt);
    errors[`sessions.${index}.endsAt`] = endMoment(locale, row.startsAt, row.endsAt);
    errors[`sessions.${index}.capacity`] = integerIn(locale, row.capacity, 0, EVENT_LIMITS.capacityMax, true);
  });
  return compactErrors(errors);
}

/**
 * The rules of the API's event / visit validators with their messages (common/events.ts
 * EVENT_LIMITS): what the browser can tell before sending.
 */
export function validateActivity(kind: ActivityKind, values: ActivityValues, locale: Locale): ActivityErrors {
  const L = EVENT_LIMITS;
  const T = TASK_LIMITS;
  const sessionCount = values.sessions.length;
  const rules: Record<string, Message> = {
    ...bilingualErrors(locale, 'title', 'title', values.titleRu, values.titleUz, { max: L.titleMax }),
    ...bilingualErrors(locale, 'description', 'description', values.descriptionRu, values.descriptionUz, { max: L.descriptionMax }),
    directionIds: values.directionIds.length === 0 ? validationMessage(locale, 'required') : undefined,
    addressRu: optionalText(locale, values.addressRu, L.addressMax),
    addressUz: optionalText(locale, values.addressUz, L.addressMax),
    sessions:
      sessionCount === 0
        ? validationMessage(locale, 'required')
        : sessionCount > L.sessionsMax
          ? validationMessage(locale, 'range', { min: 1, max: L.sessionsMax })
          : undefined,
    startsAt: moment(locale, values.startsAt),
    endsAt: endMoment(locale, values.startsAt, values.endsAt),
    documents: values.documents.length > L.documentsMax ? validationMessage(locale, 'range', { min: 0, max: L.documentsMax }) : undefined,
    capacity: integerIn(locale, values.capacity, 0, L.capacityMax),
    minAge: integerIn(locale, values.minAge, 0, L.minAgeMax),
    skills: optionalText(locale, values.skills, L.skillsMax),
    // A task's own (TASK_LIMITS); its deadline is checked by the API (a vacancy's is optional).
    categoryId: values.categoryId ? undefined : validationMessage(locale, 'required'),
    skillsRu: optionalText(locale, values.skillsRu, T.skillsMax),
    skillsUz: optionalText(locale, values.skillsUz, T.skillsMax),
    resultRu: optionalText(locale, values.resultRu, T.resultMax),
    resultUz: optionalText(locale, values.resultUz, T.resultMax),
    performers: integerIn(locale, values.performers, 1, T.performersMax, true),
    estimatedHours: hoursIn(locale, values.estimatedHours, T.hoursMax),
  };
  // Only the fields the kind's form has (ACTIVITY_FIELDS) are checked.
  const fields = new Set<string>(ACTIVITY_FIELDS[kind]);
  const own = Object.fromEntries(Object.entries(rules).filter(([field]) => fields.has(field)));
  return { ...compactErrors(own), ...(fields.has('sessions') ? sessionErrors(locale, values.sessions) : {}) };
}

/**
 * The server's `fields` in the form's names: `sessions[2].startsAt` and `sessions.2.startsAt`
 * both become `sessions.2.startsAt`; `documents[0].key` becomes `documents`.
 */
export function serverFieldErrors(fields: Readonly<Record<string, string>>): ActivityErrors {
  const errors: ActivityErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const normalized = name.replace(/\[(\d+)\]/g, '.$1');
    const key = /^sessions\.\d+\.\w+$/.test(normalized) ? normalized : normalized.split('.')[0]!;
    errors[key] ??= message;
  }
  return errors;
}

/** The first error key in page order (a session's errors come at the sessions' place). */
export function firstErrorKey(order: readonly string[], errors: ActivityErrors): string | undefined {
  const keys = Object.keys(errors).filter((key) => errors[key]);
  for (const field of order) {
    const hit = keys.find((key) => key === field || key.startsWith(`${field}.`));
    if (hit) return hit;
  }
  return keys[0];
}
