import type { ApplicationState } from '@hashar/common';
import { Router, type Request, type Response } from 'express';
import type { ApiActivityKind } from '../../activities/types';
import { NotFound } from '../../errors';
import { pageOf } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { decideApplications, type Decision } from '../../services/participation/decisions';
import { correctHours, hoursMaxOf, verifyHours } from '../../services/participation/hours';
import {
  assertOwnActivity,
  cvOf,
  ownerApplication,
  ownerApplications,
  saveOwnerNote,
  type StoredCv,
} from '../../services/participation/owner';
import { readCv } from '../../activities/vacancy/cv';
import type { FileStorage } from '../../storage';
import type { ActivityDeps } from '../activityDeps';
import { recordId } from '../../validation/query';
import { hoursCheckFor } from '../crm/validators';
import { decideRules, listRules, noteRules } from './applicationValidators';
import { signedIn, userOf } from '../../policies/signedIn';
import { sendPrivateFile } from '../../storage/serve';
import { operation } from '../../lib/operation';

/** A positive id of the path (404 otherwise). */
function pathId(req: Request, name: string): number {
  const id = Number(req.params[name]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw NotFound();
  return id;
}

/** Sends a stored CV as a download under the applicant's file name (private: never cached in between); 404 when there is none. */
async function sendCv(res: Response, storage: FileStorage, cv: StoredCv): Promise<void> {
  const file = cv.key ? await readCv(storage, cv.key) : null;
  if (!file) throw NotFound();
  sendPrivateFile(res, file, { disposition: 'attachment', name: cv.name ?? `CV.${file.ext}`, asciiName: `cv.${file.ext}` });
}

/** GET /:applicationId/cv, mounted by the /my/applications router: the applicant reads their own CV. */
export function applicantCvRoutes(deps: ActivityDeps): Router {
  const { sequelize, authenticate, storage } = deps;
  const router = Router();
  router.get(
    '/:applicationId/cv',
    operation("Downloads the caller's own CV of an application.", 'file'),
    authenticate,
    signedIn(async (req, res) => {
      await sendCv(res, storage, await cvOf(sequelize, pathId(req, 'applicationId'), { userId: req.user.id }));
    }),
  );
  return router;
}

/**
 * The owner's side of a kind's applications, under its /my/<api> (/:id/applications…):
 * list, decide (the kind's `decisions`), verify hours, a private note, the CV. The caller's role
 * must allow the kind's createAction (403); the ownership policy decides the activity (anyone
 * else's, and another activity's application, are 404) — organization staff, the owning user, a
 * group's leader alike. The applicant reads their own CV at /api/my/applications/:id/cv.
 */
export function ownerApplicationRoutes(deps: ActivityDeps, kind: ApiActivityKind): Router {
  const { sequelize, authenticate, storage } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();
  const base = '/:id/applications';
  const scope = (req: Request) => ({ kind: kind.kind, id: recordId(req) });
  /** Authenticated, a role that may create the kind, and the activity is the caller's. */
  const owner = [
    authenticate,
    can(kind.createAction),
    async (req: Request, _res: Response, next: () => void) => {
      await assertOwnActivity(sequelize, userOf(req), kind, recordId(req));
      next();
    },
  ];
  const answer = async (req: Request, res: Response) =>
    res.json(await ownerApplication(sequelize, kind, recordId(req), pathId(req, 'applicationId'), req.locale));
  const decideCheck = validate<{ action: Decision; message?: string | null }>(decideRules(kind.kind));
  const hoursCheck = hoursCheckFor(hoursMaxOf(kind.kind));
  const noteCheck = validate<{ note: string }>(noteRules());

  router.get(
    base,
    operation(`Lists the applications to one of the caller's ${kind.api}.`, 'OwnerApplicationPage'),
    ...owner,
    validate(listRules()),
    async (req, res) => {
      const { state } = req.query as { state?: ApplicationState };
      res.json(await ownerApplications(sequelize, kind, recordId(req), { state, locale: req.locale, ...pageOf(req) }));
    },
  );

  router.post(
    `${base}/:applicationId/decide`,
    operation(`Accepts, rejects or otherwise decides an application to one of the caller's ${kind.api}.`, 'OwnerApplicationRow'),
    ...owner,
    decideCheck,
    signedIn(async (req, res) => {
      const { action, message } = decideCheck.input(req);
      await decideApplications(notifyDeps, req.user, [pathId(req, 'applicationId')], action, {
        message: message || null,
        activity: scope(req),
      });
      await answer(req, res);
    }),
  );

  router.post(
    `${base}/:applicationId/verify`,
    operation(`Verifies the hours of an application to one of the caller's ${kind.api}.`, 'OwnerApplicationRow'),
    ...owner,
    hoursCheck,
    signedIn(async (req, res) => {
      const { hours, note } = hoursCheck.input(req);
      await verifyHours(notifyDeps, req.user, pathId(req, 'applicationId'), hours, note || null, {
        activity: scope(req),
        decision: true,
      });
      await answer(req, res);
    }),
  );

  // Corrects verified hours: the ledger's difference, certificates on them revoked.
  router.put(
    `${base}/:applicationId/hours`,
    operation(`Corrects the verified hours of an application to one of the caller's ${kind.api}.`, 'OwnerApplicationRow'),
    ...owner,
    hoursCheck,
    signedIn(async (req, res) => {
      const { hours, note } = hoursCheck.input(req);
      await correctHours(notifyDeps, req.user, pathId(req, 'applicationId'), hours, note || null, { activity: scope(req) });
      await answer(req, res);
    }),
  );

  router.put(
    `${base}/:applicationId/note`,
    operation(`Saves the owner's private note on an application to one of the caller's ${kind.api}.`, 'OwnerApplicationRow'),
    ...owner,
    noteCheck,
    async (req, res) => {
      await saveOwnerNote(sequelize, kind, recordId(req), pathId(req, 'applicationId'), noteCheck.input(req).note);
      await answer(req, res);
    },
  );

  router.get(
    `${base}/:applicationId/cv`,
    operation(`Downloads the CV of an application to one of the caller's ${kind.api}.`, 'file'),
    ...owner,
    async (req, res) => {
      await sendCv(res, storage, await cvOf(sequelize, pathId(req, 'applicationId'), { activity: scope(req) }));
    },
  );
  return router;
}
