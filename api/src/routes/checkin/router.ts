import { PERSONAL_CHECKIN_PREFIX, type PersonalCheckinCode, type ShiftCheckinCode } from '@hashar/common';
import { Router, type Request } from 'express';
import { HttpError } from '../../errors';
import { validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import { checkInByOrganizer, checkInSelf, checkinView, managedShift } from '../../services/checkin/checkin';
import { isShiftCode, personalCode, qrSvg, shiftCheckinUrl, userOfPersonalCode } from '../../services/checkin/codes';
import type { ActivityDeps } from '../activityDeps';
import { recordId } from '../../validation/query';
import { adminErrors } from '../admin/errors';
import { codeBodyRules, codeQueryRules } from './validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const codeCheck = validate<{ code: string }>(codeBodyRules);

const invalidCode = () => new HttpError(400, 'invalid_code', 'invalid_code');

/** QR check-in at the shift, mounted at /api/checkin: the volunteer's check-in by the shift's QR (/:id). */
export function checkinRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate, config } = deps;
  const secret = config.jwt.secret;
  const router = Router();

  /** The shift named by the path whose code the request carries; 400 invalid_code for another code. */
  const shiftOf = (req: Request, code: string): number => {
    const sessionId = recordId(req);
    if (!isShiftCode(secret, sessionId, code)) throw invalidCode();
    return sessionId;
  };

  router.get(
    '/:id',
    operation('Reads the shift a QR code checks the caller in at.', 'CheckinView'),
    authenticate,
    validate(codeQueryRules),
    signedIn(async (req, res) => {
      const sessionId = shiftOf(req, String(req.query['code']));
      res.json(await checkinView(sequelize, req.user.id, sessionId, req.locale));
    }),
  );

  router.post(
    '/:id',
    operation('Checks the caller in at a shift by its QR code.', 'CheckinView'),
    authenticate,
    codeCheck,
    writeLimit(sequelize, 'applications'),
    signedIn(async (req, res) => {
      const sessionId = shiftOf(req, codeCheck.input(req).code);
      res.json(await checkInSelf(sequelize, req.user.id, sessionId, req.locale));
    }),
  );
  return router;
}

/** The volunteer's personal QR, GET /api/user/checkin-code (the user router mounts it). */
export function personalCodeRoutes(deps: Pick<ActivityDeps, 'authenticate' | 'config'>): Router {
  const { authenticate } = deps;
  const secret = deps.config.jwt.secret;
  const router = Router();
  router.get(
    '/checkin-code',
    operation("Reads the caller's personal check-in QR code.", 'PersonalCheckinCode'),
    authenticate,
    signedIn(async (req, res) => {
      const code = personalCode(secret, req.user.id);
      const text = `${PERSONAL_CHECKIN_PREFIX}${code}`;
      res.set('Cache-Control', 'no-store').json({ code, text, svg: await qrSvg(text) } satisfies PersonalCheckinCode);
    }),
  );
  return router;
}

/**
 * The organizer's side, under /api/crm/sessions/:id (the CRM router mounts it before its staff-only
 * gate): the shift's QR and checking a volunteer in by their personal QR, for whoever manages the
 * shift's activity (ownership policy, 403 otherwise).
 */
export function shiftCheckinRoutes(deps: ActivityDeps): Router {
  const { sequelize, authenticate, config } = deps;
  const secret = config.jwt.secret;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: config.publicUrl };
  const router = Router();
  router.get(
    '/sessions/:id/checkin-code',
    operation("Reads a shift's check-in QR code for its organizer.", 'ShiftCheckinCode'),
    authenticate,
    signedIn(async (req, res) => {
      const shift = await managedShift(sequelize, req.user, recordId(req), req.locale);
      // The configured site, else (development, tests) the origin the organizer reached.
      const origin = config.publicUrlConfigured ? config.publicUrl : `${req.protocol}://${req.get('host')}`;
      const url = shiftCheckinUrl(origin, secret, req.locale, shift.sessionId);
      res.json({ url, svg: await qrSvg(url) } satisfies ShiftCheckinCode);
    }),
  );

  router.post(
    '/sessions/:id/checkin',
    operation('Checks a volunteer in at a shift by their personal QR code.', 'CrmCheckinResult'),
    authenticate,
    codeCheck,
    writeLimit(sequelize, 'applications'),
    signedIn(async (req, res) => {
      const sessionId = recordId(req);
      const userId = userOfPersonalCode(secret, codeCheck.input(req).code);
      if (userId === null) throw invalidCode();
      res.json(await checkInByOrganizer(notifyDeps, req.user, sessionId, userId, req.locale));
    }),
  );
  // The back office reads its errors as the CRM's (`message` besides `msg`).
  router.use('/sessions', adminErrors);
  return router;
}
