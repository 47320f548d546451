import { VOLON_CARD_SKILLS, type VolonActivity, type VolonCard, type VolonDetail, uploadUrl } from '@hashar/common';
import { presentDirection, type DirectionRow } from '../activities/core/presenters';
import { DEFAULT_AVATAR_IMAGE } from './user';

/** A listed volunteer as the directory's SQL reads it (never a sensitive field, a phone, an e-mail or a birth date). */
export interface VolonRow {
  id: number;
  first_name: string;
  last_name: string;
  avatar_thumb_url: string | null;
  is_verified: boolean;
  region_id: number | null;
  region_name: string | null;
  district_id: number | null;
  district_name: string | null;
  skills: string[];
  hours: string | number;
  directions: Omit<DirectionRow, 'owner_id'>[];
  about?: string | null;
  languages?: string[];
  is_listed?: boolean;
  show_activities?: boolean;
  show_points?: boolean;
  show_book?: boolean;
  points?: string | number;
  rating_average?: string | null;
  rating_count?: number;
}

/** An activity row of a volunteer's page. */
export interface VolonActivityRow {
  kind: string;
  id: number;
  title: string;
  hours: string | null;
}

/** First name and the last name's initial ("Азиз К."): the directory never shows a full name or an e-mail. */
export function displayName(first: string, last: string): string {
  const initial = Array.from(last.trim())[0];
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}

const card = (r: VolonRow, skills: number): VolonCard => ({
  id: r.id,
  name: displayName(r.first_name, r.last_name),
  avatar: uploadUrl(r.avatar_thumb_url) ?? DEFAULT_AVATAR_IMAGE,
  region: r.region_id && r.region_name ? { id: r.region_id, name: r.region_name } : null,
  district: r.district_id && r.district_name ? { id: r.district_id, name: r.district_name } : null,
  directions: r.directions.map(presentDirection),
  skills: r.skills.slice(0, skills),
  verifiedHours: Number(r.hours),
  isVerified: r.is_verified,
});

/** A card of the directory: top skills only. */
export function presentVolonCard(r: VolonRow): VolonCard {
  return card(r, VOLON_CARD_SKILLS);
}

/** A volunteer's public page as others see it; the volunteer themself also reads their visibility choices. */
export function presentVolonDetail(r: VolonRow, o: { self: boolean; activities: VolonActivity[] | null }): VolonDetail {
  const visibility = {
    isListed: Boolean(r.is_listed),
    showActivities: Boolean(r.show_activities),
    showPoints: Boolean(r.show_points),
    showBook: Boolean(r.show_book),
  };
  return {
    ...card(r, r.skills.length),
    about: r.about ?? null,
    languages: r.languages ?? [],
    points: visibility.showPoints ? Number(r.points ?? 0) : null,
    activities: o.activities,
    rating: { average: r.rating_average == null ? null : Math.round(Number(r.rating_average) * 10) / 10, count: r.rating_count ?? 0 },
    bookShown: visibility.showBook,
    ...(o.self ? { visibility } : {}),
  };
}
