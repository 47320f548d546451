import { Router } from 'express';
import type { OperatorDetails } from '@hashar/common';
import type { Config } from '../../config';

/** Facts about the site itself that its pages show (anyone may read them). */
export function siteRouter(config: Config): Router {
  const router = Router();
  // The privacy policy names the operator from settings; the page words around what is missing.
  router.get('/operator', (_req, res) => {
    const data: OperatorDetails = config.operator;
    res.set('Cache-Control', 'public, max-age=300').json({ data });
  });
  return router;
}
