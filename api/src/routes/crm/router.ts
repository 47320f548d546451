import { shiftCheckinRoutes } from '../checkin/router';
import { CRM_ROLES, EVENT_LIMITS, type BulkDecisionResult, type ParticipantsMessaged, type ReportFormat } from '@hashar/common';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { EVENT } from '../../activities/event';
import { activityEntry } from '../../activities/registry';
import type { ApiActivityKind } from '../../activities/types';
import { Forbidden, NotFound } from '../../errors';
import { staffOrganizationOf } from '../../policies/organizations';
import { listRequest, sendList } from '../../lists';
import { validate, validateBy } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import {
  presentCrmActivity,
  presentCrmApplication,
  presentCrmEvent,
  presentCrmSession,
  type CrmApplicationSql,
} from '../../presenters/participation';
import {
  applicationKind,
  crmActivities,
  crmApplications,
  crmDashboard,
  crmEvents,
  crmPage,
  crmRecord,
  crmSessions,
  type CrmResourceSql,
} from '../../services/participation/crm';
import { decideApplications, decisionOf, type BulkAction } from '../../services/participation/decisions';
import { correctHours, hoursMaxOf, verifyHours } from '../../services/participation/hours';
import { messageParticipants } from '../../services/participation/message';
import { rosterCsv } from '../../services/participation/roster';
import type { ActivityDeps } from '../activityDeps';
import { crmAnalytics } from '../analytics/router';
import { recordId } from '../../validation/query';
import { adminErrors } from '../admin/errors';
import { bulkRules, hoursCheckFor, messageRules } from './validators';
import { hoursReportRules } from '../archive/validators';
import { hoursReport } from '../../services/reports/hours';
import { sendHoursReport } from '../../services/reports/render';
import { signedIn, userOf } from '../../policies/signedIn';
import { operation, type AnswerType } from '../../lib/operation';

const bulkCheck = validate<{ ids: number[]; action: BulkAction }>(bulkRules);

const messageCheck = validate<{ subject: string; body: string }>(messageRules);

/** 403 unless the caller is staff of an organization with a CRM role. */
const crmStaff: RequestHandler = (req, _res, next) =>
  next(req.user && CRM_ROLES.includes(req.user.role) && req.user.organizationId !== null ? undefined : Forbidden());

const staffOf = (req: Request) => ({ id: userOf(req).id, organizationId: staffOrganizationOf(userOf(req)) });

type Presenter = (row: never) => object;
/** Each CRM resource: its name, query, presenter, id, and the common types of its list and of one record. */
const RESOURCES: [string, CrmResourceSql, Presenter, (req: Request) => number | string, { list: AnswerType; one: AnswerType }][] = [
  [
    'activities',
    crmActivities,
    presentCrmActivity as Presenter,
    (req) => activityRef(req).ref,
    { list: 'CrmActivityList', one: 'CrmActivityRow' },
  ],
  ['events', crmEvents, presentCrmEvent as Presenter, recordId, { list: 'CrmEventList', one: 'CrmEventRow' }],
  ['sessions', crmSessions, presentCrmSession as Presenter, recordId, { list: 'CrmSessionList', one: 'CrmSessionRow' }],
  ['applications', crmApplications, presentCrmApplication as Presenter, recordId, { list: 'CrmApplicationList', one: 'CrmApplicationRow' }],
];

/** The activity a crm/activities id (`<kind>-<id>`) names: its entry and id (404 for anything else). */
function activityRef(req: Request): { kind: ApiActivityKind; id: number; ref: string } {
  const match = /^(?<kind>[a-z][a-z0-9_]{0,31})-(?<id>[1-9]\d{0,9})$/.exec(String(req.params['id']));
  const kind = match?.groups?.['kind'];
  const id = Number(match?.groups?.['id']);
  if (!match || !kind || id > 2147483647) throw NotFound();
  return { kind: activityEntry(kind), id, ref: match[0] };
}

/**
 * /api/crm/*: the organization's activities (every kind), events, sessions and applications on the ra-data-simple-rest
 * contract (array + Content-Range, filter {"id":[…]} for getMany), scoped to the caller's
 * organization (other organizations' ids are 404), and the organizer's actions on applicants.
 */
