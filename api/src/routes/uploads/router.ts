import { Router, type RequestHandler } from 'express';
import type { ActivityDeps } from '../activityDeps';
import { organizerUpload } from '../activities/uploads';
import { bonusImageUpload } from '../bonuses/router';
import { partnerLogoUpload } from '../partnerApplications/router';
import { publicationUploads } from '../posts/uploads';
import { courseUploads } from '../academy/uploads';
import { taskResultUpload } from '../tasks/router';
import { cvUpload } from '../vacancies/cvUpload';
import { operation, type AnswerType } from '../../lib/operation';

/** What an upload answers: a CV is private, its answer has no URL (CvUpload); every other kind's is public (UploadResult). */
const answerOf = (kind: string): AnswerType => (kind === 'cv' ? 'CvUpload' : 'UploadResult');

/**
 * Every upload, mounted at /my/uploads: POST /<kind> (multipart `file`) → 201, the file checked by
 * content and kept as the caller's within their quota. Each area brings the handlers of its own
 * kinds; the activity kinds' covers and documents (`<kind>-cover`, `<kind>-document`) share the
 * activity core's /:kind, which passes any other kind on.
 */
export function uploadsRouter(deps: ActivityDeps): Router {
  const named: Record<string, RequestHandler[]> = {
    cv: cvUpload(deps),
    'task-result': taskResultUpload(deps),
    'bonus-image': bonusImageUpload(deps),
    'partner-logo': partnerLogoUpload(deps),
    ...publicationUploads(deps),
    ...courseUploads(deps),
  };
  const router = Router();
  for (const [kind, handlers] of Object.entries(named))
    router.post(`/${kind}`, operation(`Uploads a file of kind ${kind}.`, answerOf(kind)), ...handlers);
  router.post('/:kind', operation('Uploads a file of the given kind.', 'UploadResult'), ...organizerUpload(deps));
  return router;
}
