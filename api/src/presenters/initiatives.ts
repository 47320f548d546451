import { localized, uploadUrl } from '@hashar/common';
import type {
  AdminGroupRow,
  GroupCard,
  GroupLogo,
  GroupMemberDto,
  GroupRequestDto,
  GroupRole,
  DirectionDto,
  Locale,
  ModerationState,
  MyGroupBrief,
} from '@hashar/common';
import { DEFAULT_AVATAR_IMAGE } from './user';
import { displayName } from './volons';

/** The logo columns of an initiative group row (SQL, snake case). */
export interface LogoRow {
  logo_url: string | null;
  logo_thumb_url: string | null;
  logo_fallback_url: string | null;
}

/** A group's logo files, or null without one. */
export function presentLogo(r: LogoRow): GroupLogo | null {
  const url = uploadUrl(r.logo_url);
  if (!url) return null;
  // A logo stored before thumbnails existed is its own thumbnail and fallback.
  return { url, thumb: uploadUrl(r.logo_thumb_url) ?? url, fallback: uploadUrl(r.logo_fallback_url) ?? url };
}

/** A member as services/initiatives/sql.ts MEMBER_COLUMNS reads them. */
export interface MemberRow {
  user_id: number;
  role: GroupRole;
  joined_at: Date | string;
  first_name: string;
  last_name: string;
  avatar_thumb_url: string | null;
}

export function presentMember(r: MemberRow): GroupMemberDto {
  return {
    userId: r.user_id,
    name: displayName(r.first_name, r.last_name),
    avatar: uploadUrl(r.avatar_thumb_url) ?? DEFAULT_AVATAR_IMAGE,
    role: r.role,
    joinedAt: new Date(r.joined_at).toISOString(),
  };
}

/** A directory card's row. */
export interface GroupCardRow extends LogoRow {
  id: number;
  name_ru: string;
  name_uz: string | null;
  region_id: number | null;
  region_ru: string | null;
  region_uz: string | null;
  district_id: number | null;
  district_ru: string | null;
  district_uz: string | null;
  member_count: number;
  open_activities: number;
  founded_on: string | null;
}

export function presentGroupCard(r: GroupCardRow, directions: DirectionDto[], locale: Locale): GroupCard {
  return {
    id: r.id,
    name: localized(locale, r.name_ru, r.name_uz),
    logo: presentLogo(r),
    region: r.region_id && r.region_ru ? { id: r.region_id, name: localized(locale, r.region_ru, r.region_uz) } : null,
    district: r.district_id && r.district_ru ? { id: r.district_id, name: localized(locale, r.district_ru, r.district_uz) } : null,
    directions,
    memberCount: r.member_count,
    openActivities: r.open_activities,
    foundedOn: r.founded_on,
  };
}

/** An invitation or request with its group and volunteer. */
export interface RequestRow extends LogoRow {
  id: number;
  kind: GroupRequestDto['kind'];
  state: GroupRequestDto['state'];
  group_id: number;
  name_ru: string;
  name_uz: string | null;
  user_id: number;
  first_name: string;
  last_name: string;
  avatar_thumb_url: string | null;
  message: string | null;
  created_at: Date | string;
}

export function presentRequest(r: RequestRow, locale: Locale): GroupRequestDto {
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    group: { id: r.group_id, name: localized(locale, r.name_ru, r.name_uz), logo: presentLogo(r) },
    user: { id: r.user_id, name: displayName(r.first_name, r.last_name), avatar: uploadUrl(r.avatar_thumb_url) ?? DEFAULT_AVATAR_IMAGE },
    message: r.message,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** One of the caller's groups. */
export interface BriefRow extends LogoRow {
  id: number;
  name_ru: string;
  name_uz: string | null;
  status: number;
  moderation: ModerationState;
  role: GroupRole;
  member_count: number;
}

export function presentBrief(r: BriefRow, locale: Locale): MyGroupBrief {
  return {
    id: r.id,
    name: localized(locale, r.name_ru, r.name_uz),
    logo: presentLogo(r),
    status: r.status,
    moderation: r.moderation,
    role: r.role,
    memberCount: r.member_count,
  };
}

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

/** A back-office row (its SQL names the columns as the fields; dates become ISO strings). */
export function presentAdminRow(r: AdminGroupRow): AdminGroupRow {
  return {
    ...r,
    submittedAt: iso(r.submittedAt),
    publishedAt: iso(r.publishedAt),
    suspendedAt: iso(r.suspendedAt),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}
