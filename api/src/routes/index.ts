import { Router } from 'express';
import type { AppDeps } from '../deps';
import { captchaRouter, createCaptchaVerifier } from '../captcha';
import { createAuthenticate } from '../middlewares/authenticate';
import { apiNotFound } from '../middlewares/errorHandler';
import { openApiRouter } from '../openapi/router';
import { PUBLIC_LISTS, PUBLIC_READS, type ListCache } from '../middlewares/listCache';
import { accountLimits, createRateLimits, heavyReads, limitKeys, rateLimit } from '../ratelimit';
import { storageOf } from '../storage';
import { activityKinds } from '../activities/registry';
import { EVENT } from '../activities/event';
import { PROJECT } from '../activities/project';
import { TASK } from '../activities/task';
import type { ActivityDeps } from './activityDeps';
import { archiveRouter } from './archive/router';
import { adminRouter } from './admin/router';
import { certificatesRouter, myCertificatesRouter } from './certificates/router';
import { checkinRouter } from './checkin/router';
import { citiesRouter } from './cities/router';
import { districtsRouter } from './districts/router';
import { analyticsCsvRouter, analyticsRouter } from './analytics/router';
import { devMailRouter } from './dev/router';
import { eventGroupsRouter, eventsRouter } from './events/public';
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
import { academyRouter, myLearningRouter } from './academy/router';
import { myCoursesRouter } from './academy/authoring';
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
import { myBookRouter, publicBookRouter } from './volons/book';
import { verificationRouter } from './verification/router';
import { uploadsRouter } from './uploads/router';

/** Expensive reads besides the public lists: each runs real queries for every caller. */
const HEAVY_READS = ['/home', '/search', '/analytics', '/analytics.csv'];

/** Each kind's own routes beside the activity core's, under its /<api> and /my/<api>. */
function ownKindRoutes(routeDeps: ActivityDeps): Partial<Record<string, OwnKindRoutes>> {
  return {
    [EVENT.kind]: { public: eventsRouter(routeDeps) },
    [PROJECT.kind]: { public: projectPartnershipRoutes(routeDeps), owner: projectPartnersRoutes(routeDeps) },
    [TASK.kind]: { public: taskResultRoutes(routeDeps), owner: taskOwnerResultRoutes(routeDeps) },
  };
}

