import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { validate } from '../../middlewares/validate';
import { homePage } from '../../services/home';
import { idParam, queryText } from '../events/query';

/** GET /api/home?region=<id> → HomeDto: everything the home page shows, in the request's language. */
export function homeRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get('/', validate([idParam('region')]), async (req, res) => {
    const region = queryText(req, 'region');
    const home = await homePage(sequelize, region ? Number(region) : undefined, req.locale);
    // Shared caches may keep it a minute: nothing in it depends on who asks, only on the language.
    res.set({ 'Cache-Control': 'public, max-age=60', Vary: 'Accept-Language' }).json(home);
  });
  return router;
}
