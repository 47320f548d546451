import { MAP_MARKERS_MAX, type Locale, type MapMarkersResponse } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { SqlParams } from '../../lists';
import { runPrepared } from '../../lists/sql';
import { localizedSql } from '../../lib/localizedSql';
import { EVENT } from '../event';
import type { ApiActivityKind } from '../types';
import {
  activityConditions,
  eventConditions,
  type CommonFilters,
  type EventFilters,
  type ListConditions,
  type OwnQuery,
} from './publicLists';

/** A marker's row: the record's id, point and title in the caller's language. */
interface MarkerRow {
  id: number;
  lat: number;
  lng: number;
  title: string;
}

/** The rows of a map, read by `markersOf`: the table (alias) and its title's SQL. */
export interface MarkerSource {
  from: string;
  alias: string;
  title: (locale: Locale) => string;
}

/**
 * A list's map (GET /api/<api>/map, GET /api/orgs/map): the list's conditions and order without
 * paging, only the rows with a point, at most MAP_MARKERS_MAX (`capped` when more match).
 */
export async function markersOf(
  sequelize: Sequelize,
  source: MarkerSource,
  c: ListConditions & { order: string },
  params: SqlParams,
  locale: Locale,
): Promise<MapMarkersResponse> {
  const a = source.alias;
  const where = [...c.where, ...(c.either?.length ? [`(${c.either.join(' OR ')})`] : []), `${a}.lat IS NOT NULL`];
  const rows = await runPrepared<MarkerRow>(
    sequelize,
    `SELECT ${a}.id, ${a}.lat, ${a}.lng, ${source.title(locale)} AS title FROM ${source.from}
      WHERE ${where.join(' AND ')} ORDER BY ${c.order} LIMIT ${MAP_MARKERS_MAX + 1}`,
    params.values,
  );
  return {
    data: rows.slice(0, MAP_MARKERS_MAX).map((r) => ({ id: r.id, lat: Number(r.lat), lng: Number(r.lng), title: r.title })),
    capped: rows.length > MAP_MARKERS_MAX,
  };
}

/** The markers' source of an activity kind's table. */
const activitySource = (table: string): MarkerSource => ({
  from: `${table} a`,
  alias: 'a',
  title: (locale) => localizedSql(locale, 'a.title'),
});

/** GET /api/events/map: the markers of the events the list's filters match. */
export async function eventMarkers(sequelize: Sequelize, f: EventFilters, locale: Locale): Promise<MapMarkersResponse> {
  const params = new SqlParams();
  return markersOf(sequelize, activitySource(EVENT.table), await eventConditions(sequelize, f, params), params, locale);
}

/** GET /api/<api>/map of a generic public list: the markers of what the list's filters match. */
export async function activityMarkers(
  sequelize: Sequelize,
  kind: ApiActivityKind,
  f: CommonFilters,
  own: OwnQuery,
  locale: Locale,
): Promise<MapMarkersResponse> {
  const params = new SqlParams();
  return markersOf(sequelize, activitySource(kind.table), await activityConditions(sequelize, kind, f, params, own), params, locale);
}
