import { Router, type RequestHandler } from 'express';
import type { Model, Sequelize } from 'sequelize';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/types';
import type { FileStorage } from '../../storage';
import { crudRouter, type ResourceSpec } from './crud';
import { moderationRouters } from './moderation';
import { partnerApplicationsAdminRouter } from './partnerApplications';
import { initiativesAdminRouter } from './initiatives';
import { publicationsAdminRouter } from './publications';
import { bonusesAdminRouter } from './bonuses';
import { adminCoursesRouter } from '../academy/admin';
import { adminErrors } from './errors';
import { reviewsAdminRouter } from '../reviews/admin';
import { resetPasswordRouter } from './resetPassword';
import { audit } from './resources/audit';
import { banners, partners, tours } from './resources/content';
import { news, newsSections } from './resources/news';
import { cattask, directions, dirprobono, regions, typecat } from './resources/reference';
import { districts } from './resources/districts';
import { users } from './resources/users';
import { statsRouter } from './stats';
import { uploadsRouter } from './uploads';
import { verificationsRouter } from './verifications';
import { userProfileRouter } from './userProfile';

export interface AdminRouteDeps {
  config: Config;
  sequelize: Sequelize;
  mailer: Mailer;
  authenticate: RequestHandler;
  storage: FileStorage;
}

const RESOURCES = [
  users,
  regions,
  districts,
  directions,
  cattask,
  dirprobono,
  typecat,
  banners,
  tours,
  partners,
  audit,
  newsSections,
  news,
] as unknown as ResourceSpec<Model>[];

/** Everything under /api/admin: the react-admin resources (ra-data-simple-rest), stats and uploads. */
export function adminRouter(deps: AdminRouteDeps): Router {
  const router = Router();
  router.use(deps.authenticate);
  router.use('/stats', statsRouter(deps.sequelize));
  router.use('/uploads', uploadsRouter({ sequelize: deps.sequelize, storage: deps.storage, quotaBytes: deps.config.uploads.quotaBytes }));
  router.use('/users', resetPasswordRouter(deps));
  router.use('/users', userProfileRouter(deps));
  router.use(
    '/partner-applications',
    partnerApplicationsAdminRouter({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl }),
  );
  for (const spec of RESOURCES) router.use(`/${spec.name}`, crudRouter(spec, deps.sequelize));
  const moderation = moderationRouters({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl });
  for (const [resource, queue] of moderation) router.use(`/${resource}`, queue);
  router.use('/initiatives', initiativesAdminRouter({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl }));
  router.use(
    '/publications',
    publicationsAdminRouter({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl }),
  );
  router.use('/reviews', reviewsAdminRouter(deps));
  router.use('/courses', adminCoursesRouter({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl }));
  router.use('/bonuses', bonusesAdminRouter({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl }));
  router.use(
    '/verifications',
    verificationsRouter({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl, storage: deps.storage }),
  );
  router.use(adminErrors);
  return router;
}
