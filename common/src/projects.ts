import type { ActivityKindInfo } from './activities';
import { PARTICIPATION_DECISIONS } from './statuses';
import {
  ACTIVITY_BASE_FIELDS,
  type ActivityCardBase,
  type ActivityDetailBase,
  type ActivityInputBase,
  type DocumentDto,
  type OwnRow,
} from './activityShapes';
import type { LifecycleState } from './statuses';
import type { Page } from './lists';

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

/** `state` filter of GET /api/projects (an archived project counts as completed). */
export const PROJECT_LIST_STATES = ['recruiting', 'in_progress', 'completed'] as const;
export type ProjectListState = (typeof PROJECT_LIST_STATES)[number];

/** `sort` of GET /api/projects; the first is the default. */
export const PROJECT_SORTS = ['soonest', 'newest'] as const;

/** An accepted partner organization on a project's page. */
export interface ProjectPartner {
  id: number;
  name: string;
  logo: string | null;
}

/** GET /api/my/projects/:id/partners item: every partnership of the owner's project. */
export interface ProjectPartnership extends ProjectPartner {
  state: PartnerState;
  createdAt: string;
}

/** GET /api/my/project-partnerships item: the caller organization's partnership in a project. */
export interface MyProjectPartnership {
  project: ProjectCard;
  state: PartnerState;
  createdAt: string;
}

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
  /** Accepted partner organizations. */
  partners: ProjectPartner[];
  /** The caller organization's partnership (null for others and guests). */
  myPartnership: PartnerState | null;
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

/** Projects: long-running work with partners and participants, owned by an organization, a volunteer or a group. */
export const PROJECT_KIND = {
  kind: 'project',
  pages: { list: 'projects', view: 'projectView', own: 'profileProjects', create: 'profileProjectCreate', edit: 'profileProjectEdit' },
  api: 'projects',
  adminResource: 'projects',
  createAction: 'project.create',
  applyAction: 'project.apply',
  owners: ['organization', 'user', 'group'],
  hasSessions: false,
  hasDates: true,
  hasDocuments: true,
  hasSeries: false,
  decisions: PARTICIPATION_DECISIONS,
  hoursMax: PROJECT_LIMITS.hoursMax,
  fields: {
    form: [
      ...ACTIVITY_BASE_FIELDS.form,
      'startsAt',
      'endsAt',
      'cover',
      'documents',
      'isNationwide',
      'goalsRu',
      'goalsUz',
      'helpRu',
      'helpUz',
      'places',
    ],
    moderated: ['startsAt', 'endsAt', 'isNationwide', 'goalsRu', 'goalsUz', 'helpRu', 'helpUz'],
    show: ['isNationwide', 'goalsRu', 'goalsUz', 'helpRu', 'helpUz', 'places'],
    editable: ['goalsRu', 'goalsUz', 'helpRu', 'helpUz', 'places', 'isNationwide'],
  },
} as const satisfies ActivityKindInfo<ProjectInput>;

/** GET /api/projects: a page of project cards. */
export type ProjectCardPage = Page<ProjectCard>;

/** GET, POST and DELETE /api/my/projects/:id/partners…: the project's partners. */
export interface ProjectPartnershipList {
  data: ProjectPartnership[];
}

/** GET /api/my/projects: a page of the owner's projects. */
export type OwnProjectPage = Page<OwnRow<ProjectCard>>;

/** GET /api/my/project-partnerships: a page of the caller organization's partnerships, newest first. */
export type MyProjectPartnershipPage = Page<MyProjectPartnership>;

/** GET /api/my/projects/:id/partner-candidates: organizations the owner may invite (at most 10), in a partner's brief shape. */
export interface PartnerCandidateList {
  data: ProjectPartner[];
}

/** POST /api/projects/:id/partnership(/:decision): the caller organization's partnership of the project now. */
export interface MyPartnershipState {
  myPartnership: PartnerState | null;
}
