import {
  canMoveApplication,
  PAY_KINDS,
  VACANCY_KINDS,
  VACANCY_LIMITS,
  type Locale,
  type ModerationState,
  type MyApplicationDto,
  type VacancyApplyState,
  VACANCY_KIND,
} from '@hashar/common';
import { body, query } from 'express-validator';
import { msg } from '../../validation/validate';
import { allows, type AuthUser } from '../../policies';
import { VACANCY_APPLICATION } from './application';
import { Vacancy, type ActivityModel } from '../../models';
import { presentActivityCard, type CardRow } from '../core/presenters';
import { bool, int, oneOf, text } from '../../validation/fields';
import { baseChains, optionalDateTime, optionalInt, optionalText, requiredBoolean, requiredChoice } from '../core/validators';
import { baseColumns, detailOf, editableOf, localizedOrNull, fromCommon } from '../shared';
import type { ApiActivityKind, PublicListExtras } from '../types';

const L = VACANCY_LIMITS;

/** A vacancy's card row: the shared columns and its own. */
type VacancyRow = CardRow & {
  kind: string;
  pay: string;
  amount: string | null;
  is_remote: boolean;
  deadline: Date | null;
  places: number | null;
  duties_ru?: string | null;
  duties_uz?: string | null;
  requirements_ru?: string | null;
  requirements_uz?: string | null;
  schedule_ru?: string | null;
  schedule_uz?: string | null;
  duration_ru?: string | null;
  duration_uz?: string | null;
};

export function presentVacancyCard(r: CardRow, directions: Parameters<typeof presentActivityCard>[1], locale: Locale) {
  const v = r as VacancyRow;
  return {
    ...presentActivityCard(r, directions, locale),
    vacancyKind: v.kind,
    pay: v.pay,
    amount: v.amount === null ? null : Number(v.amount),
    isRemote: v.is_remote,
    deadline: v.deadline ? v.deadline.toISOString() : null,
    places: v.places,
  };
}

/** Body of POST/PUT /api/my/vacancies. */
const vacancyInputChains = () => [
  ...baseChains(),
  requiredChoice('vacancyKind', VACANCY_KINDS),
  optionalText('dutiesRu', L.textMax),
  optionalText('dutiesUz', L.textMax),
  optionalText('requirementsRu', L.textMax),
  optionalText('requirementsUz', L.textMax),
  optionalText('scheduleRu', L.scheduleMax),
  optionalText('scheduleUz', L.scheduleMax),
  requiredChoice('pay', PAY_KINDS),
  optionalInt('amount', 0, L.amountMax),
  optionalText('durationRu', L.durationMax),
  optionalText('durationUz', L.durationMax),
  requiredBoolean('isRemote'),
  optionalDateTime('deadline'),
  optionalInt('places', 0, L.placesMax),
  body(['documents', 'sessions']).customSanitizer(() => undefined),
];

const BOOLEAN = ['true', 'false'];

/**
 * GET /api/vacancies beyond q and direction: `region` (the region's vacancies and every remote
 * one: remote work can be done from anywhere, as online tasks), `vacancyKind`, `pay`, `remote`
 * (true: remote only, false: on site only), `open` (default true: the deadline has not passed or
 * there is none; false: all). Sorts: newest (default), deadline (nearest first). With no `sort`,
 * a trainee sees internships first.
 */
const VACANCY_LIST: PublicListExtras = {
  chains: () => [
    query('vacancyKind').optional().isIn(VACANCY_KINDS).withMessage(msg('choice')),
    query('pay').optional().isIn(PAY_KINDS).withMessage(msg('choice')),
    query('remote').optional().isIn(BOOLEAN).withMessage(msg('choice')),
    query('open').optional().isIn(BOOLEAN).withMessage(msg('choice')),
  ],
  conditions(q, params) {
    const where: string[] = [];
    if (typeof q['vacancyKind'] === 'string') where.push(`a.kind = ${params.add(q['vacancyKind'])}`);
    if (typeof q['pay'] === 'string') where.push(`a.pay = ${params.add(q['pay'])}`);
    if (typeof q['remote'] === 'string') where.push(`a.is_remote = ${params.add(q['remote'] === 'true')}`);
    if (q['open'] !== 'false') where.push('(a.deadline IS NULL OR a.deadline > now())');
    return where;
  },
  sorts: {
    newest: 'a.published_at DESC NULLS LAST, a.id DESC',
    deadline: 'a.deadline ASC NULLS LAST, a.id DESC',
    // Served in this order by vacancies_public_internships_first_idx (migration 0015).
    internships: `(a.kind = 'internship') DESC, a.published_at DESC NULLS LAST, a.id DESC`,
  },
  everyRegion: 'a.is_remote',
  defaultSort: (user) => (user?.role === 'trainee' ? 'internships' : null),
};

