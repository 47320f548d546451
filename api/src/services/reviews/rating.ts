import type { Sequelize } from 'sequelize';
import type { ReviewRating } from '@hashar/common';
import { run } from '../../lists';

/** Whose rating: an organization's or a user's (volunteer, owner of an activity). */
export type RatedParty = 'organization' | 'user';

const COLUMN: Record<RatedParty, string> = { organization: 'target_organization_id', user: 'target_user_id' };

/**
 * SQL columns `rating_average` (one decimal, null when none) and `rating_count` of the published
 * reviews about the party whose id is the SQL expression `idSql` (e.g. `o.id`): for list queries.
 */
export function ratingColumnsSql(party: RatedParty, idSql: string): string {
  const from = `FROM reviews rv WHERE rv.${COLUMN[party]} = ${idSql} AND rv.status = 'published'`;
  return `(SELECT round(avg(rv.stars)::numeric, 1)::float ${from}) AS rating_average, (SELECT count(*)::int ${from}) AS rating_count`;
}

/** The rating from a row read with ratingColumnsSql. */
export const ratingOfRow = (row: { rating_average: number | null; rating_count: number }): ReviewRating => ({
  average: row.rating_average === null ? null : Number(row.rating_average),
  count: Number(row.rating_count),
});

/** The ratings of several parties (one query); a party without reviews gets { average: null, count: 0 }. */
export async function ratingsOf(sequelize: Sequelize, party: RatedParty, ids: readonly number[]): Promise<Map<number, ReviewRating>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await run<{ id: number; rating_average: number | null; rating_count: number }>(
        sequelize,
        `SELECT ${COLUMN[party]} AS id, round(avg(stars)::numeric, 1)::float AS rating_average, count(*)::int AS rating_count
           FROM reviews WHERE ${COLUMN[party]} = ANY($1::int[]) AND status = 'published' GROUP BY 1`,
        [unique],
      )
    : [];
  const found = new Map(rows.map((r) => [r.id, ratingOfRow(r)]));
  return new Map(unique.map((id) => [id, found.get(id) ?? { average: null, count: 0 }]));
}

/** The rating of one organization or user. */
export async function ratingOf(sequelize: Sequelize, party: RatedParty, id: number): Promise<ReviewRating> {
  return (await ratingsOf(sequelize, party, [id])).get(id) ?? { average: null, count: 0 };
}
