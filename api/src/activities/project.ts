import { EVENT_LIMITS, lifecycleOf, PROJECT_LIMITS, type Locale } from '@hashar/common';
import { Project, type ActivityModel } from '../models';
import { localized, presentActivityCard, presentDocument, type CardRow } from '../presenters/events';
import { bool, int, text } from '../routes/admin/fields';
import { baseChains, dateTime, endAfterStart, optionalInt, optionalText, requiredBoolean } from '../routes/events/validators';
import { documentsOf } from '../services/events/detail';
import { body } from 'express-validator';
import { msg, requiredText } from '../middlewares/validate';
import { baseColumns, detailOf, EDITABLE_BASE } from './shared';
import type { ApiActivityKind } from './types';

const L = PROJECT_LIMITS;

/** A project's card row: the shared columns and its own. */
type ProjectRow = CardRow & {
  starts_at: Date;
  ends_at: Date;
  archived_at: Date | null;
  is_nationwide: boolean;
  places: number | null;
  participants: number;
  goals_ru?: string | null;
  goals_uz?: string | null;
  help_ru?: string | null;
  help_uz?: string | null;
};

/** A bilingual optional text of a row (Uzbek falls back to Russian). */
const both = (locale: Locale, ru: string | null | undefined, uz: string | null | undefined) => (ru ? localized(locale, ru, uz) : null);

export function presentProjectCard(r: CardRow, directions: Parameters<typeof presentActivityCard>[1], locale: Locale) {
  const p = r as ProjectRow;
  return {
    ...presentActivityCard(r, directions, locale),
    startsAt: p.starts_at.toISOString(),
    endsAt: p.ends_at.toISOString(),
    isNationwide: p.is_nationwide,
    places: p.places,
    participants: p.participants,
    lifecycle: lifecycleOf({ startsAt: p.starts_at, endsAt: p.ends_at, archivedAt: p.archived_at }),
  };
}

/** Body of POST/PUT /api/my/projects: the base, dates, nationwide, goals, how to help, places, documents. */
const projectInputChains = () => [
  ...baseChains(),
  requiredBoolean('isNationwide'),
  dateTime('startsAt'),
  endAfterStart('endsAt', (req) => (req.body as { startsAt?: unknown }).startsAt),
  optionalText('goalsRu', L.goalsMax),
  optionalText('goalsUz', L.goalsMax),
  optionalText('helpRu', L.helpMax),
  optionalText('helpUz', L.helpMax),
  optionalInt('places', 0, L.placesMax),
  body('documents')
    .optional({ values: 'null' })
    .isArray({ max: EVENT_LIMITS.documentsMax })
    .withMessage(msg('range', { min: 0, max: EVENT_LIMITS.documentsMax })),
  requiredText('documents.*.key', 500),
  requiredText('documents.*.name', 255),
  body('sessions').customSanitizer(() => undefined),
];

/** Projects: dated, owned by an organization, a volunteer or a group, with partners and participants (no sessions). */
export const PROJECT: ApiActivityKind = {
  kind: 'project',
  api: 'projects',
  adminResource: 'projects',
  createAction: 'project.create',
  applyAction: 'project.apply',
  owners: ['organization', 'user', 'group'],
  table: 'projects',
  model: Project as unknown as ActivityModel,
  directionTable: 'project_directions',
  column: 'project_id',
  session: null,
  documents: { table: 'project_documents', column: 'project_id' },
  page: (id) => `projects/view/${id}`,
  ownPage: 'profile/projects',
  cardColumns: () => `, a.starts_at, a.ends_at, a.archived_at, a.is_nationwide, a.places,
    (SELECT count(*)::int FROM applications ap WHERE ap.activity_kind = 'project' AND ap.activity_id = a.id
       AND ap.state IN ('accepted','attended','completed')) AS participants`,
  detailColumns: ', a.goals_ru, a.goals_uz, a.help_ru, a.help_uz',
  detailJoin: '',
  adminSortable: ['startsAt'],
  presentCard: presentProjectCard,
  detail: detailOf(
    () => PROJECT,
    async ({ row }, sequelize, locale) => {
      const p = row as unknown as ProjectRow;
      return {
        goals: both(locale, p.goals_ru, p.goals_uz),
        goalsRu: p.goals_ru ?? null,
        goalsUz: p.goals_uz ?? null,
        help: both(locale, p.help_ru, p.help_uz),
        helpRu: p.help_ru ?? null,
        helpUz: p.help_uz ?? null,
        documents: (await documentsOf(sequelize, PROJECT, row.id)).map(presentDocument),
        favoritesCount: row.favorites_count,
        commentsCount: row.comments_count,
      };
    },
  ),
  inputChains: projectInputChains,
  columns: (input, cover) => {
    const p = input as unknown as Record<string, unknown>;
    return {
      ...baseColumns(input, cover),
      isNationwide: p['isNationwide'] === true,
      startsAt: new Date(p['startsAt'] as string),
      endsAt: new Date(p['endsAt'] as string),
      goalsRu: p['goalsRu'] ?? null,
      goalsUz: p['goalsUz'] ?? null,
      helpRu: p['helpRu'] ?? null,
      helpUz: p['helpUz'] ?? null,
      places: p['places'] ?? null,
    };
  },
  editable: {
    ...EDITABLE_BASE,
    goalsRu: text(L.goalsMax, { nullable: true }),
    goalsUz: text(L.goalsMax, { nullable: true }),
    helpRu: text(L.helpMax, { nullable: true }),
    helpUz: text(L.helpMax, { nullable: true }),
    places: { ...int(0, L.placesMax), nullable: true },
    isNationwide: bool(),
  },
  genericPublic: true,
  notices: { approved: 'project_approved_title', rejected: 'project_rejected_title' },
};
