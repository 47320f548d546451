import { TASK_FOR, TASK_LIMITS, TASK_SORTS, TASK_WHEN, type Locale, type TaskApplyRefusal, localized, TASK_KIND } from '@hashar/common';
import { body, query } from 'express-validator';
import { HttpError } from '../../errors';
import { run } from '../../lists';
import { msg, requiredText } from '../../validation/validate';
import { allows, type AuthUser } from '../../policies';
import { myCategoryIdsSql } from './match';
import { myResult } from './results';
import { Task, type ActivityModel } from '../../models';
import { presentActivityCard, type CardRow } from '../core/presenters';
import { bool, int, text } from '../../validation/fields';
import { baseChains, dateTime, INT_MAX, optionalAmount, optionalText, requiredBoolean, requiredInt } from '../core/validators';
import { baseColumns, detailOf, editableOf, localizedOrNull, fromCommon } from '../shared';
import type { ApiActivityKind } from '../types';

const L = TASK_LIMITS;

/** A task's card row: the shared columns and its own. */
type TaskRow = CardRow & {
  category_id: number;
  category_ru: string;
  category_uz: string | null;
  deadline: Date;
  is_online: boolean;
  performers: number;
  estimated_hours: string | null;
  chosen: number;
  skills_ru?: string | null;
  skills_uz?: string | null;
  result_ru?: string | null;
  result_uz?: string | null;
};

export function presentTaskCard(r: CardRow, directions: Parameters<typeof presentActivityCard>[1], locale: Locale) {
  const t = r as TaskRow;
  return {
    ...presentActivityCard(r, directions, locale),
    category: { id: t.category_id, name: localized(locale, t.category_ru, t.category_uz) },
    deadline: t.deadline.toISOString(),
    isOnline: t.is_online,
    performers: t.performers,
    chosen: t.chosen,
    estimatedHours: t.estimated_hours === null ? null : Number(t.estimated_hours),
  };
}

/** Body of POST/PUT /api/my/tasks. */
const taskInputChains = () => [
  ...baseChains(),
  requiredInt('categoryId', 1, INT_MAX),
  optionalText('skillsRu', L.skillsMax),
  optionalText('skillsUz', L.skillsMax),
  optionalText('resultRu', L.resultMax),
  optionalText('resultUz', L.resultMax),
  dateTime('deadline'),
  requiredBoolean('isOnline'),
  requiredInt('performers', 1, L.performersMax),
  optionalAmount('estimatedHours', L.hoursMax),
  body(['documents', 'sessions']).customSanitizer(() => undefined),
];

const isProbono = (user: AuthUser | undefined): user is AuthUser => allows(user, 'task.apply');

/**
 * GET /api/tasks beyond q, direction and region: `category`, `online` (true: online tasks only,
 * false: on site only; `region` finds the region's on-site tasks and every online task — online
 * work can be done from anywhere), `when` (open — deadline not passed, the default — or all), `for=me` (a pro bono
 * volunteer's categories only; nothing for anyone else). Sorts: deadline (soonest first, default),
 * newest. With no `sort`, a pro bono volunteer's categories come first (activities/task/match.ts).
 */
const taskList: NonNullable<ApiActivityKind['publicList']> = {
  chains: () => [
    query('category').optional().isInt({ min: 1, max: INT_MAX }).withMessage(msg('choice')),
    query('online').optional().isIn(['true', 'false']).withMessage(msg('boolean')),
    query('when').optional().isIn(TASK_WHEN).withMessage(msg('choice')),
    query('for').optional().isIn(TASK_FOR).withMessage(msg('choice')),
  ],
  conditions: (q, params, user) => {
    const where: string[] = [];
    if (typeof q['category'] === 'string') where.push(`a.category_id = ${params.add(Number(q['category']))}`);
    if (q['online'] === 'true' || q['online'] === 'false') where.push(`a.is_online = ${params.add(q['online'] === 'true')}`);
    if (q['when'] !== 'all') where.push('a.deadline >= now() AND a.archived_at IS NULL');
    if (q['for'] === 'me')
      where.push(isProbono(user) ? `a.category_id = ANY(${myCategoryIdsSql(`${params.add(user.id)}::int`)})` : 'false');
    return where;
  },
  sorts: {
    [TASK_SORTS[0]]: 'a.deadline ASC, a.id ASC',
    [TASK_SORTS[1]]: 'a.published_at DESC NULLS LAST, a.id DESC',
  },
  // An online task can be done from anywhere: it matches every region.
  everyRegion: 'a.is_online',
  preferred: (user) => (isProbono(user) ? `a.category_id = ANY(${myCategoryIdsSql(String(Math.trunc(user.id)))})` : null),
};

