import { Router } from 'express';
import type { AppDeps } from '../deps';
import { captchaRouter, createCaptchaVerifier } from '../captcha';
import { createAuthenticate } from '../middlewares/authenticate';
import { apiNotFound } from '../middlewares/errorHandler';
import { openApiRouter } from '../openapi/router';
import { PUBLIC_LISTS, type ListCache } from '../middlewares/listCache';
import { accountLimits, createRateLimits, limitKeys, rateLimit } from '../ratelimit';
import { storageOf } from '../storage';
import { archiveRouter } from './archive/router';
import { adminRouter } from './admin/router';
import { certificatesRouter, myCertificatesRouter } from './certificates/router';
import { checkinRouter } from './checkin/router';
import { citiesRouter } from './cities/router';
import { analyticsCsvRouter, analyticsRouter } from './analytics/router';
import { devMailRouter } from './dev/router';
import { eventGroupsRouter, eventsRouter } from './events/public';
import { activityKinds } from '../activities/registry';
import { EVENT } from '../activities/event';
import { PROJECT } from '../activities/project';
import { TASK } from '../activities/task';
import { seriesRouter } from './events/series';
import { kindOwnerRouter, kindPublicRouter, type OwnKindRoutes } from './activities/router';
import { commentsRouter, favoritesRouter } from './social/router';
import { friendsRouter, referralRouter } from './friends/router';
import {
  activityApplicationsRouter,
  applicationsRouter,
  myApplicationsRouter,
  myPointsRouter,
  sessionsRouter,
} from './participation/router';
import { crmRouter } from './crm/router';
import { myPostsRouter, newsFeedRouter, postsRouter } from './posts/router';
import { bonusesRouter, myBonusesRouter, myRedemptionsRouter } from './bonuses/router';
import { healthRouter } from './health/router';
import { homeRouter } from './home/router';
import { initiativeInvitationsRouter, initiativesRouter, myInitiativesRouter } from './initiatives/router';
import { newsRouter } from './news/router';
import { notificationsRouter } from './notifications/router';
import { myOrganizationRouter } from './orgs/my';
import { publicOrgsRouter } from './orgs/public';
import { partnersRouter } from './partners/router';
import { partnerApplicationsRouter } from './partnerApplications/router';
import { projectPartnershipRoutes, projectPartnershipsRouter, projectPartnersRoutes } from './projects/router';
import { referenceRouter } from './reference/router';
import { myReviewsRouter, reviewsRouter } from './reviews/router';
import { searchRouter } from './search/router';
import { siteRouter } from './site/router';
import { myTaskApplicationsRouter, taskOwnerResultRoutes, taskResultRoutes } from './tasks/router';
import { telegramRouter } from './telegram/webhook';
import { userRouter } from './user/router';
import { volunteerProfileRouter } from './volunteerProfile/router';
import { visibilityRouter, volonsRouter } from './volons/router';
import { verificationRouter } from './verification/router';
import { uploadsRouter } from './uploads/router';

