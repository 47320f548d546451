import { ACTIVITY_BASE_FIELDS, type ActivityKindInfo, EVENT_LIMITS, type Locale, localized, pageAfterLocale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import type { AuthUser } from '../policies';
import { presentSession } from './core/presenters';
import { int, text, type FieldSpec } from '../validation/fields';
import { detailBase, loadDetail } from './core/detail';
import { pointColumns } from '../lib/geo';
import type { ActivityColumns, ActivityInput, ApiActivityKind, SharedKindFacts } from './types';

const L = EVENT_LIMITS;

/** What an API entry takes from the kind's entry in common: every shared fact, and its public and owner's pages after the locale. */
export const fromCommon = <Input>(info: ActivityKindInfo<Input>): SharedKindFacts & Pick<ApiActivityKind, 'page' | 'ownPage'> => ({
  ...info,
  page: (id) => pageAfterLocale(info.pages.view, { id }),
  ownPage: pageAfterLocale(info.pages.own),
});

/** Who uses a moderation queue unless the entry says otherwise: moderators and admins read and decide, admins edit. */
export const QUEUE_ROLES = { read: ['admin', 'moderator'], edit: ['admin'] } as const satisfies ApiActivityKind['queueRoles'];

/** Back-office editable fields every activity has (a text may be in one language only: its Russian side stays ''). */
const EDITABLE_BASE: Record<(typeof ACTIVITY_BASE_FIELDS.editable)[number], FieldSpec> = {
  titleRu: text(L.titleMax),
  titleUz: text(L.titleMax, { nullable: true }),
  descriptionRu: text(L.descriptionMax),
  descriptionUz: text(L.descriptionMax, { nullable: true }),
  addressRu: text(L.addressMax, { nullable: true }),
  addressUz: text(L.addressMax, { nullable: true }),
  regionId: { ...int(1), nullable: true },
  // That it is a district of the region: services/admin/queue.ts (services/places.ts checkDistrict).
  districtId: { ...int(1), nullable: true },
};

/**
 * What the back office may edit of a kind: the fields every kind has, then its own, named once in
 * common (`fields.editable`); the API adds each one's check, and the type asks for exactly those.
 */
export const editableOf = <F extends string>(own: readonly F[], specs: Record<F, FieldSpec>): Record<string, FieldSpec> => ({
  ...EDITABLE_BASE,
  ...Object.fromEntries(own.map((field) => [field, specs[field]])),
});

/** Column values every activity form writes (with the checked cover key); the database computes search_text. */
export function baseColumns(input: ActivityInput, cover: string | null): ActivityColumns {
  return {
    titleRu: input.titleRu,
    titleUz: input.titleUz ?? null,
    descriptionRu: input.descriptionRu,
    descriptionUz: input.descriptionUz ?? null,
    regionId: input.regionId ?? null,
    districtId: input.districtId ?? null,
    // An online activity has no place: its point is dropped.
    ...pointColumns(input.point, (input as { isOnline?: unknown }).isOnline === true),
    addressRu: input.addressRu ?? null,
    addressUz: input.addressUz ?? null,
    cover,
  };
}

type DetailParts = NonNullable<Awaited<ReturnType<typeof loadDetail>>>;

/**
 * A kind's public detail: its card, the fields every detail has, its sessions, the caller's
 * applications, then what `extra` adds from the loaded row.
 */
export function detailOf(
  kind: () => ApiActivityKind,
  extra: (parts: DetailParts, sequelize: Sequelize, locale: Locale) => Promise<object> | object = () => ({}),
): ApiActivityKind['detail'] {
  return async (sequelize: Sequelize, id: number, user: AuthUser | undefined, locale: Locale) => {
    const entry = kind();
    const loaded = await loadDetail(sequelize, entry, id, user);
    if (!loaded) return null;
    const { row, directions, mine } = loaded;
    return {
      ...entry.presentCard(row, directions, locale),
      ...detailBase(row, user, locale),
      ...(await extra(loaded, sequelize, locale)),
      sessions: loaded.sessions.map((s) => presentSession(s, locale)),
      myApplications: mine,
      requiredCourses: loaded.courses.map((c) => ({
        id: c.id,
        slug: c.slug,
        title: localized(locale, c.title_ru, c.title_uz),
        completed: c.completed,
      })),
    };
  };
}

/** An optional bilingual text of a detail in `locale` (the other language's when it has none), or null when it was never written. */
export const localizedOrNull = (locale: Locale, ru: string | null | undefined, uz: string | null | undefined): string | null =>
  ru ? localized(locale, ru, uz) : null;