/** Why the caller may not apply, or null when they may. */
function refusal(user: AuthUser | undefined, deadline: Date): TaskApplyRefusal | null {
  if (!user) return 'guest';
  if (!isProbono(user)) return 'not_probono';
  return deadline < new Date() ? 'closed' : null;
}

const plainDetail = detailOf(
  () => TASK,
  ({ row }, _sequelize, locale) => {
    const t = row as unknown as TaskRow;
    return {
      skills: localizedOrNull(locale, t.skills_ru, t.skills_uz),
      skillsRu: t.skills_ru ?? null,
      skillsUz: t.skills_uz ?? null,
      expectedResult: localizedOrNull(locale, t.result_ru, t.result_uz),
      resultRu: t.result_ru ?? null,
      resultUz: t.result_uz ?? null,
      favoritesCount: row.favorites_count,
      commentsCount: row.comments_count,
    };
  },
);

/** Pro bono tasks: a category, a deadline, performers chosen among pro bono applicants, results handed in. */
export const TASK: ApiActivityKind = {
  ...fromCommon(TASK_KIND),
  answers: { page: 'TaskCardPage', detail: 'TaskDetail', own: 'OwnTaskPage' },
  table: 'tasks',
  model: Task as unknown as ActivityModel,
  directionTable: 'task_directions',
  column: 'task_id',
  session: null,
  documents: null,
  timeline: { starts: 'a.deadline', ends: 'a.deadline' },
  cardColumns: () => `, a.category_id, a.deadline, a.is_online, a.performers, a.estimated_hours,
    (SELECT c.name_ru FROM task_categories c WHERE c.id = a.category_id) AS category_ru,
    (SELECT c.name_uz FROM task_categories c WHERE c.id = a.category_id) AS category_uz,
    (SELECT count(*)::int FROM applications ap WHERE ap.activity_kind = 'task' AND ap.activity_id = a.id
       AND ap.state IN ('accepted','completed')) AS chosen`,
  detailColumns: ', a.skills_ru, a.skills_uz, a.result_ru, a.result_uz',
  detailJoin: '',
  adminSortable: ['deadline'],
  presentCard: presentTaskCard,
  // The shared detail, then whether the caller may apply (and why not) and their latest result.
  detail: async (sequelize, id, user, locale) => {
    const detail = (await plainDetail(sequelize, id, user, locale)) as { deadline: string } | null;
    if (!detail) return null;
    const cannotApply = refusal(user, new Date(detail.deadline));
    return { ...detail, canApply: cannotApply === null, cannotApply, myResult: user ? await myResult(sequelize, id, user.id) : null };
  },
  inputChains: taskInputChains,
  columns: (input, cover) => {
    const t = input as unknown as Record<string, unknown>;
    return {
      ...baseColumns(input, cover),
      categoryId: t['categoryId'],
      skillsRu: t['skillsRu'] ?? null,
      skillsUz: t['skillsUz'] ?? null,
      resultRu: t['resultRu'] ?? null,
      resultUz: t['resultUz'] ?? null,
      deadline: new Date(t['deadline'] as string),
      isOnline: t['isOnline'] === true,
      performers: t['performers'],
      estimatedHours: t['estimatedHours'] ?? null,
    };
  },
  editable: editableOf(TASK_KIND.fields.editable, {
    skillsRu: text(L.skillsMax, { nullable: true }),
    skillsUz: text(L.skillsMax, { nullable: true }),
    resultRu: text(L.resultMax, { nullable: true }),
    resultUz: text(L.resultMax, { nullable: true }),
    performers: int(1, L.performersMax),
    isOnline: bool(),
  }),
  genericPublic: true,
  publicList: taskList,
  // A task's application is a proposal (required); none after the deadline.
  applicationFields: {
    chains: () => [requiredText('message', L.proposalMax)],
    check: async ({ sequelize, activityId }, transaction) => {
      const [task] = await run<{ open: boolean }>(
        sequelize,
        'SELECT deadline >= now() AS open FROM tasks WHERE id = $1',
        [activityId],
        transaction,
      );
      if (task && !task.open) throw new HttpError(409, 'conflict', 'task_closed');
    },
    store: async () => {},
  },
  notices: { approved: 'task_approved_title', rejected: 'task_rejected_title' },
  noticeBodies: { approved: 'task_approved_body', rejected: 'task_rejected_body' },
};
