import type { CrmTeam } from './crm';
import type { OrganizationBrief } from './activityShapes';
import type { FavoriteType } from './social';
import type { ApplicationState } from './statuses';
import type { Page } from './lists';

/** Sessions (shifts) and applications to activities, as the API sends and takes them. */

export interface SessionDto {
  id: number;
  /** In the request's language (uz falls back to ru). */
  title: string | null;
  titleRu: string | null;
  titleUz: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  /** capacity − place-holding applications, never below 0. */
  freePlaces: number;
  waitlisted: number;
}

/** An application of the signed-in user, as the event page and profile show it. */
export interface MyApplicationDto {
  id: number;
  /** Null for kinds without sessions. */
  sessionId: number | null;
  state: ApplicationState;
  createdAt: string;
}

/** A shift of an event or visit offer as the organizer writes it; an id keeps an existing session. */
export interface SessionInput {
  id?: number;
  titleRu?: string | null;
  titleUz?: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
}

/** GET /api/my/applications: a volunteer's application with what it is for. */
export interface ApplicationRow {
  id: number;
  state: ApplicationState;
  createdAt: string;
  /** The session applied to; null for an application to a kind without sessions. */
  session: { id: number; title: string | null; startsAt: string; endsAt: string } | null;
  /** The activity applied to (through its session when it has one). */
  target: { type: FavoriteType; id: number; title: string; cover: string | null; organization: OrganizationBrief };
  hours: number | null;
}

/** Longest private note of an activity's owner on an application. */
export const APPLICATION_NOTE_MAX = 2000;

/**
 * GET /api/my/<api>/:id/applications (and every owner decision's answer): an application to an
 * activity the caller manages, as its owner sees it.
 */
export interface OwnerApplicationRow {
  id: number;
  state: ApplicationState;
  createdAt: string;
  decidedAt: string | null;
  /** The applicant's cover letter or proposal. */
  message: string | null;
  /** The owner's private note. */
  note: string | null;
  /** The applicant's CV; `url` is the owner's CV route. */
  cv: { name: string; url: string } | null;
  /** Verified hours, once verified. */
  hours: number | null;
  /** `email` is null until the application is accepted (common/statuses.ts contactsShared). */
  user: { id: number; name: string; avatar: string | null; email: string | null };
  /** An initiative group's team sign-up (its members' rows expand from it), else null (common/crm.ts CrmTeam). */
  team: CrmTeam | null;
}

/** GET /api/my/applications: a page of the volunteer's applications. */
export type ApplicationPage = Page<ApplicationRow>;

/** GET /api/my/<kind>/:id/applications: a page of an activity's applications, for its owner. */
export type OwnerApplicationPage = Page<OwnerApplicationRow>;
