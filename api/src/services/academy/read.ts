import {
  LIST_COUNT_CAP,
  localized,
  TIME_ZONE,
  type CourseCard,
  type CourseDetail,
  type CourseLevel,
  type CourseProgress,
  type Locale,
  type MyCourse,
  type MyCourseState,
  type Page,
} from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError, NotFound } from '../../errors';
import { directionsJsonSql } from '../../lib/directionsSql';
import { pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import { searchConditions, searchWords } from '../../lists/search';
import { presentCourseCard, presentLesson, type CourseRow, type LessonRow } from '../../presenters/academy';

/** The day in Tashkent now, in SQL (the quiz's daily limit counts attempts started on it). */
export const TASHKENT_TODAY = `(now() AT TIME ZONE '${TIME_ZONE}')::date`;

/** A course `c` with its author's name, its lessons' and questions' counts and its directions (one JSON column). */
const COURSE_FROM = `courses c
  LEFT JOIN organizations o ON o.id = c.organization_id
  LEFT JOIN initiative_groups g ON g.id = c.owner_group_id`;

const COURSE_COLUMNS = `c.id, c.slug, c.title_ru, c.title_uz, c.summary_ru, c.summary_uz, c.body_ru, c.body_uz, c.cover, c.level,
  c.estimated_minutes, c.is_listed, c.pass_mark, c.attempts_per_day, c.organization_id, c.owner_group_id,
  o.name AS org_name, g.name_ru AS group_name_ru, g.name_uz AS group_name_uz, c.moderation, c.archived_at,
  (SELECT count(*)::int FROM course_lessons l WHERE l.course_id = c.id) AS lesson_count,
  (SELECT count(*)::int FROM course_questions q WHERE q.course_id = c.id) AS question_count,
  ${directionsJsonSql('course_directions', 'course_id', 'c.id')} AS directions_json`;

/** Open to readers: approved and not archived (an unlisted course too, by its address). */
export const COURSE_OPEN = `c.moderation = 'approved' AND c.archived_at IS NULL`;

export interface CourseFilters {
  directionId?: number;
  level?: CourseLevel;
  author?: 'platform' | 'organization' | 'group';
  q?: string;
}

const AUTHOR_CONDITIONS = {
  platform: 'c.organization_id IS NULL AND c.owner_group_id IS NULL',
  organization: 'c.organization_id IS NOT NULL',
  group: 'c.owner_group_id IS NOT NULL',
} as const;

/** GET /api/academy: the listed, published courses, newest first. */
export async function listCourses(sequelize: Sequelize, f: CourseFilters, p: PageRequest, locale: Locale): Promise<Page<CourseCard>> {
  const params = new SqlParams();
  const where = [COURSE_OPEN, 'c.is_listed'];
  if (f.level) where.push(`c.level = ${params.add(f.level)}`);
  if (f.author) where.push(AUTHOR_CONDITIONS[f.author]);
  if (f.directionId !== undefined)
    where.push(`EXISTS (SELECT 1 FROM course_directions x WHERE x.course_id = c.id AND x.direction_id = ${params.add(f.directionId)})`);
  where.push(...searchConditions('c', f.q ? await searchWords(sequelize, f.q) : [], params));
  const { rows, total, capped } = await sqlPage<CourseRow>(sequelize, {
    from: COURSE_FROM,
    where,
    params,
    columns: COURSE_COLUMNS,
    order: 'c.published_at DESC, c.id DESC',
    countCap: LIST_COUNT_CAP,
    limit: p.perPage,
    offset: p.offset,
  });
  return pageResult(
    rows.map((r) => presentCourseCard(r, locale)),
    total,
    p,
    capped,
  );
}

/** An open course by its address (404 for an unknown, unpublished or archived one); `lock` locks its row. */
export async function openCourse(sequelize: Sequelize, slug: string, t?: Transaction, lock = false): Promise<CourseRow> {
  const [row] = await run<CourseRow>(
    sequelize,
    `SELECT ${COURSE_COLUMNS} FROM ${COURSE_FROM} WHERE c.slug = $1 AND ${COURSE_OPEN}${lock ? ' FOR UPDATE OF c' : ''}`,
    [slug],
    t,
  );
  if (!row) throw NotFound();
  return row;
}

/** Whether the course has a quiz to pass: a pass mark and at least one question. */
export const hasQuiz = (course: CourseRow): course is CourseRow & { pass_mark: number } =>
  course.pass_mark !== null && course.question_count > 0;

interface ProgressRow {
  enrolment_id: number | null;
  /** Every lesson's position, in order. */
  positions: number[] | null;
  /** The positions of the lessons read. */
  read: number[] | null;
  attempts_today: number;
  completed_at: Date | null;
  score: number | null;
}

/** A reader's enrolment (id), lessons read, attempts today and completion of a course, in one statement. */
export async function progressRow(sequelize: Sequelize, userId: number, courseId: number, t?: Transaction): Promise<ProgressRow> {
  const [row] = await run<ProgressRow>(
    sequelize,
    `SELECT e.id AS enrolment_id,
            (SELECT array_agg(l.position ORDER BY l.position) FROM course_lessons l WHERE l.course_id = w.course_id) AS positions,
            (SELECT array_agg(l.position ORDER BY l.position) FROM course_lesson_progress p
               JOIN course_lessons l ON l.id = p.lesson_id WHERE p.enrolment_id = e.id) AS read,
            (SELECT count(*)::int FROM course_quiz_attempts a WHERE a.enrolment_id = e.id AND a.started_day = ${TASHKENT_TODAY}) AS attempts_today,
            k.completed_at, k.score
       FROM (SELECT $1::int AS user_id, $2::int AS course_id) w
       LEFT JOIN course_enrolments e ON e.user_id = w.user_id AND e.course_id = w.course_id
       LEFT JOIN course_completions k ON k.user_id = w.user_id AND k.course_id = w.course_id`,
    [userId, courseId],
    t,
  );
  return row ?? { enrolment_id: null, positions: null, read: null, attempts_today: 0, completed_at: null, score: null };
}

/** Whether the reader has read every lesson of the course. */
export const allRead = (p: ProgressRow): boolean => (p.read ?? []).length >= (p.positions ?? []).length;

/** The reader's place in the course, as the API shows it. */
export function presentProgress(course: CourseRow, p: ProgressRow): CourseProgress {
  const read = p.read ?? [];
  const quiz = hasQuiz(course);
  return {
    enrolled: p.enrolment_id !== null,
    readLessons: read,
    quizOpen: quiz && p.enrolment_id !== null && p.completed_at === null && allRead(p),
    attemptsLeftToday: quiz ? Math.max(0, course.attempts_per_day - p.attempts_today) : null,
    completedAt: p.completed_at?.toISOString() ?? null,
    score: p.score,
  };
}

/** GET /api/academy/:slug: the course, its lessons' titles, its quiz's terms and, signed in, the reader's place. */
export async function courseDetail(sequelize: Sequelize, slug: string, userId: number | undefined, locale: Locale): Promise<CourseDetail> {
  const course = await openCourse(sequelize, slug);
  const [lessons, progress] = await Promise.all([
    run<{ position: number; title_ru: string; title_uz: string | null }>(
      sequelize,
      'SELECT position, title_ru, title_uz FROM course_lessons WHERE course_id = $1 ORDER BY position',
      [course.id],
    ),
    userId === undefined ? null : progressRow(sequelize, userId, course.id),
  ]);
  return {
    ...presentCourseCard(course, locale),
    body: localized(locale, course.body_ru, course.body_uz),
    isListed: course.is_listed,
    lessons: lessons.map((l) => ({ position: l.position, title: localized(locale, l.title_ru, l.title_uz) })),
    quiz: hasQuiz(course)
      ? { questionCount: course.question_count, passMark: course.pass_mark, attemptsPerDay: course.attempts_per_day }
      : null,
    me: progress ? presentProgress(course, progress) : null,
  };
}

/**
 * The first lesson before `position` the reader has not read (lessons open in order), or null.
 * Throws 403 when the reader is not enrolled.
 */
export function lockedBefore(progress: ProgressRow, position: number): number | null {
  if (progress.enrolment_id === null) throw new HttpError(403, 'forbidden', 'course_not_enrolled');
  const read = new Set(progress.read ?? []);
  return (progress.positions ?? []).find((p) => p < position && !read.has(p)) ?? null;
}

/** GET /api/academy/:slug/lessons/:position: a lesson for an enrolled reader who has read every lesson before it. */
export async function readLessonPage(sequelize: Sequelize, slug: string, position: number, userId: number, locale: Locale) {
  const course = await openCourse(sequelize, slug);
  const [progress, [lesson]] = await Promise.all([
    progressRow(sequelize, userId, course.id),
    run<LessonRow>(
      sequelize,
      `SELECT l.position, l.title_ru, l.title_uz, l.body_ru, l.body_uz, l.video_provider, l.video_id, l.attachments,
              (SELECT min(n.position) FROM course_lessons n WHERE n.course_id = l.course_id AND n.position > l.position) AS next
         FROM course_lessons l WHERE l.course_id = $1 AND l.position = $2`,
      [course.id, position],
    ),
  ]);
  if (!lesson) throw NotFound();
  const locked = lockedBefore(progress, position);
  if (locked !== null) throw new HttpError(403, 'lessons_unread', 'course_lesson_locked', { position: locked });
  return presentLesson(lesson, locale);
}

/**
 * GET /api/my/learning: the courses the reader enrolled in, still open to readers — those in
 * progress (`active`, last enrolled first) or completed (last completed first) — with how far they are.
 */
export async function listMyCourses(
  sequelize: Sequelize,
  userId: number,
  state: MyCourseState,
  p: PageRequest,
  locale: Locale,
): Promise<Page<MyCourse>> {
  const params = new SqlParams([userId]);
  const { rows, total } = await sqlPage<
    CourseRow & { enrolled_at: Date; lessons_read: number; completed_at: Date | null; score: number | null }
  >(sequelize, {
    from: `${COURSE_FROM} JOIN course_enrolments e ON e.course_id = c.id AND e.user_id = $1
        LEFT JOIN course_completions k ON k.course_id = c.id AND k.user_id = $1`,
    where: [COURSE_OPEN, state === 'completed' ? 'k.id IS NOT NULL' : 'k.id IS NULL'],
    params,
    columns: `${COURSE_COLUMNS}, e.enrolled_at, k.completed_at, k.score,
        (SELECT count(*)::int FROM course_lesson_progress lp WHERE lp.enrolment_id = e.id) AS lessons_read`,
    order: state === 'completed' ? 'k.completed_at DESC, c.id DESC' : 'e.enrolled_at DESC, c.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  return pageResult(
    rows.map((r) => ({
      ...presentCourseCard(r, locale),
      enrolledAt: r.enrolled_at.toISOString(),
      lessonsRead: r.lessons_read,
      completedAt: r.completed_at?.toISOString() ?? null,
      score: r.score,
    })),
    total,
    p,
  );
}