/** Whether the caller may apply, and why not (the page shows the reason instead of the form). */
function vacancyApplyState(
  detail: { moderation: ModerationState; deadline: string | null; myApplications: MyApplicationDto[] },
  user: AuthUser | undefined,
  now = new Date(),
): VacancyApplyState {
  const last = detail.myApplications.at(-1);
  const refusal = !user
    ? 'guest'
    : !allows(user, VACANCY.applyAction)
      ? 'role'
      : last && !canMoveApplication('apply', last.state)
        ? 'applied'
        : detail.moderation !== 'approved' || (detail.deadline !== null && new Date(detail.deadline) <= now)
          ? 'closed'
          : null;
  return { canApply: refusal === null, applyRefusal: refusal };
}

const vacancyDetail = detailOf(
  () => VACANCY,
  ({ row }, _sequelize, locale) => {
    const v = row as unknown as VacancyRow;
    const pair = (name: string, ru: string | null | undefined, uz: string | null | undefined) => ({
      [name]: localizedOrNull(locale, ru, uz),
      [`${name}Ru`]: ru ?? null,
      [`${name}Uz`]: uz ?? null,
    });
    return {
      ...pair('duties', v.duties_ru, v.duties_uz),
      ...pair('requirements', v.requirements_ru, v.requirements_uz),
      ...pair('schedule', v.schedule_ru, v.schedule_uz),
      ...pair('duration', v.duration_ru, v.duration_uz),
      favoritesCount: row.favorites_count,
      commentsCount: row.comments_count,
    };
  },
);

/** Vacancies and internships: conditions, a deadline, the hiring pipeline (shortlist, interview). */
export const VACANCY: ApiActivityKind = {
  ...fromCommon(VACANCY_KIND),
  answers: { page: 'VacancyCardPage', detail: 'VacancyDetail', own: 'OwnVacancyPage' },
  table: 'vacancies',
  model: Vacancy as unknown as ActivityModel,
  directionTable: 'vacancy_directions',
  column: 'vacancy_id',
  session: null,
  documents: null,
  timeline: { starts: 'a.deadline', ends: 'a.deadline' },
  cardColumns: () => ', a.kind, a.pay, a.amount, a.is_remote, a.deadline, a.places',
  detailColumns:
    ', a.duties_ru, a.duties_uz, a.requirements_ru, a.requirements_uz, a.schedule_ru, a.schedule_uz, a.duration_ru, a.duration_uz',
  detailJoin: '',
  adminSortable: ['deadline'],
  presentCard: presentVacancyCard,
  async detail(sequelize, id, user, locale) {
    const detail = (await vacancyDetail(sequelize, id, user, locale)) as Parameters<typeof vacancyApplyState>[0] | null;
    return detail && { ...detail, ...vacancyApplyState(detail, user) };
  },
  inputChains: vacancyInputChains,
  columns: (input, cover) => {
    const v = input as unknown as Record<string, unknown>;
    return {
      ...baseColumns(input, cover),
      kind: v['vacancyKind'],
      dutiesRu: v['dutiesRu'] ?? null,
      dutiesUz: v['dutiesUz'] ?? null,
      requirementsRu: v['requirementsRu'] ?? null,
      requirementsUz: v['requirementsUz'] ?? null,
      scheduleRu: v['scheduleRu'] ?? null,
      scheduleUz: v['scheduleUz'] ?? null,
      pay: v['pay'],
      amount: v['pay'] === 'unpaid' ? null : (v['amount'] ?? null),
      durationRu: v['durationRu'] ?? null,
      durationUz: v['durationUz'] ?? null,
      isRemote: v['isRemote'] === true,
      deadline: v['deadline'] ? new Date(v['deadline'] as string) : null,
      places: v['places'] ?? null,
    };
  },
  editable: editableOf(VACANCY_KIND.fields.editable, {
    dutiesRu: text(L.textMax, { nullable: true }),
    dutiesUz: text(L.textMax, { nullable: true }),
    requirementsRu: text(L.textMax, { nullable: true }),
    requirementsUz: text(L.textMax, { nullable: true }),
    pay: oneOf(PAY_KINDS, { required: true }),
    places: { ...int(0, L.placesMax), nullable: true },
    isRemote: bool(),
  }),
  genericPublic: true,
  publicList: VACANCY_LIST,
  applicationFields: VACANCY_APPLICATION,
  notices: { approved: 'vacancy_approved_title', rejected: 'vacancy_rejected_title' },
  noticeBodies: { approved: 'vacancy_approved_body', rejected: 'vacancy_rejected_body' },
};
