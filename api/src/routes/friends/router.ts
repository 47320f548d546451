import type { FriendList } from '@hashar/common';
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { pageOf } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { friendsActivities, inviteFriends } from '../../services/friends/activities';
import {
  acceptFriend,
  declineFriend,
  findVolunteers,
  friendRelation,
  listFriends,
  removeFriend,
  requestFriend,
} from '../../services/friends/friendships';
import { referralQrSvg, referralSummary } from '../../services/friends/referral';
import type { ActivityDeps } from '../activityDeps';
import { recordId } from '../../validation/query';
import { findRules, inviteRules, listRules, requestRules } from './validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const inviteCheck = validate<{ activityKind: string; activityId: number; userIds: number[] }>(inviteRules);

const requestCheck = validate<{ userId: number | string }>(requestRules);

type FriendsDeps = Pick<ActivityDeps, 'config' | 'mailer' | 'authenticate'> & { sequelize: Sequelize };

const notifyDepsOf = (deps: FriendsDeps) => ({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl });

/** Friends' calls, mounted at /my/friends (volunteers only); `:id` is the other person's user id. */
export function friendsRouter(deps: FriendsDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = notifyDepsOf(deps);
  const router = Router();
  const volunteer = [authenticate, can('friends.use')];

  router.get(
    '/',
    operation("Lists the caller's friends and friend requests.", 'FriendPage'),
    ...volunteer,
    validate(listRules),
    signedIn(async (req, res) => {
      const status = (req.query['status'] as FriendList | undefined) ?? 'accepted';
      res.json(await listFriends(notifyDeps, req.user.id, status, pageOf(req)));
    }),
  );
  router.get(
    '/find',
    operation('Finds volunteers to befriend by name.', 'FriendSearchPage'),
    ...volunteer,
    validate(findRules),
    signedIn(async (req, res) => {
      res.json(await findVolunteers(notifyDeps, req.user.id, String(req.query['q']), pageOf(req)));
    }),
  );
  router.get(
    '/activities',
    operation("Lists what the caller's friends take part in.", 'FriendActivityPage'),
    ...volunteer,
    validate(listRules.slice(1)),
    signedIn(async (req, res) => {
      res.json(await friendsActivities(notifyDeps, req.user.id, req.locale, pageOf(req)));
    }),
  );
  router.get(
    '/status/:id',
    operation('Reads the friendship between the caller and another person.', 'FriendStatus'),
    ...volunteer,
    signedIn(async (req, res) => {
      const userId = recordId(req);
      res.json({ userId, relation: await friendRelation(notifyDeps, req.user.id, userId) });
    }),
  );
  router.post(
    '/',
    operation('Sends a friend request.', 'FriendStatus'),
    ...volunteer,
    requestCheck,
    writeLimit(sequelize, 'friendRequests'),
    signedIn(async (req, res) => {
      const userId = Number(requestCheck.input(req).userId);
      const relation = await requestFriend(notifyDeps, req.user.id, userId, req.locale);
      res.status(relation === 'friends' ? 200 : 201).json({ userId, relation });
    }),
  );
  router.post(
    '/invite',
    operation("Invites some of the caller's friends to an activity.", 'FriendInviteResult'),
    ...volunteer,
    inviteCheck,
    writeLimit(sequelize, 'friendInvites'),
    signedIn(async (req, res) => {
      const { activityKind, activityId, userIds } = inviteCheck.input(req);
      res.json(await inviteFriends(notifyDeps, req.user.id, activityKind, Number(activityId), userIds.map(Number)));
    }),
  );
  router.post(
    '/:id/accept',
    operation('Accepts a friend request.', 'FriendStatus'),
    ...volunteer,
    signedIn(async (req, res) => {
      const userId = recordId(req);
      await acceptFriend(notifyDeps, req.user.id, userId);
      res.json({ userId, relation: 'friends' });
    }),
  );
  router.post(
    '/:id/decline',
    operation('Declines a friend request.', 'FriendStatus'),
    ...volunteer,
    signedIn(async (req, res) => {
      const userId = recordId(req);
      await declineFriend(notifyDeps, req.user.id, userId);
      res.json({ userId, relation: 'none' });
    }),
  );
  router.delete(
    '/:id',
    operation('Ends a friendship or withdraws a request.', 'FriendStatus'),
    ...volunteer,
    signedIn(async (req, res) => {
      const userId = recordId(req);
      await removeFriend(notifyDeps, req.user.id, userId);
      res.json({ userId, relation: 'none' });
    }),
  );
  return router;
}

/** The referral link and its QR code, mounted at /my/referral (any signed-in account). */
export function referralRouter(deps: FriendsDeps): Router {
  const { authenticate } = deps;
  const notifyDeps = notifyDepsOf(deps);
  const router = Router();
  router.get(
    '/',
    operation("Reads the caller's referral link and who joined by it.", 'ReferralSummary'),
    authenticate,
    signedIn(async (req, res) => {
      res.json(await referralSummary(notifyDeps, req.user.id, req.locale));
    }),
  );
  router.get(
    '/qr.svg',
    operation("Draws the caller's referral link as a QR code (SVG).", 'svg'),
    authenticate,
    signedIn(async (req, res) => {
      res
        .type('image/svg+xml')
        .set('Cache-Control', 'private, no-store')
        .send(await referralQrSvg(notifyDeps, req.user.id, req.locale));
    }),
  );
  return router;
}
