import { TASK_LIMITS, type Locale } from '@hashar/common';
import { body } from 'express-validator';
import { Task, type ActivityModel } from '../models';
import { localized, presentActivityCard, type CardRow } from '../presenters/events';
import { bool, int, text } from '../routes/admin/fields';
import { baseChains, dateTime, INT_MAX, optionalAmount, optionalText, requiredBoolean, requiredInt } from '../routes/events/validators';
import { baseColumns, detailOf, EDITABLE_BASE } from './shared';
import type { ApiActivityKind } from './types';

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

const both = (locale: Locale, ru: string | null | undefined, uz: string | null | undefined) => (ru ? localized(locale, ru, uz) : null);

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

/** Pro bono tasks: a category, a deadline, performers chosen among pro bono applicants, results handed in. */
export const TASK: ApiActivityKind = {
  kind: 'task',
  api: 'tasks',
  adminResource: 'tasks',
  createAction: 'task.create',
  applyAction: 'task.apply',
  owners: ['organization', 'group'],
  table: 'tasks',
  model: Task as unknown as ActivityModel,
  directionTable: 'task_directions',
  column: 'task_id',
  session: null,
  documents: null,
  page: (id) => `tasks/view/${id}`,
  ownPage: 'profile/tasks',
  cardColumns: () => `, a.category_id, a.deadline, a.is_online, a.performers, a.estimated_hours,
    (SELECT c.name_ru FROM task_categories c WHERE c.id = a.category_id) AS category_ru,
    (SELECT c.name_uz FROM task_categories c WHERE c.id = a.category_id) AS category_uz,
    (SELECT count(*)::int FROM applications ap WHERE ap.activity_kind = 'task' AND ap.activity_id = a.id
       AND ap.state IN ('accepted','completed')) AS chosen`,
  detailColumns: ', a.skills_ru, a.skills_uz, a.result_ru, a.result_uz',
  detailJoin: '',
  adminSortable: ['deadline'],
  presentCard: presentTaskCard,
  detail: detailOf(
    () => TASK,
    ({ row }, _sequelize, locale) => {
      const t = row as unknown as TaskRow;
      return {
        skills: both(locale, t.skills_ru, t.skills_uz),
        skillsRu: t.skills_ru ?? null,
        skillsUz: t.skills_uz ?? null,
        expectedResult: both(locale, t.result_ru, t.result_uz),
        resultRu: t.result_ru ?? null,
        resultUz: t.result_uz ?? null,
        favoritesCount: row.favorites_count,
        commentsCount: row.comments_count,
      };
    },
  ),
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
  editable: {
    ...EDITABLE_BASE,
    skillsRu: text(L.skillsMax, { nullable: true }),
    skillsUz: text(L.skillsMax, { nullable: true }),
    resultRu: text(L.resultMax, { nullable: true }),
    resultUz: text(L.resultMax, { nullable: true }),
    performers: int(1, L.performersMax),
    isOnline: bool(),
  },
  genericPublic: true,
  hoursMax: L.hoursMax,
  notices: { approved: 'task_approved_title', rejected: 'task_rejected_title' },
};
