import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { NotFound } from '../../errors';
import { run } from '../../lists';

/** The admin-managed lists the public site shows, by their address under /api/reference. */
const LISTS = {
  directions: { table: 'directions', extra: ', key, icon, color' },
  'task-categories': { table: 'task_categories', extra: ', key' },
  'probono-directions': { table: 'probono_directions', extra: ', key' },
  'volunteer-types': { table: 'volunteer_types', extra: ', key' },
} as const;

/** GET /api/reference/:list → { data: [{ id, nameRu, nameUz, ... }] } in display order, active only. */
export function referenceRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get('/:list', async (req, res) => {
    const list = LISTS[req.params['list'] as keyof typeof LISTS];
    if (!list || !Object.hasOwn(LISTS, req.params['list']!)) throw NotFound();
    const data = await run(
      sequelize,
      `SELECT id, name_ru AS "nameRu", name_uz AS "nameUz"${list.extra} FROM ${list.table}
        WHERE is_active ORDER BY sort_order, name_ru`,
      [],
    );
    res.set('Cache-Control', 'public, max-age=300').json({ data });
  });
  return router;
}
