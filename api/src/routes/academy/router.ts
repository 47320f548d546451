import { Router } from 'express';
import type { CourseLevel, MyCourseState } from '@hashar/common';
import { can } from '../../middlewares/authenticate';
import { pageOf } from '../../lists';
import { operation } from '../../lib/operation';
import { signedIn } from '../../policies/signedIn';
import { writeLimit } from '../../ratelimit';
import { courseDetail, listCourses, listMyCourses, readLessonPage } from '../../services/academy/read';
import { enrol, finishAttempt, markRead, startAttempt, type QuizAnswer } from '../../services/academy/learning';
import { validate } from '../../validation/validate';
import { queryText, recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { answersChains, catalogueChains, courseSlug, lessonPosition, myCoursesChains } from './validators';

const answersCheck = validate<{ answers: QuizAnswer[] }>(answersChains());

/**
 * The academy (docs/academy-api.md), mounted at /academy: the catalogue and a course's page for
 * everyone; lessons, enrolment and the quiz for a signed-in volunteer or trainee.
 */
export function academyRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate, optionalAuthenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const learner = [authenticate, can('course.learn')];
  const router = Router();

  router.get(
    '/',
    operation('Lists the published courses of the academy.', 'CourseCardPage'),
    validate(catalogueChains()),
    async (req, res) => {
      const direction = queryText(req, 'direction');
      const filters = {
        directionId: direction === undefined ? undefined : Number(direction),
        level: queryText(req, 'level') as CourseLevel | undefined,
        author: queryText(req, 'author') as 'platform' | 'organization' | 'group' | undefined,
        q: queryText(req, 'q')?.trim() || undefined,
      };
      res.json(await listCourses(sequelize, filters, pageOf(req), req.locale));
    },
  );

  router.get(
    '/:slug',
    operation("Reads a course: its lessons' titles, its quiz's terms and the signed-in reader's place.", 'CourseDetailResponse'),
    optionalAuthenticate,
    async (req, res) => {
      res.json({ data: await courseDetail(sequelize, courseSlug(req), req.user?.id, req.locale) });
    },
  );

  router.post(
    '/:slug/enrol',
    operation('Enrols the caller in a course.', 'CourseProgressResponse'),
    ...learner,
    writeLimit(sequelize, 'learning'),
    signedIn(async (req, res) => {
      const { created, progress } = await enrol(sequelize, req.user.id, courseSlug(req));
      res.status(created ? 201 : 200).json({ data: progress });
    }),
  );

  router.get(
    '/:slug/lessons/:position',
    operation('Reads a lesson of a course the caller is enrolled in, once the lessons before it are read.', 'CourseLessonResponse'),
    ...learner,
    signedIn(async (req, res) => {
      res.json({ data: await readLessonPage(sequelize, courseSlug(req), lessonPosition(req), req.user.id, req.locale) });
    }),
  );

  router.post(
    '/:slug/lessons/:position/read',
    operation('Marks a lesson read; the last one completes a course without a quiz.', 'CourseProgressResponse'),
    ...learner,
    writeLimit(sequelize, 'learning'),
    signedIn(async (req, res) => {
      res.json({ data: await markRead(notifyDeps, req.user.id, courseSlug(req), lessonPosition(req)) });
    }),
  );

  router.post(
    '/:slug/attempts',
    operation(
      "Starts the course's quiz (or gives the attempt already open), its questions shuffled, without their answers.",
      'QuizAttemptResponse',
    ),
    ...learner,
    writeLimit(sequelize, 'learning'),
    signedIn(async (req, res) => {
      const { created, attempt } = await startAttempt(sequelize, req.user.id, courseSlug(req), req.locale);
      res.status(created ? 201 : 200).json({ data: attempt });
    }),
  );

  router.post(
    '/:slug/attempts/:id',
    operation('Ends a quiz attempt: graded on the server; which questions were wrong, and the completion on a pass.', 'QuizResultResponse'),
    ...learner,
    writeLimit(sequelize, 'learning'),
    answersCheck,
    signedIn(async (req, res) => {
      const { answers } = answersCheck.input(req);
      res.json({ data: await finishAttempt(notifyDeps, req.user.id, courseSlug(req), recordId(req), answers) });
    }),
  );
  return router;
}

/** The learner's own courses, mounted at /my/learning: in progress or completed. */
export function myLearningRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();
  router.get(
    '/',
    operation("Lists the caller's courses: in progress (state=active, the default) or completed.", 'MyCoursePage'),
    authenticate,
    can('course.learn'),
    validate(myCoursesChains()),
    signedIn(async (req, res) => {
      const state = (queryText(req, 'state') ?? 'active') as MyCourseState;
      res.json(await listMyCourses(sequelize, req.user.id, state, pageOf(req), req.locale));
    }),
  );
  return router;
}
