import { NotFound } from '../errors';
import { EVENT } from './event';
import type { ApiActivityKind } from './types';
import { VISIT } from './visit';
import { PROJECT } from './project';
import { TASK } from './task';
import { VACANCY } from './vacancy';

/**
 * The API's activity registry: one entry per kind (common/activities.ts holds what the three
 * apps share). Routers are built from it when the app is created, so an entry registered
 * before then gets its owner, public, moderation and application routes. docs/activities.md.
 */
const REGISTRY = new Map<string, ApiActivityKind>();

/** Every registered kind, in registration order. */
export const activityKinds = (): ApiActivityKind[] => [...REGISTRY.values()];

/** The entry of a kind; 404 for an unknown one (kinds come from paths and bodies). */
export function activityEntry(kind: string): ApiActivityKind {
  const entry = REGISTRY.get(kind);
  if (!entry) throw NotFound();
  return entry;
}

/** Adds a kind (the next issue's kinds, and the throw-away kind of the registry's test). */
export function registerActivityKind(entry: ApiActivityKind): void {
  // Keys and tables are written into SQL (services/participation/sql.ts, the owner's list).
  if (!/^[a-z][a-z0-9_]*$/.test(entry.kind) || !/^[a-z][a-z0-9_]*$/.test(entry.table)) throw new Error(`Bad activity kind ${entry.kind}`);
  REGISTRY.set(entry.kind, entry);
}

registerActivityKind(EVENT);
registerActivityKind(VISIT);
registerActivityKind(PROJECT);
registerActivityKind(TASK);
registerActivityKind(VACANCY);

/** The public page of an activity (its entry's page), or '' for a kind no longer registered. */
export function activityPageOf(kind: string, id: number): string {
  return (
    activityKinds()
      .find((k) => k.kind === kind)
      ?.page(id) ?? ''
  );
}
