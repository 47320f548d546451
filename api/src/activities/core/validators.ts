import { body, type ValidationChain } from 'express-validator';
import { COURSE_LIMITS, EVENT_LIMITS } from '@hashar/common';
import { bilingualText, msg, requiredText, sentField } from '../../validation/validate';
import { optionalDistrictId, optionalPoint } from '../../validation/place';

export const INT_MAX = 2147483647;
const L = EVENT_LIMITS;

/** An optional text: missing, null or blank become null. */
export const optionalText = (field: string, max: number) =>
  body(field)
    .customSanitizer((v: unknown) => (typeof v === 'string' ? v.replace(/\0/g, '').trim() || null : (v ?? null)))
    .custom((v) => v === null || typeof v === 'string')
    .withMessage(msg('maxLength', { max }))
    .bail()
    .custom((v: string | null) => v === null || v.length <= max)
    .withMessage(msg('maxLength', { max }));

/** An optional integer from min to max (null when missing or empty). */
export const optionalInt = (field: string, min: number, max: number) =>
  body(field)
    .customSanitizer((v: unknown) => (v === undefined || v === '' ? null : v))
    .custom((v) => v === null || (Number.isInteger(v) && v >= min && v <= max))
    .withMessage(msg('range', { min, max }));

export const requiredInt = (field: string, min: number, max: number) =>
  body(field)
    .custom((v) => v !== undefined && v !== null && v !== '')
    .withMessage(msg('required'))
    .bail()
    .custom((v) => Number.isInteger(v) && v >= min && v <= max)
    .withMessage(msg('range', { min, max }));

export const isDateTime = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v));

/** A required ISO date-time. */
export const dateTime = (field: string) =>
  body(field)
    .custom((v) => v !== undefined && v !== null && v !== '')
    .withMessage(msg('required'))
    .bail()
    .custom(isDateTime)
    .withMessage(msg('date'));

/** `endsAt` not before `startsAt` of the same object (`prefix` is '' or 'sessions[3].'). */
export const endAfterStart = (endField: string, startOf: (req: { body: unknown }, path: string) => unknown) =>
  dateTime(endField)
    .bail()
    .custom((end: string, { req, path }) => {
      const start = startOf(req as { body: unknown }, path);
      return !isDateTime(start) || Date.parse(end) >= Date.parse(start as string);
    })
    .withMessage(msg('dateOrder'));

/** The session's startsAt next to its endsAt (path `sessions[2].endsAt`). */
const sessionStart = (req: { body: unknown }, path: string) => {
  const index = Number(/^sessions\[(\d+)\]/.exec(path)?.[1]);
  const sessions = sentField(req, 'sessions');
  const session: unknown = Array.isArray(sessions) ? sessions[index] : undefined;
  return session && typeof session === 'object' ? (session as { startsAt?: unknown }).startsAt : undefined;
};

const sessionChains = (): ValidationChain[] => [
  body('sessions')
    .custom((v) => Array.isArray(v) && v.length > 0)
    .withMessage(msg('required'))
    .bail()
    .custom((v: unknown[]) => v.length <= L.sessionsMax)
    .withMessage(msg('range', { min: 1, max: L.sessionsMax }))
    .bail()
    .custom((v: unknown[]) => v.every((s) => typeof s === 'object' && s !== null && !Array.isArray(s)))
    .withMessage(msg('required')),
  optionalInt('sessions.*.id', 1, INT_MAX),
  optionalText('sessions.*.titleRu', L.titleMax),
  optionalText('sessions.*.titleUz', L.titleMax),
  dateTime('sessions.*.startsAt'),
  endAfterStart('sessions.*.endsAt', sessionStart),
  requiredInt('sessions.*.capacity', 0, L.capacityMax),
];

