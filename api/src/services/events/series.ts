import { PAGE_SIZE_MAX, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { presentEventCard, presentSeries, type SeriesRow } from '../../activities/core/presenters';
import { cardRows, directionsOf } from '../../activities/core/cards';
import { EVENT } from '../../activities/event';
import { run, SqlParams } from '../../lists';
import { EventGroup } from '../../models';

/**
 * A series with its approved events, in the given language; undefined when there is no such
 * series or it is not public yet (public once one of its events is; before that only its
 * organization, `viewerOrganizationId`, sees it).
 */
export async function seriesOf(sequelize: Sequelize, id: number, viewerOrganizationId: number, locale: Locale) {
  const [group] = await run<SeriesRow>(
    sequelize,
    `SELECT g.id, g.title_ru, g.title_uz, g.description_ru, g.description_uz,
            o.id AS org_id, o.name AS org_name, o.logo AS org_logo, o.is_verified AS org_verified
       FROM event_groups g JOIN organizations o ON o.id = g.organization_id
      WHERE g.id = $1 AND (g.organization_id = $2
        OR EXISTS (SELECT 1 FROM events e WHERE e.group_id = g.id AND e.moderation = 'approved'))`,
    [id, viewerOrganizationId],
  );
  if (!group) return undefined;
  const params = new SqlParams();
  const where = [`a.group_id = ${params.add(id)}`, `a.moderation = 'approved'`];
  const rows = await cardRows(sequelize, EVENT, { where, params, order: 'a.starts_at, a.id', limit: PAGE_SIZE_MAX, offset: 0 });
  const directions = await directionsOf(
    sequelize,
    EVENT,
    rows.map((r) => r.id),
  );
  const cards = rows.map((r) => presentEventCard(r, directions.get(r.id) ?? [], locale));
  return presentSeries(group, cards, locale);
}

/** A series as its organization's list shows it (the EventGroup model's attribute names). */
type OwnSeries = Pick<EventGroup, 'id' | 'titleRu' | 'titleUz' | 'descriptionRu' | 'descriptionUz' | 'createdAt'>;

/** GET /api/my/event-groups: the organization's series, newest first. */
export const organizationSeries = (sequelize: Sequelize, organizationId: number): Promise<OwnSeries[]> =>
  run<OwnSeries>(
    sequelize,
    `SELECT id, title_ru AS "titleRu", title_uz AS "titleUz", description_ru AS "descriptionRu", description_uz AS "descriptionUz",
            created_at AS "createdAt"
       FROM event_groups WHERE organization_id = $1 ORDER BY created_at DESC, id DESC`,
    [organizationId],
  );

/** POST /api/my/event-groups: a new series of the organization. */
export const createSeries = (
  organizationId: number,
  input: { titleRu: string; titleUz?: string | null; descriptionRu?: string | null; descriptionUz?: string | null },
): Promise<EventGroup> =>
  EventGroup.create({
    organizationId,
    titleRu: input.titleRu,
    titleUz: input.titleUz ?? null,
    descriptionRu: input.descriptionRu ?? null,
    descriptionUz: input.descriptionUz ?? null,
  });
