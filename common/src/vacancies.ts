import type { ActivityKindInfo } from './activities';
import { EVENT_LIMITS } from './events';
import {
  ACTIVITY_BASE_FIELDS,
  type ActivityCardBase,
  type ActivityDetailBase,
  type ActivityInputBase,
  type OwnRow,
} from './activityShapes';
import type { Page } from './lists';

/** Vacancies and internships: one kind with `vacancy | internship`, owned by organizations. */

export const VACANCY_KINDS = ['vacancy', 'internship'] as const;
export type VacancyKind = (typeof VACANCY_KINDS)[number];

export const PAY_KINDS = ['paid', 'unpaid', 'stipend'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

export const VACANCY_LIMITS = {
  textMax: 5000,
  scheduleMax: 300,
  durationMax: 300,
  amountMax: 1_000_000_000,
  placesMax: 10000,
  coverLetterMax: 5000,
} as const;

/** GET /api/vacancies item. */
export interface VacancyCard extends ActivityCardBase {
  vacancyKind: VacancyKind;
  pay: PayKind;
  /** Monthly pay or stipend in sum, if given. */
  amount: number | null;
  isRemote: boolean;
  deadline: string | null;
  places: number | null;
}

/** GET /api/vacancies/:id */
export interface VacancyDetail extends VacancyCard, ActivityDetailBase, VacancyApplyState {
  duties: string | null;
  dutiesRu: string | null;
  dutiesUz: string | null;
  requirements: string | null;
  requirementsRu: string | null;
  requirementsUz: string | null;
  schedule: string | null;
  scheduleRu: string | null;
  scheduleUz: string | null;
  duration: string | null;
  durationRu: string | null;
  durationUz: string | null;
}

/** Body of POST/PUT /api/my/vacancies. */
export interface VacancyInput extends ActivityInputBase {
  vacancyKind: VacancyKind;
  dutiesRu?: string | null;
  dutiesUz?: string | null;
  requirementsRu?: string | null;
  requirementsUz?: string | null;
  scheduleRu?: string | null;
  scheduleUz?: string | null;
  pay: PayKind;
  amount?: number | null;
  durationRu?: string | null;
  durationUz?: string | null;
  isRemote: boolean;
  deadline?: string | null;
  places?: number | null;
}

/** Why the caller may not apply to a vacancy: not signed in, a role that does not apply, applications closed (deadline, unpublished), already applied. */
export const VACANCY_APPLY_REFUSALS = ['guest', 'role', 'closed', 'applied'] as const;
export type VacancyApplyRefusal = (typeof VACANCY_APPLY_REFUSALS)[number];

/** Orders of GET /api/vacancies (`sort`): newest first (default), or the nearest deadline first. */
/** `internships`: internships first, then newest (a trainee's default). */
export const VACANCY_SORTS = ['newest', 'deadline', 'internships'] as const;
export type VacancySort = (typeof VACANCY_SORTS)[number];

/** What the applicant sees on a vacancy's page (GET /api/vacancies/:id, with a token). */
export interface VacancyApplyState {
  canApply: boolean;
  /** Null when the caller may apply. */
  applyRefusal: VacancyApplyRefusal | null;
}

/** Body of POST /api/activities/vacancy/:id/apply: a cover letter and the key of an uploaded CV. */
export interface VacancyApplyRequest {
  message: string;
  /** Key returned by POST /api/my/uploads/cv. */
  cv: string;
  /** The file's name as the applicant knows it (shown to the organization). */
  cvName?: string;
}

/** Answer of POST /api/my/uploads/cv: a private file, never served at a public URL. */
export interface CvUpload {
  key: string;
  name: string;
  size: number;
  type: string;
}

/** Vacancies and internships: a hiring pipeline instead of hours. */
export const VACANCY_KIND = {
  kind: 'vacancy',
  pages: { list: 'vacancies', view: 'vacancyView', own: 'profileVacancies', create: 'profileVacancyCreate', edit: 'profileVacancyEdit' },
  api: 'vacancies',
  adminResource: 'vacancy',
  createAction: 'vacancy.create',
  applyAction: 'vacancy.apply',
  owners: ['organization', 'group'],
  hasSessions: false,
  hasDates: false,
  hasDocuments: false,
  hasSeries: false,
  /** The hiring pipeline: applied → shortlisted → interview → accepted | rejected. */
  decisions: ['shortlist', 'interview', 'accept', 'reject'],
  /** Vacancies verify no hours (no `verify` decision): an event's bound stands for the unused limit. */
  hoursMax: EVENT_LIMITS.hoursMax,
  fields: {
    form: [
      ...ACTIVITY_BASE_FIELDS.form,
      'cover',
      'vacancyKind',
      'dutiesRu',
      'dutiesUz',
      'requirementsRu',
      'requirementsUz',
      'scheduleRu',
      'scheduleUz',
      'pay',
      'amount',
      'durationRu',
      'durationUz',
      'isRemote',
      'deadline',
      'places',
    ],
    /** Column names: the input's `vacancyKind` is stored as `kind`. */
    moderated: [
      'kind',
      'dutiesRu',
      'dutiesUz',
      'requirementsRu',
      'requirementsUz',
      'scheduleRu',
      'scheduleUz',
      'pay',
      'amount',
      'durationRu',
      'durationUz',
      'isRemote',
      'deadline',
    ],
    show: [
      'kind',
      'deadline',
      'isRemote',
      'pay',
      'amount',
      'places',
      'dutiesRu',
      'dutiesUz',
      'requirementsRu',
      'requirementsUz',
      'scheduleRu',
      'scheduleUz',
      'durationRu',
      'durationUz',
    ],
    editable: ['dutiesRu', 'dutiesUz', 'requirementsRu', 'requirementsUz', 'pay', 'places', 'isRemote'],
  },
} as const satisfies ActivityKindInfo<VacancyInput>;

/** GET /api/vacancies: a page of vacancy cards. */
export type VacancyCardPage = Page<VacancyCard>;

/** GET /api/my/vacancies: a page of the owner's vacancies. */
export type OwnVacancyPage = Page<OwnRow<VacancyCard>>;
