import type { GeoPoint, OrganizationGeography, OrgProfile, OrgProfileInput } from '@hashar/common';

/** Text fields of the form, as typed. */
export const TEXT_FIELDS = [
  'name',
  'registrationDate',
  'taxNumber',
  'headName',
  'legalForm',
  'legalAddress',
  'actualAddress',
  'phone',
  'email',
  'website',
  'aboutRu',
  'aboutUz',
  'license',
  'grants',
  'memoranda',
  'partnersText',
] as const;
export const COUNT_FIELDS = ['employeesCount', 'volunteersCount', 'partnersCount'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type CountField = (typeof COUNT_FIELDS)[number];

/** The form's state: every text as typed, the choices, videos one per line. */
export type OrgForm = Record<TextField | CountField, string> & {
  geography: OrganizationGeography | '';
  regionId: number | null;
  /** A district of `regionId` (the select offers that region's only). */
  districtId: number | null;
  /** The office on the map (the point picker). */
  point: GeoPoint | null;
  regionIds: number[];
  directionIds: number[];
  videos: string;
};

/** The form filled from the saved profile. */
export function formOf(p: OrgProfile): OrgForm {
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, p[f] ?? ''])) as Record<TextField, string>;
  const counts = Object.fromEntries(COUNT_FIELDS.map((f) => [f, p[f] === null ? '' : String(p[f])])) as Record<CountField, string>;
  return {
    ...texts,
    ...counts,
    geography: p.geography ?? '',
    regionId: p.regionId,
    districtId: p.districtId ?? null,
    point: p.point ?? null,
    regionIds: p.regionIds,
    directionIds: p.directionIds,
    videos: p.videos.join('\n'),
  };
}

/** What PUT /api/my/organization takes: empty texts cleared, counts as numbers (a non-number is sent for the API to name). */
export function inputOf(f: OrgForm): OrgProfileInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((k) => [k, f[k].trim() || null]));
  const counts = Object.fromEntries(COUNT_FIELDS.map((k) => [k, f[k].trim() === '' ? null : Number(f[k])]));
  return {
    ...texts,
    ...counts,
    name: f.name.trim(),
    geography: f.geography || null,
    regionId: f.regionId,
    districtId: f.regionId ? f.districtId : null,
    point: f.point,
    regionIds: f.regionIds,
    directionIds: f.directionIds,
    videos: f.videos
      .split('\n')
      .map((v) => v.trim())
      .filter(Boolean),
  } as OrgProfileInput;
}

/** Width and height of an image file (null when the browser cannot read it). */
export async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
