/**
 * Which task categories (`cattask`, task_categories) suit a pro bono volunteer. The volunteer
 * picks 1–3 pro bono directions at sign-up (`dirprobono`, probono_directions) — a list of
 * professions, not of task categories. A direction suits the task category with the same `key`
 * and the categories this table names (by keys, so it holds for any database seeded from
 * seeders/reference.ts; a direction or category the admin adds later matches by equal key).
 */
export const DIRECTION_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  law: ['legal'],
  finance: ['accounting', 'fundraising'],
  marketing: ['marketing', 'smm', 'copywriting'],
  it: ['it'],
  design: ['design'],
  media: ['photo-video'],
  languages: ['translation'],
  management: ['strategy', 'research'],
  hr: ['hr'],
  mentoring: ['training'],
  psychology: ['training'],
  medicine: ['research'],
};

/** The table above as an SQL VALUES list (code constants of lowercase keys only, checked here). */
const PAIRS_SQL = Object.entries(DIRECTION_CATEGORIES)
  .flatMap(([direction, categories]) => categories.map((c) => [direction, c]))
  .map((pair) => {
    if (!pair.every((k) => /^[a-z0-9-]+$/.test(k))) throw new Error(`bad key in DIRECTION_CATEGORIES: ${pair.join(' → ')}`);
    return `('${pair[0]}', '${pair[1]}')`;
  })
  .join(', ');

/**
 * SQL: the ids of the task categories suiting a user's pro bono directions (an int[], computed
 * once per query). `user` is the SQL of their id: a bound parameter in a condition; a list's
 * order may bind none (the count query runs without it), so there it is the integer itself.
 */
export function myCategoryIdsSql(user: string): string {
  return `ARRAY(SELECT DISTINCT c.id FROM volunteer_probono_directions v
      JOIN probono_directions d ON d.id = v.probono_direction_id
      JOIN task_categories c ON c.key = d.key
        OR EXISTS (SELECT 1 FROM (VALUES ${PAIRS_SQL}) m(dk, ck) WHERE m.dk = d.key AND m.ck = c.key)
     WHERE v.user_id = ${user})`;
}
