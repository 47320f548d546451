import { CLOTHING_SIZES, PROFILE_LIMITS, SEXES, type Sex, type VerificationState } from './people';
import { LIMITS, type ValidationKey } from './validation';

/**
 * A volunteer's own profile (profile/infovolon, GET/PUT /api/my/volunteer-profile): every
 * volunteer field of spec §3. The rules below are the one source for the form and the API.
 */

export type ClothingSize = (typeof CLOTHING_SIZES)[number];

/** Text lengths of the volunteer profile's fields. */
export const VOLUNTEER_TEXT_LIMITS = {
  firstName: 100,
  lastName: 100,
  middleName: 100,
  citizenship: 100,
  about: PROFILE_LIMITS.text,
  education: PROFILE_LIMITS.text,
  work: PROFILE_LIMITS.text,
  certificates: PROFILE_LIMITS.text,
  courses: PROFILE_LIMITS.text,
  registrationAddress: PROFILE_LIMITS.address,
  residenceAddress: PROFILE_LIMITS.address,
  disabilityType: PROFILE_LIMITS.shortText,
  vaccination: PROFILE_LIMITS.text,
} as const;
export type VolunteerTextField = keyof typeof VOLUNTEER_TEXT_LIMITS;
/** Chip lists of the profile: at most PROFILE_LIMITS.listItems items of PROFILE_LIMITS.listItem characters. */
export const VOLUNTEER_LIST_FIELDS = ['tags', 'languages', 'skills'] as const;
export type VolunteerListField = (typeof VOLUNTEER_LIST_FIELDS)[number];
/** The most directions (of the 17) a volunteer may care about. */
export const VOLUNTEER_DIRECTIONS_MAX = 17;

/** Body of PUT /api/my/volunteer-profile (every field; blanks are null). */
export interface VolunteerProfileInput {
  firstName: string;
  lastName: string;
  middleName: string | null;
  noMiddleName: boolean;
  birthDate: string | null;
  sex: Sex | null;
  regionId: number | null;
  /** A district of `regionId`, or none. */
  districtId: number | null;
  citizenship: string | null;
  phone: string | null;
  about: string | null;
  tags: string[];
  education: string | null;
  languages: string[];
  skills: string[];
  work: string | null;
  certificates: string | null;
  courses: string | null;
  /** One activity type (admin list typecat); the 'probono' one makes the volunteer pro bono. */
  volunteerTypeId: number | null;
  /** Pro bono categories (dirprobono): LIMITS.probonoDirections for a pro bono volunteer, none otherwise. */
  probonoDirectionIds: number[];
  /** Directions (themes) the volunteer cares about. */
  directionIds: number[];
  passportSeries: string | null;
  registrationAddress: string | null;
  taxNumber: string | null;
  residenceAddress: string | null;
  medicalBook: boolean | null;
  disabilityType: string | null;
  disabilityGroup: number | null;
  vaccination: string | null;
  clothingSize: ClothingSize | null;
  shoeSize: number | null;
}

/** The stored passport copy: its file name and type (the file itself: GET …/passport). */
export interface PassportFileDto {
  name: string;
  type: string;
}

/**
 * GET/PUT /api/my/volunteer-profile: the input's fields plus state. The sensitive ones
 * (SENSITIVE_VOLUNTEER_FIELDS) are present only for the person themselves and staff.
 */
export type VolunteerProfileDto = Omit<VolunteerProfileInput, SensitiveInputField> &
  Partial<Pick<VolunteerProfileInput, SensitiveInputField>> & {
    isProbono: boolean;
    isListed: boolean;
    verification: VerificationState;
    verificationNote: string | null;
    passportFile?: PassportFileDto | null;
  };

type SensitiveInputField =
  | 'passportSeries'
  | 'registrationAddress'
  | 'taxNumber'
  | 'residenceAddress'
  | 'medicalBook'
  | 'disabilityType'
  | 'disabilityGroup'
  | 'vaccination';

/** Fields whose change sends a verified or pending profile back to verification (with the passport file). */
export const VOLUNTEER_LEGAL_FIELDS = [
  'firstName',
  'lastName',
  'middleName',
  'birthDate',
  'passportSeries',
  'registrationAddress',
  'taxNumber',
  'residenceAddress',
] as const satisfies readonly (keyof VolunteerProfileInput)[];

/** A rule's verdict: the message key (common VALIDATION_MESSAGES) and its parameters. */
export interface FieldProblem {
  key: ValidationKey;
  params?: Record<string, string | number>;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value && Number(m[1]) >= 1900;
}

