import { CRM_ROLES, EVENT_LIMITS } from '@hashar/common';
import { Router, type Request, type RequestHandler } from 'express';
import { Forbidden } from '../../errors';
import { listPage, listRequest, run, sendList, SqlParams } from '../../lists';
import { validate } from '../../middlewares/validate';
import { writeLimit } from '../../ratelimit';
import { presentCrmApplication, presentCrmEvent, presentCrmSession, type CrmApplicationRow } from '../../presenters/participation';
import { crmApplications, crmDashboard, crmEvents, crmRecord, crmSessions, type CrmResourceSql } from '../../services/participation/crm';
import { decideApplications, decisionOf, type BulkAction } from '../../services/participation/decisions';
import { hoursMaxOf, verifyHours } from '../../services/participation/hours';
import { messageParticipants } from '../../services/participation/message';
import { rosterCsv } from '../../services/participation/roster';
import type { ActivityDeps } from '../activityDeps';
import { recordId } from '../admin/access';
import { adminErrors } from '../admin/errors';
import { bulkRules, messageRules, verifyRules } from './validators';

/** 403 unless the caller is staff of an organization with a CRM role. */
const crmStaff: RequestHandler = (req, _res, next) =>
  next(req.user && CRM_ROLES.includes(req.user.role) && req.user.organizationId !== null ? undefined : Forbidden());

const staffOf = (req: Request) => ({ id: req.user!.id, organizationId: req.user!.organizationId! });

type Presenter = (row: never) => object;
const RESOURCES: [string, CrmResourceSql, Presenter][] = [
  ['events', crmEvents, presentCrmEvent as Presenter],
  ['sessions', crmSessions, presentCrmSession as Presenter],
  ['applications', crmApplications, presentCrmApplication as Presenter],
];

/**
 * /api/crm/*: the organization's events, sessions and applications on the ra-data-simple-rest
 * contract (array + Content-Range, filter {"id":[…]} for getMany), scoped to the caller's
 * organization (other organizations' ids are 404), and the organizer's actions on applicants.
 */
export function crmRouter(deps: ActivityDeps): Router {
  const { sequelize } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();
  router.use(deps.authenticate, crmStaff);

  router.get('/dashboard', async (req, res) => {
    res.json(await crmDashboard(sequelize, req.user!.organizationId!, req.locale));
  });

  for (const [name, resource, present] of RESOURCES) {
    router.get(`/${name}`, async (req, res) => {
      const list = listRequest(req, { resource: name, ...resource.list });
      const { rows, total } = await listPage(sequelize, resource.sql(req.locale), new SqlParams([req.user!.organizationId]), list);
      sendList(
        res,
        name,
        rows.map((row) => present(row as never)),
        total,
        list.offset,
      );
    });
    router.get(`/${name}/:id`, async (req, res) => {
      res.json(present((await crmRecord(sequelize, resource, req.user!.organizationId!, recordId(req), req.locale)) as never));
    });
  }

  router.get('/events/:id/roster.csv', async (req, res) => {
    const id = recordId(req);
    const csv = await rosterCsv(sequelize, req.user!.organizationId!, id, req.locale);
    res.set('Content-Disposition', `attachment; filename="roster-${id}.csv"`).set('Cache-Control', 'no-store');
    res.type('text/csv; charset=utf-8').send(csv);
  });

  router.post('/events/:id/message', validate(messageRules), writeLimit(sequelize, 'organizerMessages'), async (req, res) => {
    const { subject, body } = req.body as { subject: string; body: string };
    const recipients = await messageParticipants(notifyDeps, staffOf(req), recordId(req), subject, body);
    res.json({ recipients });
  });

  router.post('/applications/bulk', validate(bulkRules), async (req, res) => {
    const { ids, action } = req.body as { ids: number[]; action: BulkAction };
    res.json({ data: await decideApplications(notifyDeps, staffOf(req), ids, decisionOf(action)) });
  });

  // Hours are held to the application's kind (its entry's hoursMax); an unknown id gets an event's bound, then the service's 404.
  const verifyChecks: RequestHandler = async (req, res, next) => {
    const [row] = await run<{ kind: string }>(sequelize, 'SELECT activity_kind AS kind FROM applications WHERE id = $1', [recordId(req)]);
    await validate(verifyRules(row ? hoursMaxOf(row.kind) : EVENT_LIMITS.hoursMax))(req, res, next);
  };
  router.post('/applications/:id/verify', verifyChecks, async (req, res) => {
    const id = recordId(req);
    const { hours, note } = req.body as { hours: number; note?: string | null };
    await verifyHours(notifyDeps, staffOf(req), id, hours, note || null, { decision: true });
    const row = await crmRecord<CrmApplicationRow>(sequelize, crmApplications, req.user!.organizationId!, id, req.locale);
    res.json(presentCrmApplication(row));
  });

  router.use(adminErrors);
  return router;
}
