import { Router, type Request, type RequestHandler } from 'express';
import { mayRegisterGroup } from '../../policies/initiatives';
import {
  GROUPS_PAGE_SIZE,
  UPLOAD_LIMITS,
  type GroupInput,
  type GroupJoinResult,
  type GroupRequestKind,
  type GroupRequestState,
  type GroupSort,
} from '@hashar/common';
import { Forbidden, NotFound, Validation } from '../../errors';
import { pageOf } from '../../lists';
import { singleFileUpload, streamedFile } from '../../middlewares/upload';
import { msg, validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { groupDetail, listGroups } from '../../services/initiatives/directory';
import {
  loadMyGroup,
  myGroups,
  registerGroup,
  removeGroupLogo,
  resubmitGroup,
  setGroupLogo,
  updateGroup,
  type GroupDeps,
} from '../../services/initiatives/groups';
import {
  answerInvitation,
  cancelInvitation,
  decideRequest,
  handOver,
  invite,
  join,
  listMembers,
  listRequests,
  myInvitations,
  removeMember,
  setMemberRole,
} from '../../services/initiatives/members';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { directionIds, districtOf, queryText } from '../../validation/query';
import {
  decideChains,
  directoryChains,
  groupChains,
  inviteChains,
  joinChains,
  leaderChains,
  requestListChains,
  roleChains,
} from './validators';
import { listReader } from '../../db/replica';
import { signedIn } from '../../policies/signedIn';
import { groupTeamRoutes } from '../teams/router';
import { operation } from '../../lib/operation';

const requestDecisionCheck = validate<{ action: 'accept' | 'decline' | 'cancel' }>(decideChains(['accept', 'decline', 'cancel']));

const answerCheck = validate<{ action: 'accept' | 'decline' }>(decideChains(['accept', 'decline']));

const inviteCheck = validate<{ userIds: number[] }>(inviteChains());

const leaderCheck = validate<{ userId: number }>(leaderChains());

const roleCheck = validate<{ role: 'coleader' | 'member' }>(roleChains());

const groupCheck = validate<GroupInput>(groupChains());

const joinCheck = validate<{ message?: string; invite?: string }>(joinChains());

/** A second path id (`:userId`, `:requestId`) as a positive integer; anything else is not found. */
const pathId = (req: Request, name: string): number => recordId({ params: { id: req.params[name] } } as unknown as Request);

/** 403 unless the caller is a volunteer (registers, joins and runs groups). */
const volunteerOnly: RequestHandler = (req, _res, next) => next(mayRegisterGroup(req.user) ? undefined : Forbidden());

const groupDepsOf = (deps: ActivityDeps): GroupDeps => ({
  sequelize: deps.sequelize,
  mailer: deps.mailer,
  publicUrl: deps.config.publicUrl,
  storage: deps.storage,
});

/** Initiative groups' directory (docs/initiatives-api.md), mounted at /initiatives: the list, one group, joining it. */
export function initiativesRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate, optionalAuthenticate } = deps;
  const groupDeps = groupDepsOf(deps);
  const router = Router();

  router.get('/', operation('Lists the active initiative groups.', 'GroupCardPage'), validate(directoryChains()), async (req, res) => {
    const region = queryText(req, 'region');
    const filters = {
      q: queryText(req, 'q'),
      regionId: region === undefined ? undefined : Number(region),
      districtId: districtOf(req),
      directionIds: directionIds(req),
      sort: queryText(req, 'sort') as GroupSort | undefined,
    };
    res.json(await listGroups(listReader(sequelize), filters, pageOf(req, GROUPS_PAGE_SIZE), req.locale));
  });

  router.get('/:id', operation('Reads one initiative group.', 'GroupDetail'), optionalAuthenticate, async (req, res) => {
    const detail = await groupDetail(sequelize, recordId(req), req.user, req.locale);
    if (!detail) throw NotFound();
    res.json(detail);
  });

  router.post(
    '/:id/join',
    operation('Asks to join an initiative group.', 'GroupJoinResult'),
    authenticate,
    volunteerOnly,
    joinCheck,
    writeLimit(sequelize, 'friendRequests'),
    signedIn(async (req, res) => {
      const result = await join(groupDeps, req.user.id, recordId(req), joinCheck.input(req), req.locale);
      const joined: GroupJoinResult = 'member' in result ? result.member : result.request;
      res.status(201).json(joined);
    }),
  );
  return router;
}