/** Everything under /api; `listCache` (when on) keeps the anonymous answers of the public lists. */
export function apiRouter(deps: AppDeps, listCache?: ListCache): Router {
  const { config, sequelize, logger, mailer } = deps;
  const rateLimits = createRateLimits(sequelize, { logger });
  const { authenticate, optionalAuthenticate } = createAuthenticate(sequelize, config.jwt.secret);
  const storage = storageOf(config);
  const router = Router();
  // Anonymous answers of the public lists, reused for a few seconds (Speed).
  if (listCache) router.get(PUBLIC_LISTS, listCache.fill);
  router.use('/health', healthRouter(sequelize));
  // The API's description: /openapi.json, generated from the routes, and Swagger UI at /docs.
  router.use(openApiRouter());
  router.use('/cities', citiesRouter());
  router.use('/site', siteRouter(config));
  // The Telegram bot's webhook: Telegram posts updates here with the webhook secret.
  router.use('/telegram', telegramRouter({ config, sequelize, logger }));
  router.use('/reference', referenceRouter(sequelize));
  router.use('/captcha', rateLimit(rateLimits.validate, limitKeys.ip), captchaRouter(config));
  // QR check-in at the shift (the personal QR is the user router's, the organizer's side the CRM's).
  router.use('/checkin', checkinRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use(
    '/user',
    userRouter({
      config,
      sequelize,
      mailer,
      storage,
      authenticate,
      captcha: createCaptchaVerifier(config, sequelize, { logger }),
      limits: accountLimits(rateLimits),
    }),
  );
  router.use('/notifications', notificationsRouter(sequelize, authenticate));
  router.use('/partners', partnersRouter());
  // The platform's news: sections, the list, one item.
  router.use('/news', newsRouter(sequelize));
  router.use('/home', homeRouter(sequelize, optionalAuthenticate));
  router.use(
    '/my/partner-application',
    partnerApplicationsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }),
  );
  router.use('/search', searchRouter(sequelize));
  router.use('/analytics', analyticsRouter(sequelize));
  router.use('/analytics.csv', analyticsCsvRouter(sequelize));
  router.use('/my/friends', friendsRouter({ config, sequelize, mailer, authenticate }));
  router.use('/my/referral', referralRouter({ config, sequelize, mailer, authenticate }));
  router.use('/volons', volonsRouter({ sequelize, optionalAuthenticate }));
  router.use('/my/visibility', visibilityRouter({ sequelize, authenticate }));
  router.use('/admin', adminRouter({ config, sequelize, mailer, authenticate, storage }));
  const activityDeps = { config, sequelize, mailer, authenticate, optionalAuthenticate, storage };
  // Each activity kind, built from the registry: its public pages at /<api>, its owner's routes at /my/<api>, its own beside them.
  const ownRoutes: Partial<Record<string, OwnKindRoutes>> = {
    [EVENT.kind]: { public: eventsRouter(activityDeps) },
    [PROJECT.kind]: { public: projectPartnershipRoutes(activityDeps), owner: projectPartnersRoutes(activityDeps) },
    [TASK.kind]: { public: taskResultRoutes(activityDeps), owner: taskOwnerResultRoutes(activityDeps) },
  };
  for (const kind of activityKinds()) {
    router.use(`/${kind.api}`, kindPublicRouter(activityDeps, kind, ownRoutes[kind.kind]?.public));
    router.use(`/my/${kind.api}`, kindOwnerRouter(activityDeps, kind, ownRoutes[kind.kind]?.owner));
  }
  router.use('/my/project-partnerships', projectPartnershipsRouter(activityDeps));
  router.use('/my/task-applications', myTaskApplicationsRouter(activityDeps));
  router.use('/my/uploads', uploadsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/my/volunteer-profile', volunteerProfileRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/posts', postsRouter({ sequelize, optionalAuthenticate }));
  router.use('/my/posts', myPostsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/my/news-feed', newsFeedRouter({ sequelize, authenticate }));
  router.use('/bonuses', bonusesRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/my/bonuses', myBonusesRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/my/redemptions', myRedemptionsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/event-groups', eventGroupsRouter({ sequelize, optionalAuthenticate }));
  router.use('/my/event-groups', seriesRouter({ authenticate }));
  router.use('/comments', commentsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/favorites', favoritesRouter({ sequelize, authenticate }));
  router.use('/my/verification', verificationRouter({ sequelize, authenticate }));
  router.use('/my/organization', myOrganizationRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/orgs', publicOrgsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/initiatives', initiativesRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/my/initiatives', myInitiativesRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use(
    '/my/initiative-invitations',
    initiativeInvitationsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }),
  );
  router.use('/reviews', reviewsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/my/reviews', myReviewsRouter({ sequelize, authenticate }));
  router.use('/my/archive', archiveRouter({ sequelize, authenticate }));
  router.use('/my/certificates', myCertificatesRouter({ config, sequelize, authenticate }));
  router.use('/certificates', certificatesRouter({ config, sequelize }));
  router.use('/sessions', sessionsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/activities', activityApplicationsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/applications', applicationsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/my/applications', myApplicationsRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  router.use('/my/points', myPointsRouter({ sequelize, authenticate }));
  router.use('/crm', crmRouter({ config, sequelize, mailer, authenticate, optionalAuthenticate, storage }));
  // Demos and browser tests read mailed links and run due reminders here: opt-in (DEV_MAILBOX), loopback callers only.
  if (config.devMailbox) router.use('/dev', devMailRouter({ sequelize, mailer, publicUrl: config.publicUrl }));
  router.use(apiNotFound);
  return router;
}
