import { Router } from 'express';
import type { CitiesResponse } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { presentCity } from '../../presenters/city';
import { operation } from '../../lib/operation';
import { regionsForDropdown } from '../../services/reference';

/** GET /api/cities (spec §7): the regions for the sign-up and filter dropdowns. */
export function citiesRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get('/', operation('Lists the regions.', 'CitiesResponse'), async (_req, res) => {
    const regions = await regionsForDropdown(sequelize);
    const body: CitiesResponse = { data: regions.map(presentCity) };
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });
  return router;
}
