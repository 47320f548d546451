import type { Request, RequestHandler, Response } from 'express';
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { validate } from '../../validation/validate';
import { presentAnalytics } from '../../presenters/analytics';
import { analyticsCsv } from '../../services/analytics/csv';
import { analyticsReference, organizationFigures, platformFigures } from '../../services/analytics/figures';
import { districtFigures } from '../../services/analytics/districts';
import { analyticsFilter, analyticsRegion, analyticsRules, publicAnalyticsRules } from './validators';
import { userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';
import { staffOrganizationOf } from '../../policies/organizations';

/** The platform's analytics of a validated request, with the chosen region's lines by district. */
async function platformAnalytics(sequelize: Sequelize, req: Request) {
  const filter = analyticsFilter(req);
  const region = analyticsRegion(req);
  const [rows, reference, byDistrict] = await Promise.all([
    platformFigures(sequelize, filter),
    analyticsReference(sequelize, req.locale),
    region === null ? undefined : districtFigures(sequelize, filter, region, req.locale),
  ]);
  const data = presentAnalytics(rows, filter, reference);
  return byDistrict ? { ...data, byDistrict } : data;
}

/** Public: the answer may be kept a minute (the view itself changes every few minutes). */
const publicCache = (res: Response) => res.set('Cache-Control', 'public, max-age=60').vary('Accept-Language');

/** GET /api/analytics (docs/points-economy-api.md, Analytics), mounted at /analytics: anyone. */
export function analyticsRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get(
    '/',
    operation("Reads the platform's public analytics.", 'AnalyticsResponse'),
    validate(publicAnalyticsRules),
    async (req, res) => {
      const data = await platformAnalytics(sequelize, req);
      publicCache(res).json({ data });
    },
  );
  return router;
}

/** GET /api/analytics.csv, the same figures as a file, mounted at /analytics.csv: anyone. */
export function analyticsCsvRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get(
    '/',
    operation("Downloads the platform's public analytics as CSV.", 'csv'),
    validate(publicAnalyticsRules),
    async (req, res) => {
      const data = await platformAnalytics(sequelize, req);
      publicCache(res)
        .set('Content-Disposition', `attachment; filename="hashar-analytics-${data.from}-${data.to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(analyticsCsv(data, req.locale));
    },
  );
  return router;
}

/** GET /api/crm/analytics (mounted by the CRM router, behind its staff check): the caller's organization's figures. */
export const crmAnalytics = (sequelize: Sequelize): RequestHandler[] => [
  validate(analyticsRules),
  async (req, res) => {
    const filter = analyticsFilter(req);
    const [rows, reference] = await Promise.all([
      organizationFigures(sequelize, staffOrganizationOf(userOf(req)), filter),
      analyticsReference(sequelize, req.locale),
    ]);
    res.set('Cache-Control', 'private, no-store').json({ data: presentAnalytics(rows, filter, reference) });
  },
];
