import type { QueryInterface } from 'sequelize';

/**
 * A region's list of projects, tasks and vacancies also holds the rows that belong to every region
 * (nationwide, online, remote). Its count reads the two apart (SqlPageQuery.either in
 * api/src/lists/page.ts): the region's rows, and the other regions' rows of every region. Each
 * part is an index-only scan stopped at the cap with these indexes (0.5 ms for 1 001 matches at
 * 100 000 rows of each kind, where a task count filtered 15 000 index entries, 3.3 ms, a vacancy
 * count read 637 table pages, 4.5 ms, and the nationwide projects had no index at all).
 */
const UP = `
CREATE INDEX tasks_public_region_deadline_idx ON tasks (region_id, deadline, id)
  INCLUDE (archived_at, is_online, owner_group_id) WHERE moderation = 'approved';
DROP INDEX tasks_public_online_idx;
CREATE INDEX tasks_public_online_idx ON tasks (is_online, deadline)
  INCLUDE (archived_at, region_id, owner_group_id) WHERE moderation = 'approved';
DROP INDEX vacancies_public_region_idx;
CREATE INDEX vacancies_public_region_idx ON vacancies (region_id, published_at DESC)
  INCLUDE (owner_group_id, deadline) WHERE moderation = 'approved';
DROP INDEX vacancies_public_remote_idx;
CREATE INDEX vacancies_public_remote_idx ON vacancies (is_remote, published_at DESC)
  INCLUDE (owner_group_id, deadline, region_id) WHERE moderation = 'approved';
CREATE INDEX projects_public_nationwide_idx ON projects (region_id)
  INCLUDE (owner_group_id) WHERE moderation = 'approved' AND is_nationwide;
`;

const DOWN = `
DROP INDEX tasks_public_region_deadline_idx;
DROP INDEX tasks_public_online_idx;
CREATE INDEX tasks_public_online_idx ON tasks (is_online, deadline) INCLUDE (owner_group_id) WHERE moderation = 'approved';
DROP INDEX vacancies_public_region_idx;
CREATE INDEX vacancies_public_region_idx ON vacancies (region_id, published_at DESC) INCLUDE (owner_group_id) WHERE moderation = 'approved';
DROP INDEX vacancies_public_remote_idx;
CREATE INDEX vacancies_public_remote_idx ON vacancies (is_remote, published_at DESC) INCLUDE (owner_group_id) WHERE moderation = 'approved';
DROP INDEX projects_public_nationwide_idx;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction((transaction) => queryInterface.sequelize.query(UP, { transaction }));
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction((transaction) => queryInterface.sequelize.query(DOWN, { transaction }));
}
