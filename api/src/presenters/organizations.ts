import { localized, uploadUrl } from '@hashar/common';
import type { DirectionDto, Locale, OrgCard, OrgFileDto, OrgRating } from '@hashar/common';
import type { OrganizationFile } from '../models/OrganizationFile';
import { distanceOf, pointOf } from '../activities/core/presenters';

/** Where a profile file is read: a photo is a public image; a document goes through GET /api/orgs/:id/files/:fileId. */
export function presentOrgFile(
  f: Pick<OrganizationFile, 'id' | 'organizationId' | 'kind' | 'name' | 'size' | 'url' | 'isPublic' | 'sortOrder'>,
  own = false,
): OrgFileDto {
  const url = f.kind === 'photo' ? f.url : `/api/orgs/${f.organizationId}/files/${f.id}`;
  return { id: f.id, kind: f.kind, name: f.name, size: f.size, url, isPublic: own ? f.isPublic : true, sortOrder: f.sortOrder };
}

/** A directory row as the card query reads it. */
export interface OrgCardRow {
  id: number;
  name: string;
  logo: string | null;
  region_ru: string | null;
  region_uz: string | null;
  district_ru: string | null;
  district_uz: string | null;
  lat: number | null;
  lng: number | null;
  /** Only with the directory's `near`. */
  distance_km?: number | string | null;
  is_verified: boolean;
  open_activities: number;
  rating_average: number | string | null;
  rating_count: number;
}

/** The rating of published reviews: the average to one decimal, or null without reviews. */
export const presentRating = (avg: number | string | null, count: number): OrgRating => ({
  average: avg === null ? null : Math.round(Number(avg) * 10) / 10,
  count,
});

/** A card of the organizations directory. */
export function presentOrgCard(r: OrgCardRow, directions: DirectionDto[], locale: Locale): OrgCard {
  return {
    id: r.id,
    name: r.name,
    logo: uploadUrl(r.logo),
    region: r.region_ru ? localized(locale, r.region_ru, r.region_uz) : null,
    district: r.district_ru ? localized(locale, r.district_ru, r.district_uz) : null,
    point: pointOf(r),
    ...distanceOf(r),
    directions,
    isVerified: r.is_verified,
    openActivities: r.open_activities,
    rating: presentRating(r.rating_average, r.rating_count),
  };
}