/** Full years on the day `on` of someone born on `birthDate` (both YYYY-MM-DD). */
export function ageOnDay(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A birth date's problem on `today` (YYYY-MM-DD, Tashkent): not a date, in the future, or younger than PROFILE_LIMITS.minAge. */
export function birthDateProblem(value: string | null, today: string): FieldProblem | null {
  if (value === null) return null;
  if (!isCalendarDate(value)) return { key: 'date' };
  if (value > today) return { key: 'birthFuture' };
  if (ageOnDay(value, today) < PROFILE_LIMITS.minAge) return { key: 'minAge', params: { age: PROFILE_LIMITS.minAge } };
  return null;
}

/** Too long for the field's limit. */
const tooLong = (v: unknown, field: VolunteerTextField): FieldProblem | null =>
  typeof v === 'string' && v.length > VOLUNTEER_TEXT_LIMITS[field]
    ? { key: 'maxLength' as const, params: { max: VOLUNTEER_TEXT_LIMITS[field] } }
    : null;

const listProblem = (v: unknown): FieldProblem | null =>
  Array.isArray(v) && (v.length > PROFILE_LIMITS.listItems || v.some((item) => String(item).length > PROFILE_LIMITS.listItem))
    ? { key: 'listLimits', params: { max: PROFILE_LIMITS.listItems, length: PROFILE_LIMITS.listItem } }
    : null;

/** A rule of one field; `input` is the whole form as sent (its other fields not yet checked). */
type Rule = (value: unknown, input: Partial<Record<keyof VolunteerProfileInput, unknown>>, today: string) => FieldProblem | null;

/**
 * The field rules past their type (the API checks types first): lengths, patterns, choices,
 * dates. The form runs the same ones before sending.
 */
export const VOLUNTEER_RULES: Partial<Record<keyof VolunteerProfileInput, Rule>> = {
  firstName: (v) => (!v ? { key: 'required' } : tooLong(v, 'firstName')),
  lastName: (v) => (!v ? { key: 'required' } : tooLong(v, 'lastName')),
  // Optional: many people have none, and no box needs ticking to say so.
  middleName: (v) => tooLong(v, 'middleName'),
  birthDate: (v, _input, today) => birthDateProblem((v as string | null) ?? null, today),
  sex: (v) => (v !== null && !(SEXES as readonly unknown[]).includes(v) ? { key: 'choice' } : null),
  citizenship: (v) => tooLong(v, 'citizenship'),
  phone: (v) => (typeof v === 'string' && !PROFILE_LIMITS.phone.test(v) ? { key: 'phone' } : null),
  about: (v) => tooLong(v, 'about'),
  education: (v) => tooLong(v, 'education'),
  work: (v) => tooLong(v, 'work'),
  certificates: (v) => tooLong(v, 'certificates'),
  courses: (v) => tooLong(v, 'courses'),
  tags: listProblem,
  languages: listProblem,
  skills: listProblem,
  probonoDirectionIds: (v) =>
    Array.isArray(v) && v.length > LIMITS.probonoDirections.max ? { key: 'probonoCount', params: LIMITS.probonoDirections } : null,
  passportSeries: (v) => (typeof v === 'string' && !PROFILE_LIMITS.passportSeries.test(v) ? { key: 'passportSeries' } : null),
  registrationAddress: (v) => tooLong(v, 'registrationAddress'),
  taxNumber: (v) => (typeof v === 'string' && !LIMITS.taxNumber.test(v) ? { key: 'taxNumber' } : null),
  residenceAddress: (v) => tooLong(v, 'residenceAddress'),
  disabilityType: (v) => tooLong(v, 'disabilityType'),
  disabilityGroup: (v) =>
    v !== null && v !== undefined && !(v === 1 || v === 2 || v === 3) ? { key: 'range', params: { min: 1, max: 3 } } : null,
  vaccination: (v) => tooLong(v, 'vaccination'),
  clothingSize: (v) => (v !== null && v !== undefined && !(CLOTHING_SIZES as readonly unknown[]).includes(v) ? { key: 'choice' } : null),
  shoeSize: (v) =>
    v !== null &&
    v !== undefined &&
    !(Number.isInteger(v) && (v as number) >= PROFILE_LIMITS.shoeSize.min && (v as number) <= PROFILE_LIMITS.shoeSize.max)
      ? { key: 'range', params: PROFILE_LIMITS.shoeSize }
      : null,
};

/** Every rule's problem for a whole input (the form's check before sending). */
export function volunteerProfileProblems(
  input: VolunteerProfileInput,
  today: string,
): Partial<Record<keyof VolunteerProfileInput, FieldProblem>> {
  const problems: Partial<Record<keyof VolunteerProfileInput, FieldProblem>> = {};
  for (const [field, rule] of Object.entries(VOLUNTEER_RULES) as [keyof VolunteerProfileInput, Rule][]) {
    const problem = rule(input[field], input, today);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The passport copy must be one A4 sheet: a one-page PDF, or an image at least this big and A4-shaped within the tolerance. */
export const PASSPORT_SHEET = { minShortSide: 600, ratio: Math.SQRT2, tolerance: 0.2 } as const;

/** Whether an image of w×h pixels looks like one A4 sheet (either orientation). */
export function isA4Image(width: number, height: number): boolean {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (short < PASSPORT_SHEET.minShortSide) return false;
  return Math.abs(long / short - PASSPORT_SHEET.ratio) <= PASSPORT_SHEET.ratio * PASSPORT_SHEET.tolerance;
}
