import { Router } from 'express';
import type { DistrictsResponse } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { presentDistrict } from '../../presenters/district';
import { operation } from '../../lib/operation';
import { districtsForDropdown } from '../../services/reference';
import { validate } from '../../validation/validate';
import { districtListChains, queryText } from '../../validation/query';

/**
 * GET /api/districts (docs/districts-api.md): the districts for the dropdowns, of one region
 * (`region`, an unknown one gives an empty list) or all, searched by `q` in either script.
 */
export function districtsRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get(
    '/',
    operation('Lists the districts, of a region or all, searched.', 'DistrictsResponse'),
    validate(districtListChains()),
    async (req, res) => {
      const region = queryText(req, 'region');
      const districts = await districtsForDropdown(sequelize, { region: region ? Number(region) : undefined, q: queryText(req, 'q') });
      const body: DistrictsResponse = { data: districts.map(presentDistrict) };
      res.set('Cache-Control', 'public, max-age=300').json(body);
    },
  );
  return router;
}
