import { Router } from 'express';
import { z } from 'zod';
import type { AnalyticsRefreshed, DevMailDto, DevMailList, ReminderRun, SessionHeld } from '@hashar/common';
import { HttpError, NotFound } from '../../errors';
import { translate, type MessageKey } from '../../i18n';
import { listMessages } from '../../mail';
import { workAfterAnswers } from '../../middlewares/answerFirst';
import { isFromThisMachine } from '../../middlewares/thisMachine';
import { validate } from '../../validation/validate';
import { sendDueReminders } from '../../reminders/service';
import type { NotifyDeps } from '../../services/notify';
import { moveShiftToPast } from '../../services/checkin/devClock';
import { refreshAnalytics } from '../../services/analytics/refresh';
import { optionalDateTime } from '../../activities/core/validators';
import { operation } from '../../lib/operation';

const reminderRunCheck = validate<{ now?: string | null }>([optionalDateTime('now')]);

const querySchema = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// TODO(i18n): 'invalid_email' and 'number_range' once they exist; until then the generic text.
const FIELD_MESSAGES: Record<keyof z.infer<typeof querySchema>, MessageKey> = { to: 'bad_request', limit: 'bad_request' };

/**
 * GET /api/dev/mail?to=&limit= : what the platform has "sent", newest first, so a developer or a
 * browser test can follow an activation link without a mailbox. POST /api/dev/reminders/run
 * {now?}: sends the reminders due at `now` (default: the present) at once, as the job does every
 * few minutes — a browser test moves the clock this way. POST /api/dev/sessions/:id/held: the
 * shift (its length and check-ins kept) moves back in time to have ended an hour ago, so a browser test may confirm attendance and
 * hours (common/hours.ts allows them only then). POST /api/dev/analytics/refresh recomputes the
 * analytics view at once for demos and browser tests. Mounted only when DEV_MAILBOX=true
 * (refused in production), and it answers loopback callers only: a mailed reset link is an account.
 */
export function devMailRouter(deps: NotifyDeps): Router {
  const { sequelize } = deps;
  const router = Router();
  // Before the gate below: to anyone else this one answers as an unknown path (404), not 403.
  router.post(
    '/analytics/refresh',
    operation('Refreshes the analytics view (development only).', 'AnalyticsRefreshed'),
    async (req, res) => {
      if (!isFromThisMachine(req)) throw NotFound();
      const done: AnalyticsRefreshed = { refreshed: await refreshAnalytics(sequelize) };
      res.json(done);
    },
  );
  router.use((req, _res, next) => {
    if (!isFromThisMachine(req)) throw new HttpError(403, 'forbidden', 'forbidden');
    next();
  });
  router.get('/mail', operation('Reads the development mailbox.', 'DevMailList'), async (req, res) => {
    const parsed = querySchema.safeParse(req.query);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof typeof FIELD_MESSAGES;
        fields[field] = translate(req.locale, FIELD_MESSAGES[field] ?? 'bad_request');
      }
      throw new HttpError(400, 'validation', 'validation', {}, fields);
    }
    const { to, limit } = parsed.data;
    // Links issued after their request was answered (/forgot, /resend) are shown once written.
    await workAfterAnswers();
    const rows = await listMessages(sequelize, { to: to?.trim().toLowerCase(), limit });
    const data: DevMailDto[] = rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      template: m.template,
      locale: m.locale,
      links: m.links,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    }));
    const list: DevMailList = { data };
    res.set('Cache-Control', 'no-store').json(list);
  });
  router.post(
    '/reminders/run',
    operation('Runs the due reminders now (development only).', 'ReminderRun'),
    reminderRunCheck,
    async (req, res) => {
      const at = reminderRunCheck.input(req).now;
      const now = at ? new Date(at) : new Date();
      const sent = await sendDueReminders(deps, now);
      const run: ReminderRun = { now: now.toISOString(), sent };
      res.set('Cache-Control', 'no-store').json(run);
    },
  );
  router.post('/sessions/:id/held', operation('Marks a session held now (development only).', 'SessionHeld'), async (req, res) => {
    const id = Number(req.params['id']);
    if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, 'bad_request', 'bad_request');
    if (!(await moveShiftToPast(sequelize, id))) throw new HttpError(404, 'not_found', 'not_found');
    const held: SessionHeld = { id };
    res.set('Cache-Control', 'no-store').json(held);
  });
  return router;
}