export function crmRouter(deps: ActivityDeps): Router {
  const { sequelize } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const router = Router();
  // QR check-in at a shift: for whoever manages its activity (a group's leader too), so before the staff-only gate.
  router.use(shiftCheckinRoutes(deps));
  router.use(deps.authenticate, crmStaff);

  router.get(
    '/dashboard',
    operation("Reads the organization's CRM dashboard.", 'CrmDashboard'),
    signedIn(async (req, res) => {
      res.json(await crmDashboard(sequelize, staffOf(req).organizationId, req.locale));
    }),
  );
  // The organization's own figures by region, direction and month.
  router.get('/analytics', operation("Reads the organization's own analytics.", 'AnalyticsResponse'), ...crmAnalytics(sequelize));

  for (const [name, resource, present, idOf, answers] of RESOURCES) {
    router.get(
      `/${name}`,
      operation(`Lists the organization's ${name} in the CRM.`, answers.list),
      signedIn(async (req, res) => {
        const list = listRequest(req, { resource: name, ...resource.list });
        const { rows, ...count } = await crmPage(sequelize, resource, staffOf(req).organizationId, list, req.locale);
        sendList(
          res,
          name,
          rows.map((row) => present(row as never)),
          count,
          list.offset,
        );
      }),
    );
    router.get(
      `/${name}/:id`,
      operation(`Reads one of the organization's ${name} in the CRM.`, answers.one),
      signedIn(async (req, res) => {
        res.json(present((await crmRecord(sequelize, resource, staffOf(req).organizationId, idOf(req), req.locale)) as never));
      }),
    );
  }

  /** The roster CSV of one activity of the organization. */
  const sendRoster = async (req: Request, res: Response, kind: ApiActivityKind, id: number, name: string) => {
    const csv = await rosterCsv(sequelize, staffOf(req).organizationId, kind, id, req.locale);
    res.set('Content-Disposition', `attachment; filename="roster-${name}.csv"`).set('Cache-Control', 'no-store');
    res.type('text/csv; charset=utf-8').send(csv);
  };
  router.get('/events/:id/roster.csv', operation("Downloads an event's roster as CSV.", 'csv'), async (req, res) => {
    const id = recordId(req);
    await sendRoster(req, res, EVENT, id, String(id));
  });
  router.get('/activities/:id/roster.csv', operation("Downloads an activity's roster as CSV.", 'csv'), async (req, res) => {
    const { kind, id, ref } = activityRef(req);
    await sendRoster(req, res, kind, id, ref);
  });

  const message = (activity: (req: Request) => { kind: ApiActivityKind; id: number }): RequestHandler[] => [
    messageCheck,
    writeLimit(sequelize, 'organizerMessages'),
    async (req, res) => {
      const { subject, body } = messageCheck.input(req);
      const { kind, id } = activity(req);
      const sent: ParticipantsMessaged = { recipients: await messageParticipants(notifyDeps, staffOf(req), kind, id, subject, body) };
      res.json(sent);
    },
  ];
  router.post(
    '/events/:id/message',
    operation("Sends a message to an event's participants.", 'ParticipantsMessaged'),
    ...message((req) => ({ kind: EVENT, id: recordId(req) })),
  );
  router.post(
    '/activities/:id/message',
    operation("Sends a message to an activity's participants.", 'ParticipantsMessaged'),
    ...message(activityRef),
  );

  router.post(
    '/applications/bulk',
    operation('Decides several applications at once.', 'BulkDecisionResult'),
    bulkCheck,
    async (req, res) => {
      const { ids, action } = bulkCheck.input(req);
      const decided: BulkDecisionResult = { data: await decideApplications(notifyDeps, staffOf(req), ids, decisionOf(action)) };
      res.json(decided);
    },
  );

  // Hours are held to the application's kind (its entry's hoursMax); an unknown id gets an event's bound, then the service's 404.
  const verifyChecks = validateBy(async (req) => {
    const kind = await applicationKind(sequelize, recordId(req));
    return hoursCheckFor(kind ? hoursMaxOf(kind) : EVENT_LIMITS.hoursMax);
  });
  router.post(
    '/applications/:id/verify',
    operation('Verifies the hours of an application.', 'CrmApplicationRow'),
    verifyChecks,
    signedIn(async (req, res) => {
      const id = recordId(req);
      const { hours, note } = verifyChecks.input(req);
      await verifyHours(notifyDeps, staffOf(req), id, hours, note || null, { decision: true });
      const row = await crmRecord<CrmApplicationSql>(sequelize, crmApplications, staffOf(req).organizationId, id, req.locale);
      res.json(presentCrmApplication(row));
    }),
  );
  // Corrects verified hours: the ledger's difference, certificates on them revoked.
  router.put(
    '/applications/:id/hours',
    operation('Corrects the verified hours of an application.', 'CrmApplicationRow'),
    verifyChecks,
    signedIn(async (req, res) => {
      const id = recordId(req);
      const { hours, note } = verifyChecks.input(req);
      await correctHours(notifyDeps, staffOf(req), id, hours, note || null);
      const row = await crmRecord<CrmApplicationSql>(sequelize, crmApplications, staffOf(req).organizationId, id, req.locale);
      res.json(presentCrmApplication(row));
    }),
  );

  // The organization's verified hours of a Tashkent month, per volunteer, as CSV or PDF.
  router.get(
    '/reports/hours',
    operation("Downloads the organization's verified hours of a month as CSV or PDF.", 'file'),
    validate(hoursReportRules),
    signedIn(async (req, res) => {
      const { month, format } = req.query as { month: string; format?: ReportFormat };
      sendHoursReport(res, await hoursReport(sequelize, staffOf(req).organizationId, month), format ?? 'csv', req.locale);
    }),
  );

  router.use(adminErrors);
  return router;
}
