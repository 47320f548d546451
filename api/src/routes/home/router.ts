import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { validate } from '../../validation/validate';
import { homePage, homeRegionOf } from '../../services/home';
import { idParam, queryText } from '../../validation/query';
import { operation } from '../../lib/operation';

/**
 * GET /api/home?region=<id> → HomeDto: everything the home page shows, in the request's language.
 * Without `region`, a signed-in visitor's notices come in their own region first.
 */
export function homeRouter(sequelize: Sequelize, optionalAuthenticate: RequestHandler): Router {
  const router = Router();
  router.get(
    '/',
    operation("Reads the home page's blocks.", 'HomeDto'),
    optionalAuthenticate,
    validate([idParam('region')]),
    async (req, res) => {
      const asked = queryText(req, 'region');
      const own = !asked && req.user ? await homeRegionOf(sequelize, req.user.id) : undefined;
      const region = asked ? Number(asked) : own;
      const home = await homePage(sequelize, region, req.locale);
      // Anonymous answers depend only on the language and the query: shared caches may keep them a minute.
      res
        .set({ 'Cache-Control': req.user ? 'private, max-age=60' : 'public, max-age=60', Vary: 'Accept-Language, Authorization' })
        .json(home);
    },
  );
  return router;
}
