import { Router, type Request } from 'express';
import { COURSE_LEVELS, MODERATION_STATES, type CourseInput } from '@hashar/common';
import { operation } from '../../lib/operation';
import { listRequest, sendList, type ListSpec } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { presentAuthoredCard } from '../../presenters/academy';
import { signedIn, userOf } from '../../policies/signedIn';
import { writeLimit } from '../../ratelimit';
import { createCourse, removeCourse, updateCourse, type CourseWriter } from '../../services/academy/authoring';
import { COURSES_MODERATION, COURSES_RESOURCE } from '../../services/academy/moderation';
import { authoredCourse, coursesAdminPage } from '../../services/academy/authoredRead';
import type { ModerationDeps } from '../../services/moderation';
import { recordId } from '../../validation/query';
import { validate } from '../../validation/validate';
import { allow } from '../admin/access';
import { decisionRoutes } from '../admin/decisionRoutes';
import { courseChains } from './authoringValidators';
import { courseContentRoutes } from './content';

const courseCheck = validate<CourseInput>(courseChains());

const LIST: ListSpec = {
  resource: COURSES_RESOURCE,
  sortable: ['id', 'titleRu', 'moderation', 'submittedAt', 'publishedAt', 'createdAt', 'updatedAt'],
  filterable: {
    moderation: MODERATION_STATES,
    level: COURSE_LEVELS,
    authorKind: ['platform', 'organization', 'group'],
    organizationId: 'int',
    ownerGroupId: 'int',
    isListed: 'bool',
    archived: 'bool',
  },
  searchable: ['titleRu', 'titleUz', 'searchText'],
  // The moderation queue first: the oldest waiting on top.
  defaultSort: ['submittedAt', 'ASC'],
};

/**
 * /api/admin/courses (ra-data-simple-rest): every author's courses for moderators and admins (list,
 * show, approve, reject, figures, learners); admins create the platform's (published at once),
 * change any course, its lessons and quiz, and archive (DELETE), each audited.
 */
export function adminCoursesRouter(deps: ModerationDeps): Router {
  const { sequelize } = deps;
  const router = Router();
  const writes = writeLimit(sequelize, 'authoring');
  const writer = (req: Request): CourseWriter => ({ user: userOf(req), locale: req.locale, admin: true });
  const record = (req: Request, id: number) => authoredCourse(sequelize, id, req.locale);

  router.get('/', operation('Lists courses for the back office.', 'CourseAdminList'), allow(COURSES_RESOURCE, 'list'), async (req, res) => {
    const list = listRequest(req, LIST);
    const { rows, ...count } = await coursesAdminPage(sequelize, list);
    sendList(
      res,
      COURSES_RESOURCE,
      rows.map((r) => presentAuthoredCard(r, req.locale)),
      count,
      list.offset,
    );
  });

  router.post(
    '/',
    operation('Creates a platform course, published at once.', 'CourseAdminRecord'),
    allow(COURSES_RESOURCE, 'create'),
    writes,
    courseCheck,
    async (req, res) => {
      const id = await createCourse(deps, writer(req), null, courseCheck.input(req));
      res.status(201).json(await record(req, id));
    },
  );

  router.get(
    '/:id',
    operation('Reads one course with its lessons and quiz for the back office.', 'CourseAdminRecord'),
    allow(COURSES_RESOURCE, 'show'),
    async (req, res) => {
      res.json(await record(req, recordId(req)));
    },
  );

  router.put(
    '/:id',
    operation('Changes a course (its state stays).', 'CourseAdminRecord'),
    allow(COURSES_RESOURCE, 'edit'),
    writes,
    courseCheck,
    async (req, res) => {
      const id = recordId(req);
      await updateCourse(deps, writer(req), id, courseCheck.input(req));
      res.json(await record(req, id));
    },
  );

  router.delete(
    '/:id',
    operation('Archives a course.', 'CourseAdminRecord'),
    allow(COURSES_RESOURCE, 'delete'),
    writes,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await removeCourse(deps, writer(req), id, true);
      res.json(await record(req, id));
    }),
  );

  decisionRoutes(router, deps, COURSES_MODERATION, [allow(COURSES_RESOURCE, 'show'), can('content.moderate')], record, 'CourseAdminRecord');

  courseContentRoutes(router, deps, {
    writeGuards: [allow(COURSES_RESOURCE, 'edit')],
    readGuards: [allow(COURSES_RESOURCE, 'show')],
    writes,
    writer,
    answer: record,
    answers: 'CourseAdminRecord',
    statsUser: () => null,
  });
  return router;
}
