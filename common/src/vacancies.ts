import type { ActivityCardBase, ActivityDetailBase, ActivityInputBase } from './activityShapes';

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
export interface VacancyDetail extends VacancyCard, ActivityDetailBase {
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
