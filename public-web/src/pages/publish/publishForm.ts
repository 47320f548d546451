import {
  CONTENT_LIMITS,
  fromTashkentInput,
  isNoticeKind,
  toTashkentInput,
  validationMessage,
  type Locale,
  type MyPublicationDto,
  type PublicationInput,
  type PublicationKind,
  type PublicationPhoto,
} from '@hashar/common';
import { bilingualErrors, charCount, compactErrors, rules, type FieldErrors } from '../../components/forms';

/** What the publication form holds: texts as typed, the region as the select's value, tags as one line. */
export interface PublishValues {
  kind: PublicationKind;
  titleRu: string;
  titleUz: string;
  bodyRu: string;
  bodyUz: string;
  cover: string | null;
  photos: PublicationPhoto[];
  regionId: string;
  tags: string;
  subject: string;
  lastSeenPlace: string;
  /** datetime-local, Tashkent time. */
  lastSeenAt: string;
  contacts: string;
}

/** The form's fields in page order (the focus goes to the first with an error). */
export const PUBLISH_FIELDS = [
  'kind',
  'titleRu',
  'titleUz',
  'subject',
  'lastSeenPlace',
  'lastSeenAt',
  'contacts',
  'bodyRu',
  'bodyUz',
  'cover',
  'photos',
  'regionId',
  'tags',
] as const satisfies readonly (keyof PublishValues)[];
export type PublishField = (typeof PUBLISH_FIELDS)[number];
export type PublishErrors = FieldErrors<PublishField>;

export const emptyPublication = (kind: PublicationKind = 'story'): PublishValues => ({
  kind,
  titleRu: '',
  titleUz: '',
  bodyRu: '',
  bodyUz: '',
  cover: null,
  photos: [],
  regionId: '',
  tags: '',
  subject: '',
  lastSeenPlace: '',
  lastSeenAt: '',
  contacts: '',
});

/** The form's values of a saved publication. */
export function publicationValues(p: MyPublicationDto): PublishValues {
  return {
    kind: p.kind,
    titleRu: p.titleRu,
    titleUz: p.titleUz ?? '',
    bodyRu: p.bodyRu,
    bodyUz: p.bodyUz ?? '',
    cover: p.cover,
    photos: p.photos,
    regionId: p.regionId === null ? '' : String(p.regionId),
    tags: p.tags.join(', '),
    subject: p.subject ?? '',
    lastSeenPlace: p.lastSeenPlace ?? '',
    lastSeenAt: toTashkentInput(p.lastSeenAt),
    contacts: p.contacts ?? '',
  };
}

/** Tags typed as one comma-separated line: trimmed, empty ones and repeats dropped. */
export function splitTags(line: string): string[] {
  return [
    ...new Set(
      line
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** What the form sends (PublicationInput); a story sends no notice fields. */
export function publicationInput(v: PublishValues, draft: boolean): PublicationInput {
  const notice = isNoticeKind(v.kind);
  return {
    kind: v.kind,
    titleRu: v.titleRu.trim(),
    titleUz: orNull(v.titleUz),
    bodyRu: v.bodyRu,
    bodyUz: v.bodyUz || null,
    cover: v.cover,
    photos: v.photos.map((p) => (p.alt?.trim() ? { url: p.url, alt: p.alt.trim() } : { url: p.url })),
    regionId: v.regionId ? Number(v.regionId) : null,
    tags: splitTags(v.tags),
    ...(notice
      ? {
          subject: orNull(v.subject),
          lastSeenPlace: orNull(v.lastSeenPlace),
          lastSeenAt: v.lastSeenAt ? fromTashkentInput(v.lastSeenAt) : null,
          contacts: orNull(v.contacts),
        }
      : {}),
    draft,
  };
}

const L = CONTENT_LIMITS;

/** The browser's checks, as the API's (its messages are the common validation ones; `seenFuture`: a last-seen time ahead of now). */
export function validatePublication(v: PublishValues, locale: Locale, seenFuture: string, now = new Date()): PublishErrors {
  const max = (text: string, limit: number) =>
    charCount(text.trim()) > limit ? validationMessage(locale, 'maxLength', { max: limit }) : undefined;
  const requiredMax = (text: string, limit: number) => rules.required(locale, text) ?? max(text, limit);
  const tags = splitTags(v.tags);
  const notice = isNoticeKind(v.kind);
  const seen = v.lastSeenAt ? fromTashkentInput(v.lastSeenAt) : null;
  return compactErrors<PublishField>({
    kind: undefined,
    ...bilingualErrors(locale, 'title', 'title', v.titleRu, v.titleUz, { min: L.titleMin, max: L.titleMax }),
    ...bilingualErrors(locale, 'body', 'body', v.bodyRu, v.bodyUz, { max: Infinity }),
    cover: undefined,
    photos: v.photos.length > L.photosMax ? validationMessage(locale, 'listMax', { max: L.photosMax }) : undefined,
    regionId: undefined,
    tags:
      tags.length > L.tagsMax || tags.some((tag) => charCount(tag) > L.tagMax)
        ? validationMessage(locale, 'listLimits', { max: L.tagsMax, length: L.tagMax })
        : undefined,
    subject: notice ? requiredMax(v.subject, L.subjectMax) : undefined,
    lastSeenPlace: notice ? requiredMax(v.lastSeenPlace, L.placeMax) : undefined,
    lastSeenAt: !notice
      ? undefined
      : !v.lastSeenAt
        ? validationMessage(locale, 'required')
        : !seen
          ? validationMessage(locale, 'date')
          : new Date(seen) > now
            ? seenFuture
            : undefined,
    contacts: notice ? requiredMax(v.contacts, L.contactsMax) : undefined,
  });
}

/** The API's field errors by the form's field (`photos[2].url` → photos). */
export function publishServerErrors(fields: Readonly<Record<string, string>>): PublishErrors & Record<string, string | undefined> {
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) errors[name.split(/[.[]/)[0]!] ??= message;
  return errors;
}
