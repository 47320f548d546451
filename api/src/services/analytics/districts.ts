import { ANALYTICS_DISTRICT_TEXTS, type AnalyticsDistrictRow, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../../lists';
import { localizedSql } from '../../lib/localizedSql';
import { presentTotals, type AnalyticsFilter, type FigureRow } from '../../presenters/analytics';
import { CHOSEN_DIRECTION, FIGURES, monthStart } from './figures';

type DistrictLine = Omit<FigureRow, 'dim' | 'key'> & { districtId: number | null; name: string | null };

/**
 * One region's figures by district (GET /api/analytics?region=, AnalyticsDto.byDistrict), from the
 * view's district column (migration 20261203000201), narrowed like the rest of the answer by the
 * period and the chosen direction: every active district of the region in its reference order
 * (zeros included), an inactive one only while it has figures, then the line of the records with
 * no district. A row whose district is not of the row's region (a record moved to another region
 * but left with its old district) counts as no district, so the lines add up to the region's.
 * An unknown region: no lines.
 */
export async function districtFigures(
  sequelize: Sequelize,
  filter: AnalyticsFilter,
  regionId: number,
  locale: Locale,
): Promise<AnalyticsDistrictRow[]> {
  const lines = await run<DistrictLine>(
    sequelize,
    `WITH f AS (
       SELECT CASE WHEN d.id IS NULL THEN 0 ELSE v.district_id END AS district_id, ${FIGURES}
         FROM analytics_facts v LEFT JOIN districts d ON d.id = v.district_id AND d.region_id = v.region_id
        WHERE v.region_id = $4::int AND v.month >= $1::date AND v.month <= $2::date AND v.direction_id = (${CHOSEN_DIRECTION})
        GROUP BY 1
     )
     SELECT "districtId", name, volunteers, hours, events, projects, organizations, "coursesCompleted" FROM (
       SELECT d.id AS "districtId", ${localizedSql(locale, 'd.name')} AS name, f.volunteers, f.hours, f.events, f.projects,
              f.organizations, f."coursesCompleted", 0 AS part, d.sort_order
         FROM districts d LEFT JOIN f ON f.district_id = d.id
        WHERE d.region_id = $4::int AND (d.is_active OR f.district_id IS NOT NULL)
       UNION ALL
       SELECT NULL, NULL, f.volunteers, f.hours, f.events, f.projects, f.organizations, f."coursesCompleted", 1, 0
         FROM regions r LEFT JOIN f ON f.district_id = 0
        WHERE r.id = $4::int
     ) lines ORDER BY part, sort_order, "districtId"`,
    [monthStart(filter.from), monthStart(filter.to), filter.direction, regionId],
  );
  return lines.map(({ districtId, name, ...figures }) => ({
    districtId,
    name: name ?? ANALYTICS_DISTRICT_TEXTS[locale].none,
    // The presenter's figures (zeros for a district with none, hours to tenths).
    ...presentTotals([{ ...figures, dim: 'total', key: '' }]),
  }));
}
