import type { ActivityCardBase, ActivityDetailBase, ActivityInputBase, DocumentDto } from './activityShapes';
import type { LifecycleState } from './statuses';

/** Projects (spec §1, §5; DESIGN.md §4): long-running work with partners and participants. */

export const PROJECT_LIMITS = {
  goalsMax: 5000,
  helpMax: 5000,
  placesMax: 100000,
  /** Hours a project's owner may verify for one participant at once. */
  hoursMax: 1000,
  /** Cover image recommended size (spec §9): projects 350×270. */
  coverRecommended: { width: 350, height: 270 },
} as const;

/**
 * A partnership of an organization in a project (only organizations become partners, spec §5):
 * the owner invites an organization (`invited`) or an organization asks to join (`requested`);
 * the other side accepts (`accepted`) or declines (the row is removed).
 */
export const PARTNER_STATES = ['invited', 'requested', 'accepted'] as const;
export type PartnerState = (typeof PARTNER_STATES)[number];

/** GET /api/projects item. */
export interface ProjectCard extends ActivityCardBase {
  startsAt: string;
  endsAt: string;
  isNationwide: boolean;
  places: number | null;
  /** Accepted participants. */
  participants: number;
  lifecycle: LifecycleState;
}

/** GET /api/projects/:id */
export interface ProjectDetail extends ProjectCard, ActivityDetailBase {
  goals: string | null;
  goalsRu: string | null;
  goalsUz: string | null;
  help: string | null;
  helpRu: string | null;
  helpUz: string | null;
  documents: DocumentDto[];
}

/** Body of POST/PUT /api/my/projects. */
export interface ProjectInput extends ActivityInputBase {
  isNationwide: boolean;
  startsAt: string;
  endsAt: string;
  goalsRu?: string | null;
  goalsUz?: string | null;
  helpRu?: string | null;
  helpUz?: string | null;
  places?: number | null;
  documents?: { key: string; name: string }[];
}
