import {
  EVENT_LIMITS,
  lifecycleOf,
  OWNER_TYPES,
  PROJECT_LIMITS,
  PROJECT_LIST_STATES,
  type Locale,
  type OwnerType,
  type ProjectListState,
  PROJECT_KIND,
} from '@hashar/common';
import { Project, type ActivityModel } from '../../models';
import { presentActivityCard, presentDocument, type CardRow } from '../core/presenters';
import { bool, int, text } from '../../validation/fields';
import { baseChains, dateTime, endAfterStart, optionalInt, optionalText, requiredBoolean } from '../core/validators';
import { documentsOf } from '../core/detail';
import { body, query } from 'express-validator';
import { idParam } from '../../validation/query';
import { partnersOfDetail } from './partners';
import { msg, requiredText, sentField } from '../../validation/validate';
import { baseColumns, detailOf, editableOf, localizedOrNull, fromCommon } from '../shared';
import type { ApiActivityKind, PublicListExtras } from '../types';

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
  endAfterStart('endsAt', (req) => sentField(req, 'startsAt')),
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

/** `state` of the public list from the dates and the archive date (an archived project is completed). */
const STATE_SQL: Record<ProjectListState, string> = {
  recruiting: 'a.archived_at IS NULL AND a.starts_at > now()',
  in_progress: 'a.archived_at IS NULL AND a.starts_at <= now() AND a.ends_at >= now()',
  completed: '(a.archived_at IS NOT NULL OR a.ends_at < now())',
};

const OWNER_SQL: Record<OwnerType, string> = {
  organization: 'a.organization_id IS NOT NULL',
  user: 'a.owner_user_id IS NOT NULL',
  group: 'a.owner_group_id IS NOT NULL',
};

const oneOf = (name: string, values: readonly string[]) =>
  query(name)
    .optional()
    .custom((v) => typeof v === 'string' && values.includes(v))
    .withMessage(msg('choice'));

/** GET /api/projects beyond q, direction and region: state, owner kind, partner organization; soonest or newest. */
const PROJECT_LIST: PublicListExtras = {
  chains: () => [oneOf('state', PROJECT_LIST_STATES), oneOf('ownerKind', OWNER_TYPES), idParam('partner')],
  conditions: (q, params) => {
    const where: string[] = [];
    if (typeof q['state'] === 'string') where.push(STATE_SQL[q['state'] as ProjectListState]);
    if (typeof q['ownerKind'] === 'string') where.push(OWNER_SQL[q['ownerKind'] as OwnerType]);
    if (typeof q['partner'] === 'string') {
      where.push(
        `EXISTS (SELECT 1 FROM project_partners pp WHERE pp.project_id = a.id AND pp.organization_id = ${params.add(Number(q['partner']))} AND pp.state = 'accepted')`,
      );
    }
    return where;
  },
  sorts: { soonest: 'a.starts_at ASC, a.id ASC', newest: 'a.published_at DESC NULLS LAST, a.id DESC' },
  // A nationwide project is one of every region's.
  everyRegion: 'a.is_nationwide',
};

const projectDetail = detailOf(
  () => PROJECT,
  async ({ row }, sequelize, locale) => {
    const p = row as unknown as ProjectRow;
    return {
      goals: localizedOrNull(locale, p.goals_ru, p.goals_uz),
      goalsRu: p.goals_ru ?? null,
      goalsUz: p.goals_uz ?? null,
      help: localizedOrNull(locale, p.help_ru, p.help_uz),
      helpRu: p.help_ru ?? null,
      helpUz: p.help_uz ?? null,
      documents: (await documentsOf(sequelize, PROJECT, row.id)).map(presentDocument),
      favoritesCount: row.favorites_count,
      commentsCount: row.comments_count,
    };
  },
);

/** Projects: dated, owned by an organization, a volunteer or a group, with partners and participants (no sessions). */
export const PROJECT: ApiActivityKind = {
  ...fromCommon(PROJECT_KIND),
  answers: { page: 'ProjectCardPage', detail: 'ProjectDetail', own: 'OwnProjectPage' },
  table: 'projects',
  model: Project as unknown as ActivityModel,
  directionTable: 'project_directions',
  column: 'project_id',
  session: null,
  documents: { table: 'project_documents', column: 'project_id' },
  timeline: { starts: 'a.starts_at', ends: 'a.ends_at' },
  cardColumns: () => `, a.starts_at, a.ends_at, a.archived_at, a.is_nationwide, a.places,
    (SELECT count(*)::int FROM applications ap WHERE ap.activity_kind = 'project' AND ap.activity_id = a.id
       AND ap.state IN ('accepted','attended','completed')) AS participants`,
  detailColumns: ', a.goals_ru, a.goals_uz, a.help_ru, a.help_uz',
  detailJoin: '',
  adminSortable: ['startsAt'],
  presentCard: presentProjectCard,
  // The generic detail with the accepted partners and the caller organization's partnership.
  detail: async (sequelize, id, user, locale) => {
    const detail = await projectDetail(sequelize, id, user, locale);
    return detail && { ...detail, ...(await partnersOfDetail(sequelize, id, user?.organizationId ?? null)) };
  },
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
  editable: editableOf(PROJECT_KIND.fields.editable, {
    goalsRu: text(L.goalsMax, { nullable: true }),
    goalsUz: text(L.goalsMax, { nullable: true }),
    helpRu: text(L.helpMax, { nullable: true }),
    helpUz: text(L.helpMax, { nullable: true }),
    places: { ...int(0, L.placesMax), nullable: true },
    isNationwide: bool(),
  }),
  genericPublic: true,
  publicList: PROJECT_LIST,
  notices: { approved: 'project_approved_title', rejected: 'project_rejected_title' },
  noticeBodies: { approved: 'project_approved_body', rejected: 'project_rejected_body' },
};
