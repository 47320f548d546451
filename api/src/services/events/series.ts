import { PAGE_SIZE_MAX, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { presentEventCard, presentSeries, type SeriesRow } from '../../activities/core/presenters';
import { cardRows, directionsOf } from '../../activities/core/cards';
import { EVENT } from '../../activities/event';
import { run, SqlParams } from '../../lists';

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
