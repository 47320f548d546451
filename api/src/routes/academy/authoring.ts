import { Router, type Request } from 'express';
import type { CourseInput, CourseModeration } from '@hashar/common';
import { NotFound } from '../../errors';
import { operation } from '../../lib/operation';
import { pageOf } from '../../lists';
import { can } from '../../middlewares/authenticate';
import { assertManagesCourse, courseOwnerFor } from '../../policies/courses';
import { signedIn, userOf } from '../../policies/signedIn';
import { writeLimit } from '../../ratelimit';
import { createCourse, removeCourse, submitCourse, updateCourse, type CourseWriter } from '../../services/academy/authoring';
import { authoredCourse, authoredCourseRow, listOwnCourses } from '../../services/academy/authoredRead';
import { idParam, queryText, recordId } from '../../validation/query';
import { validate } from '../../validation/validate';
import type { ActivityDeps } from '../activityDeps';
import { courseChains, myCoursesChains } from './authoringValidators';
import { courseContentRoutes } from './content';

const courseCheck = validate<CourseInput>(courseChains());
/** `?group=` names a group by id (before the role gate, so a bad one is a 400). */
const groupCheck = validate([idParam('group')]);

/** Who the caller writes as: the group of `?group=` (403 unless they lead it), else their organization (403 for neither). */
const ownerOf = (req: Request) => {
  const group = queryText(req, 'group');
  return courseOwnerFor(userOf(req), group === undefined ? null : Number(group));
};
const writerOf = (req: Request): CourseWriter => ({ user: userOf(req), locale: req.locale });

/**
 * The author's courses (docs/academy-api.md "Authoring"), mounted at /my/courses: organizations,
 * and leaders of approved initiative groups with `?group=`; list, create, read, change, delete (or
 * archive), submit to moderation, and a course's lessons, quiz, figures and learners.
 */
export function myCoursesRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const author = [authenticate, groupCheck, can('course.create')];
  const writes = writeLimit(sequelize, 'authoring');
  /** The caller's view of a course they manage (404 otherwise). */
  const mine = async (req: Request, id: number) => {
    const row = await authoredCourseRow(sequelize, id);
    if (!row) throw NotFound();
    assertManagesCourse(userOf(req), row);
    return { data: await authoredCourse(sequelize, id, req.locale) };
  };
  const router = Router();

  router.get(
    '/',
    operation("Lists the caller's own courses in every state, or in one (?moderation=).", 'AuthoredCoursePage'),
    authenticate,
    validate(myCoursesChains()),
    can('course.create'),
    async (req, res) => {
      const moderation = queryText(req, 'moderation') as CourseModeration | undefined;
      res.json(await listOwnCourses(sequelize, ownerOf(req), moderation, pageOf(req), req.locale));
    },
  );

  router.post(
    '/',
    operation('Creates a course as a draft.', 'AuthoredCourseResponse'),
    ...author,
    writes,
    courseCheck,
    async (req, res) => {
      const id = await createCourse(notifyDeps, writerOf(req), ownerOf(req), courseCheck.input(req));
      res.status(201).json(await mine(req, id));
    },
  );

  router.get(
    '/:id',
    operation("Reads one of the caller's courses with its lessons and quiz (right options marked).", 'AuthoredCourseResponse'),
    ...author,
    async (req, res) => {
      res.json(await mine(req, recordId(req)));
    },
  );

  router.put(
    '/:id',
    operation("Changes one of the caller's courses; an approved one goes back to moderation.", 'AuthoredCourseResponse'),
    ...author,
    writes,
    courseCheck,
    async (req, res) => {
      const id = recordId(req);
      await updateCourse(notifyDeps, writerOf(req), id, courseCheck.input(req));
      res.json(await mine(req, id));
    },
  );

  router.delete(
    '/:id',
    operation("Deletes one of the caller's courses, or archives it when anyone enrolled or an activity requires it.", 'empty'),
    ...author,
    writes,
    signedIn(async (req, res) => {
      await removeCourse(notifyDeps, writerOf(req), recordId(req));
      res.status(204).end();
    }),
  );

  router.post(
    '/:id/submit',
    operation("Sends one of the caller's draft or rejected courses to moderation.", 'AuthoredCourseResponse'),
    ...author,
    writes,
    async (req, res) => {
      const id = recordId(req);
      await submitCourse(notifyDeps, writerOf(req), id);
      res.json(await mine(req, id));
    },
  );

  courseContentRoutes(router, notifyDeps, {
    writeGuards: author,
    readGuards: author,
    writes,
    writer: writerOf,
    answer: mine,
    answers: 'AuthoredCourseResponse',
    statsUser: userOf,
  });
  return router;
}
