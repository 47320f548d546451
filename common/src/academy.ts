import type { DirectionDto } from './activityShapes';
import type { Page } from './lists';

/**
 * The academy (docs/academy-api.md): courses with ordered lessons and an optional final quiz, a
 * volunteer's enrolment, progress and completion, and the courses an activity requires.
 */

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** Limits of a course, its lessons and its quiz. */
export const COURSE_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  summaryMax: 500,
  bodyMax: 100_000,
  minutesMax: 6000,
  lessonsMax: 40,
  questionsMax: 40,
  optionsMin: 2,
  optionsMax: 8,
  questionMax: 500,
  optionMax: 300,
  /** The quiz's pass mark, in percent of the questions answered right, when the author gives none. */
  passMarkDefault: 70,
  /** Quiz attempts a volunteer may start on one day (Tashkent's), when the author gives no other number. */
  attemptsPerDayDefault: 3,
  attemptsPerDayMax: 20,
  /** Courses one activity may require. */
  requiredMax: 5,
} as const;

/** Who wrote a course: the platform (its admins), an organization or an initiative group. */
export interface CourseAuthor {
  kind: 'platform' | 'organization' | 'group';
  id: number | null;
  name: string;
}

/** A course in the catalogue (GET /api/academy). */
export interface CourseCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: string | null;
  level: CourseLevel;
  estimatedMinutes: number;
  directions: DirectionDto[];
  author: CourseAuthor;
  lessonCount: number;
  hasQuiz: boolean;
}
export type CourseCardPage = Page<CourseCard>;

/** The signed-in reader's place in a course; null for a visitor. */
export interface CourseProgress {
  enrolled: boolean;
  /** Positions of the lessons read. */
  readLessons: number[];
  /** May take the quiz: enrolled and every lesson read, not yet passed. */
  quizOpen: boolean;
  /** Quiz attempts left today (Tashkent's day); null without a quiz. */
  attemptsLeftToday: number | null;
  completedAt: string | null;
  score: number | null;
}

/** GET /api/academy/:slug: the course, its lessons' titles and its quiz's terms, never its answers. */
export interface CourseDetail extends CourseCard {
  body: string;
  isListed: boolean;
  lessons: { position: number; title: string }[];
  quiz: { questionCount: number; passMark: number; attemptsPerDay: number } | null;
  me: CourseProgress | null;
}
export interface CourseDetailResponse {
  data: CourseDetail;
}

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** The embed address of a lesson's video: no cookies before the reader plays it. */
export function videoEmbedUrl(provider: VideoProvider, id: string): string {
  return provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}` : `https://player.vimeo.com/video/${id}?dnt=1`;
}

/** GET /api/academy/:slug/lessons/:position: one lesson, for an enrolled reader who has read the ones before it. */
export interface CourseLesson {
  position: number;
  title: string;
  /** Sanitised rich text. */
  body: string;
  video: { provider: VideoProvider; id: string; embedUrl: string } | null;
  attachments: { name: string; url: string; size: number }[];
  /** The next lesson's position, or null after the last one. */
  next: number | null;
}
export interface CourseLessonResponse {
  data: CourseLesson;
}

/** A course in the learner's own list (GET /api/my/learning): its card and how far they are. */
export interface MyCourse extends CourseCard {
  enrolledAt: string;
  lessonsRead: number;
  completedAt: string | null;
  score: number | null;
}
export type MyCoursePage = Page<MyCourse>;
export const MY_COURSE_STATES = ['active', 'completed'] as const;
export type MyCourseState = (typeof MY_COURSE_STATES)[number];

/** POST /api/academy/:slug/enrol and /api/academy/:slug/lessons/:position/read: the reader's place after it. */
export interface CourseProgressResponse {
  data: CourseProgress;
}

/** A quiz attempt's questions in this attempt's order; whether an option is right is never sent. */
export interface QuizAttempt {
  id: number;
  startedAt: string;
  passMark: number;
  questions: { id: number; text: string; multiple: boolean; options: { id: number; text: string }[] }[];
}
export interface QuizAttemptResponse {
  data: QuizAttempt;
}

/** POST /api/academy/:slug/attempts/:id: the attempt's result: which questions were wrong, not their right answers. */
export interface QuizResult {
  score: number;
  passed: boolean;
  passMark: number;
  wrongQuestionIds: number[];
  attemptsLeftToday: number;
  /** The course's completion, when this attempt passed it (or it was passed before). */
  completion: { completedAt: string; score: number | null; points: number } | null;
}
export interface QuizResultResponse {
  data: QuizResult;
}
