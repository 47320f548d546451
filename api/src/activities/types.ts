import type { ActivityInputBase, ActivityKindInfo, DirectionDto, Locale, Role, SessionInput } from '@hashar/common';
import type { ValidationChain } from 'express-validator';
import type { Sequelize, Transaction } from 'sequelize';
import type { MessageKey } from '../i18n';
import type { ActivityModel } from '../models';
import type { AuthUser } from '../policies';
import type { CardRow } from './core/presenters';
import type { FieldSpec } from '../validation/fields';
import type { SqlParams } from '../lists';
import type { AnswerType } from '../lib/operation';

/** What an activity's writer stores: the input's columns, with the checked cover key. */
export type ActivityColumns = Record<string, unknown>;

/**
 * A kind's facts the three apps share, as the API holds them: its entry in common's
 * ACTIVITY_REGISTRY (api, adminResource, actions, owners, decisions, hoursMax, fields…), spread
 * into the API's entry by `fromCommon` (shared.ts). Its kind may be one common does not know (a test's).
 */
export type SharedKindFacts = Omit<ActivityKindInfo, 'kind' | 'adminResource' | 'pages'> & { kind: string; adminResource: string };

/**
 * The API's side of one activity kind (the shared side is common/activities.ts): where its rows
 * live, how its cards, details and forms read, what the back office may edit and what its
 * notices say. Code that differs per kind reads these fields; it never tests the kind.
 */
export interface ApiActivityKind extends SharedKindFacts {
  table: string;
  model: ActivityModel;
  /** Table linking it to directions, and the column naming the activity there. */
  directionTable: string;
  column: string;
  /** Column of visit_sessions naming the activity and its model attribute; null when it has no sessions. */
  session: { column: string; attribute: 'eventId' | 'visitOptionId' } | null;
  /** Column of its table holding the minimum age of applicants, if it has one. */
  minAgeColumn?: string;
  /** Table of its documents and the column naming the activity; null when it carries none. */
  documents: { table: string; column: string } | null;
  /** Public page, and the owner's list page, after the locale (from common's `pages`). */
  page(id: number): string;
  ownPage: string;
  /**
   * When one happens (SQL, alias `a`): `starts` the next moment it takes place, `ends` when it is over
   * (NULL: no end, still on). The owner's list shows what is ahead first, soonest first, then the past.
   */
  timeline?: { starts: string; ends: string };
  /** Card columns beyond the shared ones (alias `a`), parameters bound through `params`. */
  cardColumns(params: SqlParams): string;
  /** Detail columns and join beyond the card's. */
  detailColumns: string;
  detailJoin: string;
  /** Columns the back-office list may sort by beyond the shared ones. */
  adminSortable: readonly string[];
  presentCard(row: CardRow, directions: DirectionDto[], locale: Locale): object;
  /** The public detail, or null when missing or not visible to the caller. */
  detail(sequelize: Sequelize, id: number, user: AuthUser | undefined, locale: Locale): Promise<object | null>;
  /** Validation of the owner's form (create and update). */
  inputChains(): ValidationChain[];
  /** The validated input as column values, with the search text. */
  columns(input: ActivityInput, cover: string | null): ActivityColumns;
  /** Fields the back office may edit. */
  editable: Record<string, FieldSpec>;
  /** Public GET /api/<api> (approved, newest first; q, direction, region) and /api/<api>/:id built from the entry (events have their own: routes/events). */
  genericPublic?: boolean;
  /** The common types its public list, detail and owner's list answer with, for the API description and the tests' check of answers. */
  answers?: { page: AnswerType; detail: AnswerType; own: AnswerType };
  /** The kind's own filters and sorts of its generic public list, beyond q, direction and region. */
  publicList?: PublicListExtras;
  /** Who may use its moderation queue /api/admin/<adminResource>: read (list, show) and edit; default QUEUE_ROLES (activities/shared.ts). */
  queueRoles?: { read: readonly Role[]; edit: readonly Role[] };
  /** Notice titles to the owner's people when a moderator decides. */
  notices: { approved: MessageKey; rejected: MessageKey };
  /** Their bodies: whole sentences naming the kind (Russian gender differs: «ваш проект одобрен», «ваша вакансия одобрена»). */
  noticeBodies: { approved: MessageKey; rejected: MessageKey };
  /** What an application to it carries beyond the optional message (vacancies: a cover letter and a CV). */
  applicationFields?: ApplicationFields;
}

/** What a sessionless application's write is given to check and store a kind's own fields. */
interface ApplicationContext {
  sequelize: Sequelize;
  userId: number;
  activityId: number;
  /** The validated body of POST /api/activities/<kind>/:id/apply. */
  body: Record<string, unknown>;
  locale: Locale;
}

/** A kind's own part of POST /api/activities/<kind>/:id/apply (services/participation/apply.ts calls it). */
export interface ApplicationFields {
  /** Validators of the apply body, in place of the generic optional message. */
  chains(): ValidationChain[];
  /** Before the write, the activity row locked: throws to refuse (e.g. 409 after the deadline). */
  check(ctx: ApplicationContext, transaction: Transaction): Promise<void>;
  /** After the write, in the same transaction: stores its own columns of the application (e.g. the CV). */
  store(ctx: ApplicationContext, applicationId: number, transaction: Transaction): Promise<void>;
}

/** A kind's own part of its public list: query validators, conditions (alias `a`) and named orders. */
export interface PublicListExtras {
  /** Validators of its own query parameters. */
  chains(): ValidationChain[];
  /** SQL conditions from the validated query, parameters bound through `params`. */
  conditions(query: Record<string, unknown>, params: SqlParams, user: AuthUser | undefined): string[];
  /** `sort` values and their ORDER BY (alias `a`); the first is the default. */
  sorts: Record<string, string>;
  /**
   * The rows the caller's facts put first when no `sort` is given (tasks in a pro bono volunteer's
   * categories): an SQL condition (alias `a`), or null. Each part is
   * listed in the sort's order, so no request sorts every row. Literal SQL only: no bound parameter.
   */
  preferred?(user: AuthUser | undefined): string | null;
  /** The sort (a key of `sorts`) the caller's facts choose when no `sort` is given: internships first for a trainee. */
  defaultSort?(user: AuthUser | undefined): string | null;
  /**
   * A boolean column (alias `a`) whose rows belong to every region's list (projects: nationwide,
   * tasks: online, vacancies: remote); without it `region` matches `a.region_id` alone.
   */
  everyRegion?: string;
}

/** The fields every activity form has (common's ActivityInputBase; the writer reads these; the rest belongs to the kind). */
export interface ActivityInput extends ActivityInputBase {
  documents?: unknown[];
  sessions: SessionInput[];
}
