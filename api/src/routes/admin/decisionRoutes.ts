import type { Request, RequestHandler, Router } from 'express';
import { signedIn } from '../../policies/signedIn';
import { decide, type ModeratedContent, type ModerationDeps } from '../../services/moderation';
import { recordId } from '../../validation/query';
import { validate } from '../../validation/validate';
import { reasonChains } from '../initiatives/validators';
import { operation, type AnswerType } from '../../lib/operation';

const reasonCheck = validate<{ reason: string }>(reasonChains());

/**
 * POST /:id/approve and /:id/reject of one moderated kind, through the one decide(); each answers
 * the record as `present` shows it to the back office, of the common type `answers`.
 */
export function decisionRoutes(
  router: Router,
  deps: ModerationDeps,
  kind: ModeratedContent,
  guards: RequestHandler[],
  present: (req: Request, id: number) => Promise<unknown>,
  answers: AnswerType,
): void {
  router.post(
    '/:id/approve',
    operation('Approves the record.', answers),
    ...guards,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await decide(deps, kind, [id], { action: 'approve' }, req.user.id);
      res.json(await present(req, id));
    }),
  );
  router.post(
    '/:id/reject',
    operation('Rejects the record.', answers),
    ...guards,
    reasonCheck,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await decide(deps, kind, [id], { action: 'reject', reason: reasonCheck.input(req).reason }, req.user.id);
      res.json(await present(req, id));
    }),
  );
}
