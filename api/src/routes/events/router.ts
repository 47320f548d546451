import { Router } from 'express';
import type { ActivityDeps } from '../activityDeps';

/** Placeholder until the routes land. */
export function eventsRouter(_deps: ActivityDeps): Router {
  return Router();
}
