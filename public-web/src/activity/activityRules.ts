import { EVENT_LIMITS, validationMessage, type Locale, fromTashkentInput } from '@hashar/common';
import { bilingualErrors, charCount } from '../components/forms/validation';
import {
  decimalOf,
  integerOf,
  type ActivityErrors,
  type BaseValues,
  type DateValues,
  type DocumentValues,
  type SessionValues,
} from './activityForm';

/**
 * The checks of the owner's form every kind shares, with the API's messages (common's
 * EVENT_LIMITS and each kind's limits): a kind's validate() joins the rules of the parts it has
 * with its own fields' and keeps the messages (compactErrors).
 */

/** A field's message, undefined when it is valid. */
type Message = string | undefined;
/** Messages by field name, valid ones included. */
type Rules = Record<string, Message>;

/** At most `max` characters after trimming. */
export function maxText(locale: Locale, value: string, max: number): Message {
  return charCount(value.trim()) > max ? validationMessage(locale, 'maxLength', { max }) : undefined;
}

/** A whole number in [min, max]; empty is allowed unless `required`. */
export function integerIn(locale: Locale, value: string, min: number, max: number, required = false): Message {
  const number = integerOf(value);
  if (number === null) return required ? validationMessage(locale, 'required') : undefined;
  return Number.isNaN(number) || number < min || number > max ? validationMessage(locale, 'range', { min, max }) : undefined;
}

/** Optional hours: a positive number up to `max` with at most two decimals (the API's optionalAmount). */
export function hoursIn(locale: Locale, value: string, max: number): Message {
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

/** Text, directions and address, as every kind's API validators check them. */
export function baseRules(values: BaseValues, locale: Locale): Rules {
  const L = EVENT_LIMITS;
  return {
    ...bilingualErrors(locale, 'title', 'title', values.titleRu, values.titleUz, { max: L.titleMax }),
    ...bilingualErrors(locale, 'description', 'description', values.descriptionRu, values.descriptionUz, { max: L.descriptionMax }),
    directionIds: values.directionIds.length === 0 ? validationMessage(locale, 'required') : undefined,
    addressRu: maxText(locale, values.addressRu, L.addressMax),
    addressUz: maxText(locale, values.addressUz, L.addressMax),
  };
}

/** A start and an end not before it. */
export function dateRules(values: DateValues, locale: Locale): Rules {
  return { startsAt: moment(locale, values.startsAt), endsAt: endMoment(locale, values.startsAt, values.endsAt) };
}

/** At most EVENT_LIMITS.documentsMax documents. */
export function documentRules(values: DocumentValues, locale: Locale): Rules {
  const max = EVENT_LIMITS.documentsMax;
  return { documents: values.documents.length > max ? validationMessage(locale, 'range', { min: 0, max }) : undefined };
}

/** One to EVENT_LIMITS.sessionsMax shifts, each with its dates and places (errors under `sessions.<index>.<field>`). */
export function sessionRules(values: SessionValues, locale: Locale): Rules {
  const L = EVENT_LIMITS;
  const count = values.sessions.length;
  const rules: Rules = {
    sessions:
      count === 0
        ? validationMessage(locale, 'required')
        : count > L.sessionsMax
          ? validationMessage(locale, 'range', { min: 1, max: L.sessionsMax })
          : undefined,
  };
  values.sessions.forEach((row, index) => {
    rules[`sessions.${index}.titleRu`] = maxText(locale, row.titleRu, L.titleMax);
    rules[`sessions.${index}.titleUz`] = maxText(locale, row.titleUz, L.titleMax);
    rules[`sessions.${index}.startsAt`] = moment(locale, row.startsAt);
    rules[`sessions.${index}.endsAt`] = endMoment(locale, row.startsAt, row.endsAt);
    rules[`sessions.${index}.capacity`] = integerIn(locale, row.capacity, 0, L.capacityMax, true);
  });
  return rules;
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
