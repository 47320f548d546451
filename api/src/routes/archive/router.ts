import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { validate } from '../../validation/validate';
import { myArchive } from '../../services/archive';
import { archiveRules } from './validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

/** GET /api/my/archive?year=, mounted at /my/archive: everything the caller took part in and finished (docs/points-economy-api.md "Archive"). */
export function archiveRouter({ sequelize, authenticate }: { sequelize: Sequelize; authenticate: RequestHandler }): Router {
  const router = Router();
  router.get(
    '/',
    operation("Lists the caller's past activities.", 'ArchiveDto'),
    authenticate,
    validate(archiveRules),
    signedIn(async (req, res) => {
      const year = req.query['year'] === undefined ? null : Number(req.query['year']);
      res.set('Cache-Control', 'private, no-store').json(await myArchive(sequelize, req.user.id, year, req.locale));
    }),
  );
  return router;
}
