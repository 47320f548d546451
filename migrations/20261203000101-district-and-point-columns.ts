import type { QueryInterface } from 'sequelize';

/**
 * Issue 32's geography on the records that have a place: an optional district (beside the region,
 * which stays as it is) on the activities, organizations, initiative groups and users (a volunteer's
 * profile keeps its region on `users`), and a point (`lat`, `lng`, both or neither) on the
 * activities and organizations (docs/map-api.md).
 *
 * A district is referenced ON DELETE RESTRICT: one in use is deactivated, not deleted (the back
 * office answers 409). The district filter of each public list is served by a partial index on
 * (district_id) next to the region's.
 *
 * The "near" index: a GiST index on the built-in `point(lng, lat)` type, no extension. PostGIS is
 * not in the embedded PostgreSQL, and earthdistance needs cube, which a plain server may not have
 * either; the core's point GiST (box_ops) answers `point(lng, lat) <@ box(...)`, the bounding box
 * of the radius, and the exact great-circle distance (docs/map-api.md) filters and orders the few
 * rows inside it. Double precision: the point type's own, so the expression matches the index.
 * A dense box (a city's radius) is not read through it: api/src/lists/near.ts walks the list's own
 * order or counts from a direction's index instead. No second index for that: btree_gist installs
 * on both servers, but a GiST on (point, starts_at) would still read the whole box
 * (docs/map-api.md, "How near is computed, and the index").
 */
const ACTIVITY_TABLES = ['events', 'visit_options', 'projects', 'tasks', 'vacancies'];
const POINT_TABLES = [...ACTIVITY_TABLES, 'organizations'];
const DISTRICT_TABLES = [...POINT_TABLES, 'initiative_groups', 'users'];

const UP = [
  ...DISTRICT_TABLES.map(
    (t) => `ALTER TABLE ${t} ADD COLUMN district_id integer NULL REFERENCES districts (id) ON DELETE RESTRICT;
CREATE INDEX ${t}_district_idx ON ${t} (district_id) WHERE district_id IS NOT NULL;`,
  ),
  ...POINT_TABLES.map(
    (t) => `ALTER TABLE ${t} ADD COLUMN lat double precision NULL, ADD COLUMN lng double precision NULL,
  ADD CONSTRAINT ${t}_point_check CHECK ((lat IS NULL) = (lng IS NULL) AND (lat IS NULL OR (lat BETWEEN -90 AND 90 AND lng BETWEEN -180 AND 180)));
CREATE INDEX ${t}_point_idx ON ${t} USING gist (point(lng, lat)) WHERE lat IS NOT NULL;`,
  ),
].join('\n');

const DOWN = [
  ...POINT_TABLES.map((t) => `ALTER TABLE ${t} DROP COLUMN lat, DROP COLUMN lng;`),
  ...DISTRICT_TABLES.map((t) => `ALTER TABLE ${t} DROP COLUMN district_id;`),
].join('\n');

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction((transaction) => queryInterface.sequelize.query(UP, { transaction }));
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction((transaction) => queryInterface.sequelize.query(DOWN, { transaction }));
}
