import {
  validationMessage,
  volunteerProfileProblems,
  type ClothingSize,
  type Locale,
  type Sex,
  type VolunteerProfileDto,
  type VolunteerProfileInput,
} from '@hashar/common';

/** Fields typed as text (numbers and dates too): kept as typed, sent trimmed, blanks as null. */
export const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'middleName',
  'birthDate',
  'citizenship',
  'phone',
  'about',
  'education',
  'work',
  'certificates',
  'courses',
  'passportSeries',
  'registrationAddress',
  'taxNumber',
  'residenceAddress',
  'disabilityType',
  'vaccination',
  'shoeSize',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];

/** The form's state: texts as typed, choices as '' when none. */
export type VolunteerForm = Record<TextName, string> & {
  sex: Sex | '';
  regionId: number | null;
  /** A district of `regionId`, or none. */
  districtId: number | null;
  tags: string[];
  languages: string[];
  skills: string[];
  volunteerTypeId: number | null;
  probonoDirectionIds: number[];
  directionIds: number[];
  medicalBook: '' | 'yes' | 'no';
  disabilityGroup: '' | '1' | '2' | '3';
  clothingSize: ClothingSize | '';
};

/** The form filled from the saved profile. */
export function formOf(p: VolunteerProfileDto): VolunteerForm {
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((f) => {
      const value = (p as Partial<Record<TextName, string | number | null>>)[f];
      return [f, value === null || value === undefined ? '' : String(value)];
    }),
  ) as Record<TextName, string>;
  return {
    ...texts,
    sex: p.sex ?? '',
    regionId: p.regionId,
    districtId: p.districtId ?? null,
    tags: p.tags,
    languages: p.languages,
    skills: p.skills,
    volunteerTypeId: p.volunteerTypeId,
    probonoDirectionIds: p.probonoDirectionIds,
    directionIds: p.directionIds,
    medicalBook: p.medicalBook === true ? 'yes' : p.medicalBook === false ? 'no' : '',
    disabilityGroup: p.disabilityGroup ? (String(p.disabilityGroup) as '1' | '2' | '3') : '',
    clothingSize: p.clothingSize ?? '',
  };
}

/** What PUT /api/my/volunteer-profile takes (a shoe size that is not a number is sent for the rules to name). */
export function inputOf(f: VolunteerForm, probono: boolean): VolunteerProfileInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((k) => [k, f[k].trim() || null])) as Record<TextName, string | null>;
  return {
    ...texts,
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    // No middle name given is the record's "no middle name".
    noMiddleName: texts.middleName === null,
    sex: f.sex || null,
    regionId: f.regionId,
    districtId: f.regionId ? f.districtId : null,
    tags: f.tags,
    languages: f.languages,
    skills: f.skills,
    volunteerTypeId: f.volunteerTypeId,
    probonoDirectionIds: probono ? f.probonoDirectionIds : [],
    directionIds: f.directionIds,
    passportSeries: texts.passportSeries,
    taxNumber: texts.taxNumber,
    medicalBook: f.medicalBook === '' ? null : f.medicalBook === 'yes',
    disabilityGroup: f.disabilityGroup ? Number(f.disabilityGroup) : null,
    clothingSize: f.clothingSize || null,
    shoeSize: texts.shoeSize === null ? null : Number(texts.shoeSize),
  };
}

/** The shared rules' messages (common VOLUNTEER_RULES, as the API checks them), by field, on `today` (Tashkent). */
export function formErrors(input: VolunteerProfileInput, locale: Locale, today: string): Record<string, string> {
  const problems = volunteerProfileProblems(input, today);
  return Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, validationMessage(locale, p.key, p.params)]));
}
