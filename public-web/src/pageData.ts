import { ACTIVITY_KINDS, activityKind, type PageName } from '@hashar/common';
import { eventsPaths } from './api/events';
import { HOME_PATH } from './api/home';
import { eventsApiQuery, parseFilters } from './activity/eventFilters';

/**
 * The API reads a page starts with when its address has no query string, written with the same
 * functions the pages call, so the answers match. Read at build time (scripts/pagePreloads.ts):
 * the server preloads them with the page (`<link rel="preload" as="fetch">`) for anonymous
 * visitors, so the data arrives with the code instead of after it. `:name` stands for the route
 * parameter of that name.
 *
 * @public read by the build (scripts/pagePreloads.ts), not by the app
 */
export const PAGE_DATA: Partial<Record<PageName, readonly string[]>> = {
  home: [HOME_PATH],
  events: [eventsPaths.events(eventsApiQuery(parseFilters(new URLSearchParams()))), eventsPaths.directions, eventsPaths.regions],
  ...Object.fromEntries(
    ACTIVITY_KINDS.map((kind) => [activityKind(kind).pages.view, [eventsPaths.activity(activityKind(kind).api, ':id')]]),
  ),
};
