import type { QueryInterface } from 'sequelize';

/**
 * Indexes of the public lists of projects, tasks and vacancies ("Speed": < 50 ms at
 * the median with 100 000 rows, npm run bench:lists). Every list answer counts its matches, and
 * the filters of these lists (project state by dates and archive, open tasks by deadline and
 * archive, open vacancies by deadline, category, online, kind, pay, remote, region, owner kind)
 * read columns the indexes of 20261122000011 do not hold, so each count read the whole table.
 * One covering partial index per table holds them (tasks: a second one led by the category, for
 * a category and a pro bono volunteer's "for me"): the counts (and the direction counts, joined
 * by id) become index-only scans. The trainee's vacancy list puts internships first: an index in
 * that order serves its page. Self-contained: literal values only.
 */
const SQL = `
CREATE INDEX projects_public_list_idx ON projects (starts_at, id)
  INCLUDE (ends_at, archived_at, region_id, is_nationwide, organization_id, owner_user_id, owner_group_id)
  WHERE moderation = 'approved';
CREATE INDEX tasks_public_list_idx ON tasks (deadline, id)
  INCLUDE (archived_at, category_id, is_online, region_id)
  WHERE moderation = 'approved';
CREATE INDEX tasks_public_category_list_idx ON tasks (category_id, deadline, id)
  INCLUDE (archived_at, is_online, region_id)
  WHERE moderation = 'approved';
CREATE INDEX vacancies_public_list_idx ON vacancies (deadline, id)
  INCLUDE (kind, pay, is_remote, region_id)
  WHERE moderation = 'approved';
CREATE INDEX vacancies_public_internships_first_idx ON vacancies ((kind = 'internship') DESC, published_at DESC NULLS LAST, id DESC)
  WHERE moderation = 'approved';
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
