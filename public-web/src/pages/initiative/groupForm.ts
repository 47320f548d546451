import { GROUP_LIMITS, uploadKeyOf, uploadUrl, type GroupInput, type MyGroup } from '@hashar/common';
import type { HeldFile } from '../../activity/activityForm';
import { serverFieldErrors } from '../../activity/activityRules';

/** The texts of the group's form, as typed. */
export const GROUP_TEXT_FIELDS = [
  'nameRu',
  'nameUz',
  'descriptionRu',
  'descriptionUz',
  'goalsRu',
  'goalsUz',
  'phone',
  'email',
  'foundedOn',
] as const;
export type GroupTextField = (typeof GROUP_TEXT_FIELDS)[number];

/** The form's state: texts as typed, the region as the select's value, links one per input. */
export type GroupValues = Record<GroupTextField, string> & {
  regionId: string;
  /** '' for none, else a district of the region. */
  districtId: string;
  directionIds: number[];
  links: string[];
  cover: HeldFile | null;
};

/** The fields in page order (server errors go to these; anything else is shown above the button). */
export const GROUP_FIELDS = [
  ...GROUP_TEXT_FIELDS.slice(0, 6),
  'regionId',
  'districtId',
  'directionIds',
  'phone',
  'email',
  'links',
  'foundedOn',
  'cover',
] as const;

/** An empty form (one empty link input). */
export function emptyGroup(): GroupValues {
  const texts = Object.fromEntries(GROUP_TEXT_FIELDS.map((f) => [f, ''])) as Record<GroupTextField, string>;
  return { ...texts, regionId: '', districtId: '', directionIds: [], links: [''], cover: null };
}

/** A stored cover as the cover field holds it: the API gives a key or an `/uploads/` URL. */
export function heldCover(cover: string | null | undefined): HeldFile | null {
  if (!cover) return null;
  return { key: uploadKeyOf(cover), name: '', url: uploadUrl(cover)! };
}

/** The form filled from a saved group (GET /api/my/initiatives/:id). */
export function groupValuesOf(g: MyGroup): GroupValues {
  const texts = Object.fromEntries(GROUP_TEXT_FIELDS.map((f) => [f, g[f] ?? ''])) as Record<GroupTextField, string>;
  return {
    ...texts,
    foundedOn: (g.foundedOn ?? '').slice(0, 10),
    regionId: g.regionId ? String(g.regionId) : '',
    districtId: g.districtId ? String(g.districtId) : '',
    directionIds: [...g.directionIds],
    links: g.links.length ? [...g.links] : [''],
    cover: heldCover(g.cover),
  };
}

const orNull = (text: string) => text.trim() || null;

/** What POST/PUT /api/my/initiatives take: trimmed, empty optional texts cleared, empty links dropped. */
export function groupInputOf(v: GroupValues): GroupInput {
  return {
    nameRu: v.nameRu.trim(),
    nameUz: orNull(v.nameUz),
    descriptionRu: v.descriptionRu.trim(),
    descriptionUz: orNull(v.descriptionUz),
    goalsRu: orNull(v.goalsRu),
    goalsUz: orNull(v.goalsUz),
    regionId: v.regionId ? Number(v.regionId) : null,
    districtId: v.regionId && v.districtId ? Number(v.districtId) : null,
    directionIds: v.directionIds,
    phone: orNull(v.phone),
    email: orNull(v.email),
    links: v.links.map((l) => l.trim()).filter(Boolean),
    foundedOn: orNull(v.foundedOn),
    cover: v.cover?.key ?? null,
  };
}

/** Another link input while under the limit. */
export const canAddLink = (v: GroupValues): boolean => v.links.length < GROUP_LIMITS.linksMax;

/**
 * The API's field errors (`fields` of a 400) by the form's field (`links.2` → `links`), and the
 * messages of fields the form does not show.
 */
export function groupErrorsOf(fields: Readonly<Record<string, string>>): { byField: Record<string, string>; other: string[] } {
  const all = serverFieldErrors(fields);
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(all)) {
    if (!message) continue;
    if ((GROUP_FIELDS as readonly string[]).includes(name)) byField[name] = message;
    else other.push(message);
  }
  return { byField, other };
}
