import type { QueryInterface } from 'sequelize';

/**
 * Every public list's count (and page) tests `publiclyShown` (api/src/activities/core/cards.ts):
 * approved, and a group-owned row only while its group is active, so it reads `owner_group_id`.
 * The lists' partial indexes did not hold that column, so a count of up to 1 001 matches visited
 * every match's table row (an events count of one region: 489 pages, 2.7 ms); with the column
 * INCLUDEd the count is an index-only scan (0.3 ms). Each index is rebuilt from its own
 * definition with `owner_group_id` added to its INCLUDE list.
 */
const INDEXES = [
  'events_public_archived_idx',
  'events_public_ends_idx',
  'events_public_online_idx',
  'events_public_published_idx',
  'events_public_region_idx',
  'events_public_starts_idx',
  'projects_public_ends_idx',
  'projects_public_published_idx',
  'projects_public_region_idx',
  'projects_public_starts_idx',
  'publications_active_first_idx',
  'publications_kind_idx',
  'publications_notices_idx',
  'publications_public_idx',
  'publications_region_active_first_idx',
  'publications_region_idx',
  'tasks_public_category_idx',
  'tasks_public_category_list_idx',
  'tasks_public_deadline_idx',
  'tasks_public_list_idx',
  'tasks_public_online_idx',
  'tasks_public_published_idx',
  'tasks_public_region_idx',
  'vacancies_public_deadline_idx',
  'vacancies_public_internships_first_idx',
  'vacancies_public_kind_idx',
  'vacancies_public_list_idx',
  'vacancies_public_pay_idx',
  'vacancies_public_published_idx',
  'vacancies_public_region_idx',
  'vacancies_public_remote_idx',
  'visit_options_public_idx',
  'visit_options_region_idx',
];

const COLUMN = 'owner_group_id';

/** The definition with the column added to its INCLUDE list (one made when it has none). */
function withColumn(definition: string): string {
  const include = /\) INCLUDE \(([^)]*)\)/.exec(definition);
  if (include) return definition.replace(include[0], `) INCLUDE (${include[1]}, ${COLUMN})`);
  const where = definition.lastIndexOf(' WHERE ');
  const end = where === -1 ? definition.length : where;
  return `${definition.slice(0, end)} INCLUDE (${COLUMN})${definition.slice(end)}`;
}

/** The definition without the column in its INCLUDE list (and without the list when it held only the column). */
function withoutColumn(definition: string): string {
  return definition.replace(` INCLUDE (${COLUMN})`, '').replace(`, ${COLUMN})`, ')');
}

async function rebuild(queryInterface: QueryInterface, change: (definition: string) => string): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    const [rows] = await queryInterface.sequelize.query('SELECT indexname, indexdef FROM pg_indexes WHERE indexname = ANY($1)', {
      bind: [INDEXES],
      transaction,
    });
    for (const { indexname, indexdef } of rows as { indexname: string; indexdef: string }[]) {
      const next = change(indexdef);
      if (next === indexdef) continue;
      await queryInterface.sequelize.query(`DROP INDEX ${indexname}`, { transaction });
      await queryInterface.sequelize.query(next, { transaction });
    }
  });
}

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await rebuild(queryInterface, (definition) => (definition.includes(COLUMN) ? definition : withColumn(definition)));
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await rebuild(queryInterface, withoutColumn);
}
