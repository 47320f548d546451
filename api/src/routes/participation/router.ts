import { Router } from 'express';
import type { ActivityDeps } from '../activityDeps';

/** Placeholder until the routes land. */
export function participationRouter(_deps: ActivityDeps): Router {
  return Router();
}