/**
 * The volunteer's groups, mounted at /my/initiatives: register, read, change, resubmit, the logo,
 * members, requests and invitations, and the group's team sign-ups (teams/router.ts).
 */
export function myInitiativesRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const groupDeps = groupDepsOf(deps);
  const router = Router();
  // Every group call is a volunteer's (the policy: initiative.register).
  const volunteer = [authenticate, volunteerOnly];
  const settings = writeLimit(sequelize, 'settings');

  router.post(
    '/',
    operation('Registers a new initiative group.', 'MyGroup'),
    ...volunteer,
    groupCheck,
    settings,
    signedIn(async (req, res) => {
      const id = await registerGroup(groupDeps, req.user.id, groupCheck.input(req), req.locale);
      res.status(201).json(await loadMyGroup(sequelize, req.user.id, id));
    }),
  );

  router.get(
    '/',
    operation("Lists the caller's initiative groups.", 'MyGroupList'),
    ...volunteer,
    signedIn(async (req, res) => {
      res.json({ data: await myGroups(sequelize, req.user.id, req.locale) });
    }),
  );

  router.get(
    '/:id',
    operation("Reads one of the caller's initiative groups.", 'MyGroup'),
    ...volunteer,
    signedIn(async (req, res) => {
      res.json(await loadMyGroup(sequelize, req.user.id, recordId(req)));
    }),
  );

  router.put(
    '/:id',
    operation('Changes an initiative group the caller leads.', 'MyGroup'),
    ...volunteer,
    groupCheck,
    settings,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await updateGroup(groupDeps, req.user.id, id, groupCheck.input(req), req.locale);
      res.json(await loadMyGroup(sequelize, req.user.id, id));
    }),
  );

  router.post(
    '/:id/submit',
    operation('Submits an initiative group again for moderation.', 'MyGroup'),
    ...volunteer,
    settings,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await resubmitGroup(groupDeps, req.user.id, id);
      res.json(await loadMyGroup(sequelize, req.user.id, id));
    }),
  );

  router.post(
    '/:id/logo',
    operation("Uploads an initiative group's logo.", 'GroupLogo'),
    ...volunteer,
    writeLimit(sequelize, 'uploads'),
    // The whole picture is kept in memory (at most the avatar's limit) for sharp; nothing of it is stored as sent.
    singleFileUpload({ storage: deps.storage, maxBytes: UPLOAD_LIMITS.avatar.maxBytes, headBytes: UPLOAD_LIMITS.avatar.maxBytes }),
    signedIn(async (req, res) => {
      const id = recordId(req);
      const file = streamedFile(req);
      if (!file?.size) throw Validation({ file: msg('required')(null, { req }) });
      await file.incoming.discard();
      res.status(201).json(await setGroupLogo(groupDeps, req.user.id, id, file.head));
    }),
  );

  router.delete(
    '/:id/logo',
    operation("Removes an initiative group's logo.", 'empty'),
    ...volunteer,
    settings,
    signedIn(async (req, res) => {
      await removeGroupLogo(groupDeps, req.user.id, recordId(req));
      res.status(204).end();
    }),
  );

  router.get(
    '/:id/members',
    operation('Lists the members of an initiative group the caller leads.', 'GroupMemberList'),
    ...volunteer,
    signedIn(async (req, res) => {
      res.json({ data: await listMembers(sequelize, req.user.id, recordId(req)) });
    }),
  );

  router.delete(
    '/:id/members/:userId',
    operation('Removes a member from an initiative group.', 'empty'),
    ...volunteer,
    settings,
    signedIn(async (req, res) => {
      await removeMember(groupDeps, req.user.id, recordId(req), pathId(req, 'userId'));
      res.status(204).end();
    }),
  );

  router.post(
    '/:id/members/:userId/role',
    operation("Changes a member's role in an initiative group.", 'GroupMemberDto'),
    ...volunteer,
    roleCheck,
    settings,
    signedIn(async (req, res) => {
      const role = roleCheck.input(req).role;
      res.json(await setMemberRole(groupDeps, req.user.id, recordId(req), pathId(req, 'userId'), role));
    }),
  );

  router.post(
    '/:id/leader',
    operation('Hands the leadership of an initiative group to a member.', 'MyGroup'),
    ...volunteer,
    leaderCheck,
    settings,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await handOver(groupDeps, req.user.id, id, leaderCheck.input(req).userId);
      res.json(await loadMyGroup(sequelize, req.user.id, id));
    }),
  );

  router.get(
    '/:id/requests',
    operation('Lists the requests to join an initiative group.', 'GroupRequestPage'),
    ...volunteer,
    validate(requestListChains()),
    signedIn(async (req, res) => {
      const filters = {
        kind: queryText(req, 'kind') as GroupRequestKind | undefined,
        state: queryText(req, 'state') as GroupRequestState | undefined,
      };
      res.json(await listRequests(sequelize, req.user.id, recordId(req), filters, pageOf(req), req.locale));
    }),
  );

  router.post(
    '/:id/invitations',
    operation('Invites volunteers to an initiative group.', 'GroupRequestList'),
    ...volunteer,
    inviteCheck,
    writeLimit(sequelize, 'friendInvites'),
    signedIn(async (req, res) => {
      const userIds = inviteCheck.input(req).userIds;
      res.status(201).json({ data: await invite(groupDeps, req.user.id, recordId(req), userIds, req.locale) });
    }),
  );

  router.post(
    '/:id/requests/:requestId/decide',
    operation('Accepts or declines a request to join an initiative group.', 'GroupRequestDto'),
    ...volunteer,
    answerCheck,
    settings,
    signedIn(async (req, res) => {
      const action = answerCheck.input(req).action;
      res.json(await decideRequest(groupDeps, req.user.id, recordId(req), pathId(req, 'requestId'), action, req.locale));
    }),
  );

  router.delete(
    '/:id/requests/:requestId',
    operation('Withdraws an invitation to an initiative group.', 'empty'),
    ...volunteer,
    settings,
    signedIn(async (req, res) => {
      await cancelInvitation(groupDeps, req.user.id, recordId(req), pathId(req, 'requestId'));
      res.status(204).end();
    }),
  );
  router.use(groupTeamRoutes(deps));
  return router;
}

/** Invitations to groups the volunteer received, mounted at /my/initiative-invitations: the list, an answer. */
export function initiativeInvitationsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const groupDeps = groupDepsOf(deps);
  const router = Router();
  const volunteer = [authenticate, volunteerOnly];
  const settings = writeLimit(sequelize, 'settings');

  router.get(
    '/',
    operation('Lists the invitations to initiative groups the caller received.', 'GroupInvitationList'),
    ...volunteer,
    signedIn(async (req, res) => {
      res.json({ data: await myInvitations(sequelize, req.user.id, req.locale) });
    }),
  );

  router.post(
    '/:requestId/decide',
    operation('Accepts or declines an invitation to an initiative group.', 'GroupRequestDto'),
    ...volunteer,
    requestDecisionCheck,
    settings,
    signedIn(async (req, res) => {
      const action = requestDecisionCheck.input(req).action;
      res.json(await answerInvitation(groupDeps, req.user.id, pathId(req, 'requestId'), action, req.locale));
    }),
  );
  return router;
}
