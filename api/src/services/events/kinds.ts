// The registry (api/src/activities/registry.ts) replaced this file; kept for the public lists until they read the registry.
export { EVENT as EVENT_KIND } from '../../activities/event';
export { VISIT as VISIT_KIND } from '../../activities/visit';
