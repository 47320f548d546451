import { COURSE_LIMITS, type AuthoredCourse, type CourseInput, type CourseLevel, type Locale } from '@hashar/common';
import { compactErrors, rules, type FieldErrors } from '../../components/forms';

/** What the course form holds: texts as typed, numbers as the inputs' strings. */
export interface CourseValues {
  titleRu: string;
  titleUz: string;
  summaryRu: string;
  summaryUz: string;
  bodyRu: string;
  bodyUz: string;
  cover: string | null;
  directionIds: number[];
  level: CourseLevel;
  estimatedMinutes: string;
  isListed: boolean;
  passMark: string;
  attemptsPerDay: string;
}

/** The form's fields in page order (the focus goes to the first with an error). */
export const COURSE_FIELDS = [
  'titleRu',
  'titleUz',
  'summaryRu',
  'summaryUz',
  'bodyRu',
  'bodyUz',
  'cover',
  'directionIds',
  'level',
  'estimatedMinutes',
  'isListed',
  'passMark',
  'attemptsPerDay',
] as const satisfies readonly (keyof CourseValues)[];
export type CourseField = (typeof COURSE_FIELDS)[number];
export type CourseErrors = FieldErrors<CourseField>;

export const emptyCourse = (): CourseValues => ({
  titleRu: '',
  titleUz: '',
  summaryRu: '',
  summaryUz: '',
  bodyRu: '',
  bodyUz: '',
  cover: null,
  directionIds: [],
  level: 'beginner',
  estimatedMinutes: '30',
  isListed: true,
  passMark: '70',
  attemptsPerDay: '3',
});

/** The form's values of a saved course. */
export function courseValues(c: AuthoredCourse): CourseValues {
  return {
    titleRu: c.titleRu,
    titleUz: c.titleUz ?? '',
    summaryRu: c.summaryRu,
    summaryUz: c.summaryUz ?? '',
    bodyRu: c.bodyRu,
    bodyUz: c.bodyUz ?? '',
    cover: c.cover,
    directionIds: c.directionIds,
    level: c.level,
    estimatedMinutes: String(c.estimatedMinutes),
    isListed: c.isListed,
    passMark: c.passMark === null ? '' : String(c.passMark),
    attemptsPerDay: String(c.attemptsPerDay),
  };
}

const whole = (value: string): number | null => (/^\s*\d+\s*$/.test(value) ? Number(value) : null);
const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The API's body (CourseInput) of the form's values. */
export function courseInput(v: CourseValues): CourseInput {
  return {
    titleRu: v.titleRu.trim(),
    titleUz: orNull(v.titleUz),
    summaryRu: v.summaryRu.trim(),
    summaryUz: orNull(v.summaryUz),
    bodyRu: v.bodyRu,
    bodyUz: orNull(v.bodyUz),
    cover: v.cover,
    directionIds: v.directionIds,
    level: v.level,
    estimatedMinutes: whole(v.estimatedMinutes) ?? 0,
    isListed: v.isListed,
    passMark: v.passMark.trim() === '' ? null : (whole(v.passMark) ?? 0),
    attemptsPerDay: whole(v.attemptsPerDay) ?? 0,
  };
}

/** What the browser checks before sending (the API checks the rest and its messages are shown the same way). */
export function validateCourse(v: CourseValues, locale: Locale, range: (min: number, max: number) => string): CourseErrors {
  const L = COURSE_LIMITS;
  const inRange = (value: string, min: number, max: number, optional = false) => {
    if (optional && value.trim() === '') return undefined;
    const n = whole(value);
    return n === null || n < min || n > max ? range(min, max) : undefined;
  };
  return compactErrors({
    titleRu: rules.length(locale, v.titleRu, { min: L.titleMin, max: L.titleMax }),
    summaryRu: rules.length(locale, v.summaryRu, { min: 1, max: L.summaryMax }),
    estimatedMinutes: inRange(v.estimatedMinutes, 1, L.minutesMax),
    passMark: inRange(v.passMark, 1, 100, true),
    attemptsPerDay: inRange(v.attemptsPerDay, 1, L.attemptsPerDayMax),
  });
}
