import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { ReferenceList } from '@hashar/common';
import { NotFound } from '../../errors';
import { referenceList } from '../../services/reference';
import { operation } from '../../lib/operation';

/** GET /api/reference/:list → { data: [{ id, nameRu, nameUz, ... }] } in display order, active only. */
export function referenceRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get('/:list', operation('Lists the entries of a reference list.', 'ReferenceList'), async (req, res) => {
    const data = await referenceList(sequelize, req.params['list']);
    if (!data) throw NotFound();
    const list: ReferenceList = { data };
    res.set('Cache-Control', 'public, max-age=300').json(list);
  });
  return router;
}
