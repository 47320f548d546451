import { localized, pageAfterLocale, storedFileUrl, uploadUrl } from '@hashar/common';
import type {
  Locale,
  ModerationState,
  MyPublicationDto,
  NoticeDto,
  NoticeState,
  PublicationCard,
  PublicationDto,
  PublicationKind,
  PublicationAdminRecord,
  PublicationOwnerDto,
  PublicationPhoto,
} from '@hashar/common';
import { richTextPlain } from '../lib/richText';
import { excerptOf } from '../activities/core/presenters';

/** A publication row as services/publications/rows.ts reads it (alias `a`, with its region and owner's names). */
export interface PublicationRow {
  id: number;
  kind: PublicationKind;
  organization_id: number | null;
  owner_user_id: number | null;
  owner_group_id: number | null;
  title_ru: string;
  title_uz: string | null;
  /** The whole body (detail and the owner's view) or its start (cards). */
  body_ru: string;
  body_uz: string | null;
  cover: string | null;
  photos: PublicationPhoto[];
  region_id: number | null;
  region_ru: string | null;
  region_uz: string | null;
  tags: string[];
  subject: string | null;
  last_seen_place: string | null;
  last_seen_at: Date | null;
  contacts: string | null;
  notice_state: NoticeState | null;
  state_changed_at: Date | null;
  moderation: ModerationState;
  reject_reason: string | null;
  submitted_at: Date | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  org_name: string | null;
  group_ru: string | null;
  group_uz: string | null;
  user_name: string | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Who owns it: an organization (its page), an initiative group (its page) or a user (their display name). */
export function presentOwner(r: PublicationRow, locale: Locale): PublicationOwnerDto {
  if (r.organization_id !== null)
    return {
      type: 'organization',
      id: r.organization_id,
      name: r.org_name ?? '',
      page: pageAfterLocale('orgView', { id: r.organization_id }),
    };
  if (r.owner_group_id !== null) {
    return {
      type: 'group',
      id: r.owner_group_id,
      name: localized(locale, r.group_ru ?? '', r.group_uz),
      page: pageAfterLocale('initiativeView', { id: r.owner_group_id }),
    };
  }
  if (r.owner_user_id === null) throw new Error(`publication ${r.id}: no owner (publications_one_owner requires one)`);
  return { type: 'user', id: r.owner_user_id, name: r.user_name ?? '', page: null };
}

/** Photos with their public URLs (stored as upload keys). */
const presentPhotos = (photos: PublicationPhoto[]): PublicationPhoto[] =>
  photos.map((p) => ({ url: storedFileUrl(p.url), ...(p.alt ? { alt: p.alt } : {}) }));

function presentNotice(r: PublicationRow): NoticeDto | null {
  if (r.notice_state === null) return null;
  return {
    subject: r.subject ?? '',
    lastSeenPlace: r.last_seen_place ?? '',
    lastSeenAt: iso(r.last_seen_at),
    contacts: r.contacts ?? '',
    state: r.notice_state,
    stateChangedAt: iso(r.state_changed_at),
  };
}

/** A card of the public lists, in the request's language (Uzbek falls back to Russian). */
export function presentPublicationCard(r: PublicationRow, locale: Locale): PublicationCard {
  return {
    id: r.id,
    kind: r.kind,
    title: localized(locale, r.title_ru, r.title_uz),
    excerpt: excerptOf(richTextPlain(localized(locale, r.body_ru, r.body_uz))),
    cover: uploadUrl(r.cover),
    region: r.region_id === null ? null : { id: r.region_id, name: localized(locale, r.region_ru ?? '', r.region_uz) },
    tags: r.tags,
    owner: presentOwner(r, locale),
    publishedAt: (r.published_at ?? r.created_at).toISOString(),
    notice: presentNotice(r),
  };
}

/** GET /api/posts/:id. */
export function presentPublication(r: PublicationRow, locale: Locale, canManage: boolean): PublicationDto {
  return {
    ...presentPublicationCard(r, locale),
    body: localized(locale, r.body_ru, r.body_uz),
    photos: presentPhotos(r.photos),
    canManage,
  };
}

/** The owner's view: both languages, the moderation state and reason. */
export function presentMyPublication(r: PublicationRow, locale: Locale): MyPublicationDto {
  return {
    id: r.id,
    kind: r.kind,
    titleRu: r.title_ru,
    titleUz: r.title_uz,
    bodyRu: r.body_ru,
    bodyUz: r.body_uz,
    cover: uploadUrl(r.cover),
    photos: presentPhotos(r.photos),
    regionId: r.region_id,
    tags: r.tags,
    subject: r.subject,
    lastSeenPlace: r.last_seen_place,
    lastSeenAt: iso(r.last_seen_at),
    contacts: r.contacts,
    noticeState: r.notice_state,
    moderation: r.moderation,
    rejectReason: r.reject_reason,
    owner: presentOwner(r, locale),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    publishedAt: iso(r.published_at),
  };
}

/** The back office's record (ra-data-simple-rest): the owner's view with the queue's times. */
export function presentPublicationAdmin(r: PublicationRow, locale: Locale): PublicationAdminRecord {
  return { ...presentMyPublication(r, locale), submittedAt: iso(r.submitted_at), stateChangedAt: iso(r.state_changed_at) };
}
