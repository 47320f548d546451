import {
  lifecycleOf,
  localized,
  type DirectionDto,
  type DocumentDto,
  type EventCard,
  type EventGroupDto,
  type EventSeries,
  type GeoPoint,
  type Locale,
  type ModerationState,
  type OrganizationBrief,
  type SessionDto,
  type VisitCard,
  storedFileUrl,
  uploadUrl,
} from '@hashar/common';

/** Row of the card queries (activities/core/cards.ts): the activity, its region and organization. */
export interface CardRow {
  id: number;
  title_ru: string;
  title_uz: string | null;
  description_ru: string;
  description_uz: string | null;
  cover: string | null;
  region_id: number | null;
  region_ru: string | null;
  region_uz: string | null;
  district_id: number | null;
  district_ru: string | null;
  district_uz: string | null;
  lat: number | null;
  lng: number | null;
  /** Only with the list's `near` (lists/near.ts). */
  distance_km?: number | string | null;
  address_ru: string | null;
  address_uz: string | null;
  org_id: number;
  org_name: string;
  org_logo: string | null;
  org_verified: boolean;
  /** Events only. */
  starts_at?: Date;
  ends_at?: Date;
  is_online?: boolean;
  group_id?: number | null;
  archived_at?: Date | null;
  free_places?: number | null;
  /** Visits only. */
  next_session_at?: Date | null;
}

export interface DirectionRow {
  owner_id: number;
  id: number;
  key: string;
  name_ru: string;
  name_uz: string;
  icon: string;
  color: string;
}

export interface SessionRow {
  id: number;
  title_ru: string | null;
  title_uz: string | null;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  taken: number;
  waitlisted: number;
}

export interface DocumentRow {
  id: number;
  file_key: string;
  name: string;
  mime_type: string;
  size: number;
}

const EXCERPT_MAX = 200;

/** A plain-text excerpt: tags and runs of white space removed, cut at a word within the limit. */
export function excerptOf(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= EXCERPT_MAX) return plain;
  const cut = plain.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function presentDirection(d: Omit<DirectionRow, 'owner_id'>): DirectionDto {
  return { id: d.id, key: d.key, nameRu: d.name_ru, nameUz: d.name_uz, icon: d.icon, color: d.color };
}

/** The stored point (lat, lng both or neither), or null. */
export const pointOf = (r: { lat: number | null; lng: number | null }): GeoPoint | null =>
  r.lat === null || r.lng === null ? null : { lat: Number(r.lat), lng: Number(r.lng) };

/** `distanceKm` of a card read with `near` (the SQL rounds it to 2 decimals), nothing otherwise. */
export const distanceOf = (r: { distance_km?: number | string | null }): { distanceKm?: number } =>
  r.distance_km === undefined || r.distance_km === null ? {} : { distanceKm: Number(r.distance_km) };

function organizationOf(r: CardRow): OrganizationBrief {
  return { id: r.org_id, name: r.org_name, logo: uploadUrl(r.org_logo), isVerified: r.org_verified };
}

/** Fields every activity card has: the card of a kind without fields of its own. */
export function presentActivityCard(r: CardRow, directions: DirectionDto[], locale: Locale) {
  return {
    id: r.id,
    title: localized(locale, r.title_ru, r.title_uz),
    excerpt: excerptOf(localized(locale, r.description_ru, r.description_uz)),
    cover: uploadUrl(r.cover),
    regionId: r.region_id,
    regionName: r.region_ru === null ? null : localized(locale, r.region_ru, r.region_uz),
    districtId: r.district_id,
    districtName: r.district_ru === null ? null : localized(locale, r.district_ru, r.district_uz),
    address: r.address_ru === null ? null : localized(locale, r.address_ru, r.address_uz),
    point: pointOf(r),
    ...distanceOf(r),
    directions,
    organization: organizationOf(r),
  };
}

export function presentEventCard(r: CardRow, directions: DirectionDto[], locale: Locale, now = new Date()): EventCard {
  const { starts_at: startsAt, ends_at: endsAt } = r;
  // The event card queries select both (NOT NULL columns): a row without them is a query's bug.
  if (!startsAt || !endsAt) throw new Error(`event card ${r.id}: its row has no starts_at/ends_at`);
  const dates = { startsAt, endsAt, archivedAt: r.archived_at ?? null };
  return {
    ...presentActivityCard(r, directions, locale),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    isOnline: r.is_online ?? false,
    groupId: r.group_id ?? null,
    lifecycle: lifecycleOf(dates, now),
    freePlaces: r.free_places ?? null,
  };
}

export function presentVisitCard(r: CardRow, directions: DirectionDto[], locale: Locale): VisitCard {
  return { ...presentActivityCard(r, directions, locale), nextSessionAt: r.next_session_at ? r.next_session_at.toISOString() : null };
}

export function presentSession(s: SessionRow, locale: Locale): SessionDto {
  return {
    id: s.id,
    title: s.title_ru === null ? null : localized(locale, s.title_ru, s.title_uz),
    titleRu: s.title_ru,
    titleUz: s.title_uz,
    startsAt: s.starts_at.toISOString(),
    endsAt: s.ends_at.toISOString(),
    capacity: s.capacity,
    freePlaces: Math.max(s.capacity - Number(s.taken), 0),
    waitlisted: Number(s.waitlisted),
  };
}

export function presentDocument(d: DocumentRow): DocumentDto {
  return { id: d.id, name: d.name, url: storedFileUrl(d.file_key), size: d.size, type: d.mime_type };
}

/** A card row of the owner's list (GET /api/my/<api>) with its moderation and pending applications. */
export interface OwnCardRow extends CardRow {
  moderation: ModerationState;
  reject_reason: string | null;
  applications_pending: number;
}

/** The owner's list row: the kind's card, its moderation state and reason, and how many applications wait. */
export function presentOwnCard<C extends object>(card: C, r: OwnCardRow) {
  return { ...card, moderation: r.moderation, rejectReason: r.reject_reason, applicationsPending: r.applications_pending };
}

/** An organization's series of events (event_groups), as its owner's list and form read it. */
export function presentEventGroup(g: {
  id: number;
  titleRu: string;
  titleUz: string | null;
  descriptionRu: string | null;
  descriptionUz: string | null;
  createdAt: Date;
}): EventGroupDto {
  return {
    id: g.id,
    titleRu: g.titleRu,
    titleUz: g.titleUz,
    descriptionRu: g.descriptionRu,
    descriptionUz: g.descriptionUz,
    createdAt: g.createdAt.toISOString(),
  };
}

/** A series' row with its organization (GET /api/event-groups/:id). */
export interface SeriesRow {
  id: number;
  title_ru: string;
  title_uz: string | null;
  description_ru: string | null;
  description_uz: string | null;
  org_id: number;
  org_name: string;
  org_logo: string | null;
  org_verified: boolean;
}

/** GET /api/event-groups/:id: the series in the request's language, its organization and its published events' cards. */
export function presentSeries(group: SeriesRow, events: EventCard[], locale: Locale): EventSeries {
  return {
    id: group.id,
    title: localized(locale, group.title_ru, group.title_uz),
    description: group.description_ru === null ? null : localized(locale, group.description_ru, group.description_uz),
    organization: { id: group.org_id, name: group.org_name, logo: uploadUrl(group.org_logo), isVerified: group.org_verified },
    events,
  };
}
