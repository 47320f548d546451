import { TASK_LIMITS, UPLOAD_LIMITS } from '@hashar/common';
import { body } from 'express-validator';
import { Router, type Request, type RequestHandler } from 'express';
import { NotFound } from '../../errors';
import { pageChains, pageOf } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { singleFileUpload } from '../../middlewares/upload';
import { msg, requiredText, validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { detectCoverType, detectDocumentType, DOCUMENT_MARKERS } from '../../storage/documentTypes';
import { ORGANIZER_FOLDER } from '../../storage/organizerFiles';
import { hoursMaxOf } from '../../services/participation/hours';
import { RESULT_UPLOAD_KIND } from '../../services/tasks/files';
import { acceptResult, myTasks, ownerResults, requestChanges, submitResult } from '../../services/tasks/results';
import { uploadQuota } from '../../storage';
import { TASK } from '../../activities/task';
import type { ActivityDeps } from '../activityDeps';
import { recordId } from '../../validation/query';
import { storeCheckedUpload } from '../checkedUpload';
import { optionalAmount, optionalText } from '../../activities/core/validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const L = TASK_LIMITS;

/** A result's files: up to filesMax `{ key, name? }`. */
const filesChain = body('files')
  .optional({ values: 'null' })
  .custom(
    (v: unknown) =>
      Array.isArray(v) &&
      v.length <= L.filesMax &&
      v.every(
        (f: unknown) =>
          typeof f === 'object' &&
          f !== null &&
          typeof (f as { key?: unknown }).key === 'string' &&
          ((f as { name?: unknown }).name === undefined || typeof (f as { name?: unknown }).name === 'string'),
      ),
  )
  .withMessage(msg('maxLength', { max: L.filesMax }));

const resultChains = [
  requiredText('body', L.resultBodyMax),
  optionalText('link', L.linkMax)
    .custom((v: string | null) => v === null || /^https?:\/\/\S+$/i.test(v))
    .withMessage(msg('link')),
  filesChain,
];

/** The path's :resultId (404 unless a positive int4). */
function resultId(req: Request): number {
  const raw = req.params['resultId'];
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2147483647) throw NotFound();
  return Number(raw);
}

/** Names of the types a result's file may be, for the 415 message. */
const RESULT_TYPES = 'PDF, DOC, DOCX, PPT, PPTX, ZIP, RAR, PNG, JPEG';

const commentCheck = validate<{ comment: string }>([requiredText('comment', L.commentMax)]);
const hoursCheck = validate<{ hours: number | null }>([optionalAmount('hours', hoursMaxOf(TASK.kind))]);
const resultCheck = validate<{ body: string; link: string | null; files?: { key: string; name?: string }[] | null }>(resultChains);

/** POST /api/my/uploads/task-result: a file of a task's result, by its performer. Its handlers, for the uploads router. */
export function taskResultUpload(deps: ActivityDeps): RequestHandler[] {
  const { sequelize, authenticate, storage } = deps;
  return [
    authenticate,
    can(TASK.applyAction),
    writeLimit(sequelize, 'uploads'),
    uploadQuota(sequelize, deps.config.uploads.quotaBytes),
    singleFileUpload({ storage, maxBytes: UPLOAD_LIMITS.taskResult.maxBytes, markers: DOCUMENT_MARKERS }),
    (req, res) =>
      storeCheckedUpload(deps, req, res, {
        kind: RESULT_UPLOAD_KIND,
        folder: ORGANIZER_FOLDER,
        detect: (file) => detectDocumentType(file.head, file.has) ?? detectCoverType(file.head),
        types: RESULT_TYPES,
      }),
  ];
}

const notifyDepsOf = (deps: ActivityDeps) => ({ sequelize: deps.sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl });

/**
 * A pro bono task's results (docs/tasks.md): the chosen performer hands one in (with files
 * uploaded as `task-result`), POST /:id/results under /tasks (the task kind's own public routes).
 */
export function taskResultRoutes(deps: ActivityDeps): Router {
  const notifyDeps = notifyDepsOf(deps);
  const router = Router();
  router.post(
    '/:id/results',
    operation("Hands in a task's result.", 'TaskResultDto'),
    deps.authenticate,
    can(TASK.applyAction),
    resultCheck,
    signedIn(async (req, res) => {
      const b = resultCheck.input(req);
      const input = { body: b.body, link: b.link, files: b.files ?? [] };
      res.status(201).json(await submitResult(notifyDeps, req.user, recordId(req), input, req.locale));
    }),
  );
  return router;
}

/** The volunteer's tasks, mounted at /my/task-applications. */
export function myTaskApplicationsRouter(deps: ActivityDeps): Router {
  const { sequelize } = deps;
  const router = Router();
  router.get(
    '/',
    operation("Lists the caller's tasks as a performer.", 'MyTaskPage'),
    deps.authenticate,
    can(TASK.applyAction),
    validate(pageChains()),
    signedIn(async (req, res) => {
      res.json(await myTasks(sequelize, req.user.id, req.locale, pageOf(req)));
    }),
  );
  return router;
}

/** The owner reads results, accepts one (hours and points) or asks for changes: /:id/results… under /my/tasks (the task kind's own owner routes). */
export function taskOwnerResultRoutes(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = notifyDepsOf(deps);
  const owner = can(TASK.createAction);
  const router = Router();
  router.get(
    '/:id/results',
    operation("Lists the results of one of the caller's tasks.", 'OwnerTaskResultPage'),
    authenticate,
    owner,
    validate(pageChains()),
    signedIn(async (req, res) => {
      res.json(await ownerResults(sequelize, req.user, recordId(req), pageOf(req)));
    }),
  );

  router.post(
    '/:id/results/:resultId/accept',
    operation("Accepts a task's result.", 'TaskResultDto'),
    authenticate,
    owner,
    hoursCheck,
    signedIn(async (req, res) => {
      const hours = hoursCheck.input(req).hours;
      res.json(await acceptResult(notifyDeps, req.user, recordId(req), resultId(req), hours));
    }),
  );

  router.post(
    '/:id/results/:resultId/request-changes',
    operation("Asks for changes to a task's result.", 'TaskResultDto'),
    authenticate,
    owner,
    commentCheck,
    signedIn(async (req, res) => {
      const comment = commentCheck.input(req).comment;
      res.json(await requestChanges(notifyDeps, req.user, recordId(req), resultId(req), comment));
    }),
  );

  return router;
}