/** Everything under /api, each router on the one prefix it owns; `listCache` (when on) keeps the anonymous answers of the public reads. */
export function apiRouter(deps: AppDeps, listCache?: ListCache): Router {
  const { config, sequelize, logger, mailer } = deps;
  const rateLimits = createRateLimits(sequelize, { logger });
  const { authenticate, optionalAuthenticate } = createAuthenticate(sequelize, config.jwt.secret);
  const storage = storageOf(config);
  const routeDeps: ActivityDeps = { config, sequelize, mailer, authenticate, optionalAuthenticate, storage };
  const router = Router();
  // Anonymous answers of the public reads (lists, home, analytics, reference lists), reused for a few seconds (Speed).
  if (listCache) router.get(PUBLIC_READS, listCache.fill);
  // What is not answered from the cache and costs a real query waits in the lane of heavy reads (Overload).
  router.get([...PUBLIC_LISTS, ...HEAVY_READS], heavyReads(config.heavyReads));

  router.use('/health', healthRouter(sequelize));
  // The API's description: /openapi.json, generated from the routes, and Swagger UI at /docs.
  router.use(openApiRouter());
  router.use('/cities', citiesRouter(sequelize));
  router.use('/districts', districtsRouter(sequelize));
  router.use('/site', siteRouter(config));
  router.use('/reference', referenceRouter(sequelize));
  router.use('/captcha', rateLimit(rateLimits.validate, limitKeys.ip), captchaRouter(config));
  // The Telegram bot's webhook: Telegram posts updates here with the webhook secret.
  router.use('/telegram', telegramRouter({ config, sequelize, logger }));
  router.use('/home', homeRouter(sequelize, optionalAuthenticate));
  router.use('/search', searchRouter(sequelize));
  router.use('/analytics', analyticsRouter(sequelize));
  router.use('/analytics.csv', analyticsCsvRouter(sequelize));
  router.use('/partners', partnersRouter(sequelize));
  // The platform's news: sections, the list, one item.
  router.use('/news', newsRouter(sequelize));

  // The account.
  const captcha = createCaptchaVerifier(config, sequelize, { logger });
  router.use('/user', userRouter({ config, sequelize, mailer, storage, authenticate, captcha, limits: accountLimits(rateLimits) }));
  router.use('/notifications', notificationsRouter(sequelize, authenticate));
  router.use('/my/volunteer-profile', volunteerProfileRouter(routeDeps));
  router.use('/my/verification', verificationRouter(routeDeps));
  router.use('/my/organization', myOrganizationRouter(routeDeps));
  router.use('/my/partner-application', partnerApplicationsRouter(routeDeps));
  router.use('/my/uploads', uploadsRouter(routeDeps));

  // Activities: each kind of the registry on /<api> and /my/<api>; then series, partnerships, results, comments and favorites.
  const own = ownKindRoutes(routeDeps);
  for (const kind of activityKinds()) {
    router.use(`/${kind.api}`, kindPublicRouter(routeDeps, kind, own[kind.kind]?.public));
    router.use(`/my/${kind.api}`, kindOwnerRouter(routeDeps, kind, own[kind.kind]?.owner));
  }
  router.use('/event-groups', eventGroupsRouter(routeDeps));
  router.use('/my/event-groups', seriesRouter(routeDeps));
  router.use('/my/project-partnerships', projectPartnershipsRouter(routeDeps));
  router.use('/my/task-applications', myTaskApplicationsRouter(routeDeps));
  router.use('/comments', commentsRouter(routeDeps));
  router.use('/favorites', favoritesRouter(routeDeps));

  // Taking part: sign-ups, applications, check-in, hours and what they earn.
  router.use('/sessions', sessionsRouter(routeDeps));
  router.use('/activities', activityApplicationsRouter(routeDeps));
  router.use('/applications', applicationsRouter(routeDeps));
  router.use('/my/applications', myApplicationsRouter(routeDeps));
  // QR check-in at the shift (the personal QR is the user router's, the organizer's side the CRM's).
  router.use('/checkin', checkinRouter(routeDeps));
  router.use('/my/points', myPointsRouter(routeDeps));
  router.use('/my/archive', archiveRouter(routeDeps));
  router.use('/my/certificates', myCertificatesRouter(routeDeps));
  router.use('/certificates', certificatesRouter(routeDeps));
  router.use('/reviews', reviewsRouter(routeDeps));
  router.use('/my/reviews', myReviewsRouter(routeDeps));
  router.use('/bonuses', bonusesRouter(routeDeps));
  router.use('/academy', academyRouter(routeDeps));
  router.use('/my/learning', myLearningRouter(routeDeps));
  router.use('/my/courses', myCoursesRouter(routeDeps));
  router.use('/my/bonuses', myBonusesRouter(routeDeps));
  router.use('/my/redemptions', myRedemptionsRouter(routeDeps));

  // People, groups, organizations and publications.
  router.use('/volons/:id/book', publicBookRouter(routeDeps));
  router.use('/volons', volonsRouter(routeDeps));
  router.use('/my/visibility', visibilityRouter(routeDeps));
  router.use('/my/book', myBookRouter(routeDeps));
  router.use('/my/friends', friendsRouter(routeDeps));
  router.use('/my/referral', referralRouter(routeDeps));
  router.use('/initiatives', initiativesRouter(routeDeps));
  router.use('/my/initiatives', myInitiativesRouter(routeDeps));
  router.use('/my/initiative-invitations', initiativeInvitationsRouter(routeDeps));
  router.use('/orgs', publicOrgsRouter(routeDeps));
  router.use('/posts', postsRouter(routeDeps));
  router.use('/my/posts', myPostsRouter(routeDeps));
  router.use('/my/news-feed', newsFeedRouter(routeDeps));

  router.use('/crm', crmRouter(routeDeps));
  router.use('/admin', adminRouter(routeDeps));
  // Demos and browser tests read mailed links and run due reminders here: opt-in (DEV_MAILBOX), loopback callers only.
  if (config.devMailbox) router.use('/dev', devMailRouter({ sequelize, mailer, publicUrl: config.publicUrl }));
  router.use(apiNotFound);
  return router;
}
