import type { DirectionDto } from './activityShapes';
import type { Page } from './lists';

/**
 * The volunteers directory (spec §2 volons): public cards and pages of volunteers who
 * chose to be listed. Never a sensitive field, a phone, an email or a birth date.
 */

/** Orders of GET /api/volons: verified hours (most first, the default), newest, name. */
export const VOLON_SORTS = ['hours', 'newest', 'name'] as const;
export type VolonSort = (typeof VOLON_SORTS)[number];
/** Cards per page of the directory. */
export const VOLONS_PAGE_SIZE = 12;
/** Skills a card shows (the page shows all). */
export const VOLON_CARD_SKILLS = 5;
/** Skills one filter may name, and the largest minimum of verified hours. */
export const VOLON_FILTER_LIMITS = { skills: 10, hoursMax: 100000 } as const;
/** Activities a volunteer's page lists (latest first). */
export const VOLON_ACTIVITIES_MAX = 50;

/** A region as a card names it, in the request's language. */
export interface VolonRegion {
  id: number;
  name: string;
}

/** A card of the directory: display name is the first name and the last name's initial. */
export interface VolonCard {
  id: number;
  name: string;
  avatar: string;
  region: VolonRegion | null;
  /** The district of the region the volunteer chose, or none. */
  district: VolonRegion | null;
  directions: DirectionDto[];
  skills: string[];
  verifiedHours: number;
  isVerified: boolean;
}

/** An activity a volunteer took part in (completed or attended), linked to its public page. */
export interface VolonActivity {
  kind: string;
  id: number;
  title: string;
  /** The activity's page after the locale (`events/view/5`). */
  path: string;
  hours: number | null;
}

/** What a volunteer chose to show: listed in the directory, activities, points. */
export interface VolonVisibility {
  isListed: boolean;
  showActivities: boolean;
  showPoints: boolean;
  /** The volunteer's book on their public page (volons/view/{id}); left out of a PUT, it is kept. */
  showBook?: boolean;
}

/** A volunteer's public page (GET /api/volons/:id). */
export interface VolonDetail extends VolonCard {
  about: string | null;
  languages: string[];
  /** Points balance; null when the volunteer hides them. */
  points: number | null;
  /** Activities taken part in; null when the volunteer hides them. */
  activities: VolonActivity[] | null;
  rating: { average: number | null; count: number };
  /** The volunteer shows their book here (GET /api/volons/:id/book). */
  bookShown: boolean;
  /** Only the volunteer themself: their choices (the page is also their preview). */
  visibility?: VolonVisibility;
}

/** GET /api/volons: a page of volunteer cards. */
export type VolonCardPage = Page<VolonCard>;