/** Text, directions, region, district, point, address and cover: what every activity's form has. */
export const baseChains = (): ValidationChain[] => [
  ...bilingualText('title', L.titleMax),
  ...bilingualText('description', L.descriptionMax),
  body('directionIds')
    .custom((v) => Array.isArray(v) && v.length > 0)
    .withMessage(msg('required'))
    .bail()
    .custom(
      (v: unknown[]) =>
        v.length <= L.directionsMax && v.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) <= INT_MAX),
    )
    .withMessage(msg('choice')),
  optionalInt('regionId', 1, INT_MAX),
  optionalDistrictId(),
  optionalPoint(),
  optionalText('addressRu', L.addressMax),
  optionalText('addressUz', L.addressMax),
  optionalText('cover', 500),
  body('requiredCourseIds')
    .optional()
    .custom(
      (v: unknown) =>
        Array.isArray(v) &&
        v.length <= COURSE_LIMITS.requiredMax &&
        v.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) <= INT_MAX),
    )
    .withMessage(msg('listMax', { max: COURSE_LIMITS.requiredMax })),
];

/** What events and visit offers share: the base and their sessions. */
const commonChains = (): ValidationChain[] => [...baseChains(), ...sessionChains()];

/** Body of POST/PUT /api/my/events (EventInput). */
export const eventInputChains = (): ValidationChain[] => [
  ...commonChains(),
  body('isOnline')
    .custom((v) => typeof v === 'boolean')
    .withMessage(msg('boolean')),
  dateTime('startsAt'),
  endAfterStart('endsAt', (req) => sentField(req, 'startsAt')),
  body('documents')
    .optional({ values: 'null' })
    .isArray({ max: L.documentsMax })
    .withMessage(msg('range', { min: 0, max: L.documentsMax })),
  requiredText('documents.*.key', 500),
  requiredText('documents.*.name', 255),
  optionalInt('capacity', 0, L.capacityMax),
  optionalInt('minAge', 0, L.minAgeMax),
  optionalText('skills', L.skillsMax),
  optionalInt('groupId', 1, INT_MAX),
];

/** Fields only events have: dropped from a visit offer's body, so nothing unchecked reaches the writer. */
const EVENT_ONLY = ['documents', 'groupId', 'isOnline', 'startsAt', 'endsAt', 'capacity', 'minAge', 'skills'];

/** Body of POST/PUT /api/my/visits (VisitInput). */
export const visitInputChains = (): ValidationChain[] => [...commonChains(), body(EVENT_ONLY).customSanitizer(() => undefined)];

/** Body of the owner's form of a kind without sessions or fields of its own: the base; anything else is dropped. */
export const sessionlessInputChains = (): ValidationChain[] => [
  ...baseChains(),
  body([...EVENT_ONLY, 'sessions']).customSanitizer(() => undefined),
];

/** Body of POST /api/my/event-groups. */
export const groupInputChains = (): ValidationChain[] => [
  ...bilingualText('title', L.titleMax),
  optionalText('descriptionRu', L.descriptionMax),
  optionalText('descriptionUz', L.descriptionMax),
];

/** A required boolean. */
export const requiredBoolean = (field: string) =>
  body(field)
    .custom((v) => typeof v === 'boolean')
    .withMessage(msg('boolean'));

/** A required choice among `values`. */
export const requiredChoice = (field: string, values: readonly string[]) =>
  body(field)
    .custom((v) => v !== undefined && v !== null && v !== '')
    .withMessage(msg('required'))
    .bail()
    .isIn([...values])
    .withMessage(msg('choice'));

/** An optional ISO date-time (null when missing or empty). */
export const optionalDateTime = (field: string) =>
  body(field)
    .customSanitizer((v: unknown) => (v === undefined || v === '' ? null : v))
    .custom((v) => v === null || isDateTime(v))
    .withMessage(msg('date'));

/** An optional positive number up to max with at most two decimals (null when missing or empty). */
export const optionalAmount = (field: string, max: number) =>
  body(field)
    .customSanitizer((v: unknown) => (v === undefined || v === '' ? null : v))
    .custom((v) => v === null || (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= max && Math.round(v * 100) === v * 100))
    .withMessage(msg('number', { min: 0, max }));
