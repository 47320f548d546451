import type { Sequelize, Transaction } from 'sequelize';
import { run } from '../../lists';

/** Whether a news section of this id exists (active or not). */
export async function sectionExists(sequelize: Sequelize, id: number): Promise<boolean> {
  const [row] = await run<{ found: boolean }>(sequelize, 'SELECT EXISTS (SELECT 1 FROM news_sections WHERE id = $1) AS found', [id]);
  return row?.found === true;
}

/** Whether a section already has this slug. */
export async function sectionSlugTaken(sequelize: Sequelize, slug: string, transaction: Transaction): Promise<boolean> {
  const [row] = await run<{ taken: boolean }>(
    sequelize,
    'SELECT EXISTS (SELECT 1 FROM news_sections WHERE slug = $1) AS taken',
    [slug],
    transaction,
  );
  return row?.taken === true;
}

/** Whether any news item is in the section. */
export async function sectionHasNews(sequelize: Sequelize, sectionId: number, transaction: Transaction): Promise<boolean> {
  const [row] = await run<{ used: boolean }>(
    sequelize,
    'SELECT EXISTS (SELECT 1 FROM news WHERE section_id = $1) AS used',
    [sectionId],
    transaction,
  );
  return row?.used === true;
}
