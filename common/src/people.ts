/**
 * People: the volunteer and organization profile's choices and limits, verification,
 * reviews, friendships and partner requests. One source for the forms, the API and the back office.
 */

/** Where a volunteer's or organization's verification stands (users.isVerified mirrors 'verified'). */
export const VERIFICATION_STATES = ['none', 'pending', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
/** What the verification queue holds: a volunteer (user) or an organization. */
export const VERIFICATION_SUBJECTS = ['user', 'organization'] as const;
export type VerificationSubject = (typeof VERIFICATION_SUBJECTS)[number];

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];
export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export const DISABILITY_GROUPS = [1, 2, 3] as const;
/** An organization's activity geography. */
export const ORGANIZATION_GEOGRAPHY = ['local', 'regional', 'national', 'international'] as const;
export type OrganizationGeography = (typeof ORGANIZATION_GEOGRAPHY)[number];
/** Files an organization keeps on its profile; photos are images, the rest documents. */
export const ORGANIZATION_FILE_KINDS = ['document', 'license', 'grant', 'memorandum', 'photo'] as const;
export type OrganizationFileKind = (typeof ORGANIZATION_FILE_KINDS)[number];

/** Field limits of the profile forms (lists: how many items, each item's length). */
export const PROFILE_LIMITS = {
  text: 2000,
  shortText: 200,
  address: 500,
  phone: /^\+?[0-9 ()-]{7,20}$/,
  passportSeries: /^[A-Z]{2}\s?\d{7}$/,
  listItems: 20,
  listItem: 60,
  videos: 10,
  photos: 20,
  documents: 20,
  minAge: 14,
  count: 1_000_000,
  shoeSize: { min: 20, max: 55 },
} as const;

/**
 * A volunteer's sensitive fields: only the person, admins and moderators checking verification
 * read them (each staff read is audited); never in a public page, a list, a CSV or a log line.
 */
export const SENSITIVE_VOLUNTEER_FIELDS = [
  'passportSeries',
  'registrationAddress',
  'taxNumber',
  'residenceAddress',
  'passportFile',
  'medicalBook',
  'disabilityType',
  'disabilityGroup',
  'vaccination',
] as const;

/** Reviews: 1–5 stars and a text, once per pair and activity, editable for 7 days. */
export const REVIEW_LIMITS = { minStars: 1, maxStars: 5, text: 2000, editDays: 7 } as const;
export const REVIEW_STATES = ['published', 'reported', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const FRIENDSHIP_STATES = ['pending', 'accepted'] as const;
export type FriendshipState = (typeof FRIENDSHIP_STATES)[number];

/** A business's request to become a partner (profile/changerole). */
export const PARTNER_APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type PartnerApplicationState = (typeof PARTNER_APPLICATION_STATES)[number];
