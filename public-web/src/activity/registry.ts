import { ACTIVITY_KINDS, activityKind, type ActivityKind, type ActivityKindInfo, type OrganizerUploadKind } from '@hashar/common';
import type { MessageKey } from '../i18n';

/**
 * The public site's side of the activity registry (the shared part is common/activities.ts):
 * per kind, the catalogue keys of its texts and the parts its pages use. Pages that differ per
 * kind read the entry instead of testing the kind; a new kind is a new entry here.
 */
export interface ActivityUi {
  /** The shared facts: pages, API collection, hasSessions / hasDates / hasDocuments / hasSeries. */
  info: ActivityKindInfo;
  /** What its cover is uploaded as. */
  coverUpload: Extract<OrganizerUploadKind, `${string}-cover`>;
  /** The public list's query that opens this kind ('' for the list's first tab). */
  listSearch: string;
  /** Catalogue keys: the owner's pages (organizer area), favorites (events area), its name (volunteer area). */
  texts: {
    ownTitle: MessageKey;
    ownCreate: MessageKey;
    ownEmpty: MessageKey;
    ownOnly: MessageKey;
    /** A line under the owner's list title, if the kind has one. */
    ownLead: MessageKey | null;
    favorites: MessageKey;
    favoritesEmpty: MessageKey;
    favoritesBrowse: MessageKey;
    name: MessageKey;
  };
}

export const ACTIVITY_UI: Readonly<Record<ActivityKind, ActivityUi>> = {
  event: {
    info: activityKind('event'),
    coverUpload: 'event-cover',
    listSearch: '',
    texts: {
      ownTitle: 'organizer.events.title',
      ownCreate: 'organizer.events.create',
      ownEmpty: 'organizer.events.empty',
      ownOnly: 'organizer.events.only',
      ownLead: null,
      favorites: 'events.favorites.events',
      favoritesEmpty: 'events.favorites.emptyEvents',
      favoritesBrowse: 'events.favorites.browse',
      name: 'volunteer.kind.event',
    },
  },
  visit: {
    info: activityKind('visit'),
    coverUpload: 'visit-cover',
    listSearch: '?tab=visits',
    texts: {
      ownTitle: 'organizer.visits.title',
      ownCreate: 'organizer.visits.create',
      ownEmpty: 'organizer.visits.empty',
      ownOnly: 'organizer.visits.only',
      ownLead: 'organizer.visits.lead',
      favorites: 'events.favorites.visits',
      favoritesEmpty: 'events.favorites.emptyVisits',
      favoritesBrowse: 'events.favorites.browseVisits',
      name: 'volunteer.kind.visit',
    },
  },
};

/** The public site's entry of a kind. */
export function activityUi(kind: ActivityKind): ActivityUi {
  return ACTIVITY_UI[kind];
}

/** Every kind's entry, in registry order. */
export const ACTIVITY_UIS: readonly ActivityUi[] = ACTIVITY_KINDS.map(activityUi);
