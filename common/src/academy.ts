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
  /** PDFs attached to one lesson. */
  attachmentsMax: 10,
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

// ——— Authoring (docs/academy-api.md "Authoring"): an organization's or a group's own courses, and the back office's ———

/** The moderation states of a course (common/statuses.ts MODERATION_STATES). */
export type CourseModeration = 'draft' | 'moderation' | 'approved' | 'rejected';

/**
 * Body of POST /api/my/courses and PUT /api/my/courses/:id (and /api/admin/courses): texts in
 * Russian (required) and Uzbek (optional, falls back to Russian), the body sanitised on the server.
 * `cover` is an upload key (course-cover); `passMark` null means no quiz. `draft: true` keeps a new
 * or a draft course out of moderation.
 */
export interface CourseInput {
  titleRu: string;
  titleUz?: string | null;
  summaryRu: string;
  summaryUz?: string | null;
  bodyRu?: string;
  bodyUz?: string | null;
  cover?: string | null;
  directionIds?: number[];
  level: CourseLevel;
  estimatedMinutes: number;
  isListed?: boolean;
  passMark?: number | null;
  attemptsPerDay?: number;
  draft?: boolean;
}

/** A lesson as its author edits it: both languages, the video by provider and id, the attachments (PDF uploads). */
export interface AuthoredLesson {
  id: number;
  position: number;
  titleRu: string;
  titleUz: string | null;
  bodyRu: string;
  bodyUz: string | null;
  video: { provider: VideoProvider; id: string; embedUrl: string } | null;
  attachments: { key: string; name: string; url: string; size: number }[];
}

/**
 * Body of POST /api/my/courses/:id/lessons and PUT …/lessons/:lessonId: `video` is a link
 * (YouTube, youtu.be, YouTube shorts, Vimeo) parsed into provider and id, null for none;
 * `attachments` are course-attachment upload keys with the name shown to readers.
 */
export interface LessonInput {
  titleRu: string;
  titleUz?: string | null;
  bodyRu?: string;
  bodyUz?: string | null;
  video?: string | null;
  attachments?: { key: string; name?: string }[];
}

/** A quiz question as its author edits it: which options are right is shown to its author only. */
export interface AuthoredQuestion {
  id: number;
  position: number;
  textRu: string;
  textUz: string | null;
  multiple: boolean;
  options: { id: number; position: number; textRu: string; textUz: string | null; isCorrect: boolean }[];
}

/** Body of POST /api/my/courses/:id/questions and PUT …/questions/:questionId: 2–8 options, one right (or several when `multiple`). */
export interface QuestionInput {
  textRu: string;
  textUz?: string | null;
  multiple?: boolean;
  options: { textRu: string; textUz?: string | null; isCorrect: boolean }[];
}

/** A course in its author's (or the back office's) list: every field as edited, its state and counts. */
export interface AuthoredCourseCard {
  id: number;
  slug: string;
  titleRu: string;
  titleUz: string | null;
  summaryRu: string;
  summaryUz: string | null;
  cover: string | null;
  level: CourseLevel;
  estimatedMinutes: number;
  isListed: boolean;
  passMark: number | null;
  attemptsPerDay: number;
  directionIds: number[];
  author: CourseAuthor;
  moderation: CourseModeration;
  rejectReason: string | null;
  submittedAt: string | null;
  publishedAt: string | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  lessonCount: number;
  questionCount: number;
  enrolled: number;
}
export type AuthoredCoursePage = Page<AuthoredCourseCard>;

/** One course as its author edits it: the card, the body, the lessons and the quiz with its right options. */
export interface AuthoredCourse extends AuthoredCourseCard {
  bodyRu: string;
  bodyUz: string | null;
  lessons: AuthoredLesson[];
  questions: AuthoredQuestion[];
}
export interface AuthoredCourseResponse {
  data: AuthoredCourse;
}

/** GET /api/admin/courses (ra-data-simple-rest, with Content-Range) and GET/PUT /api/admin/courses/:id. */
export type CourseAdminList = AuthoredCourseCard[];
export type CourseAdminRecord = AuthoredCourse;

/** Body of PUT /api/my/courses/:id/lessons/order: every lesson's id in the new order. */
export interface LessonOrderInput {
  lessonIds: number[];
}

/** GET /api/my/courses/:id/stats and /api/admin/courses/:id/stats. */
export interface CourseStats {
  enrolled: number;
  completed: number;
  /** Finished quiz attempts that passed, in percent of finished attempts; null without any. */
  passRate: number | null;
  /** The average of the completions' scores; null without a scored completion. */
  averageScore: number | null;
  /** Completions per Tashkent month (YYYY-MM), oldest first. */
  completionsByMonth: { month: string; count: number }[];
}
export interface CourseStatsResponse {
  data: CourseStats;
}

/**
 * A lesson's video link as provider and id: YouTube (youtube.com/watch?v=, youtu.be/, /shorts/,
 * /embed/, youtube-nocookie.com) and Vimeo (vimeo.com/<digits>, player.vimeo.com/video/<digits>);
 * null for anything else. Only the id is kept, never the address.
 */
export function parseVideoLink(link: string): { provider: VideoProvider; id: string } | null {
  // No URL class here (common has no runtime dependencies): scheme, host, path and query by hand.
  const m = /^https?:\/\/(?<host>[A-Za-z0-9.-]+)(?::\d+)?(?<path>\/[^?#]*)?(?:\?(?<query>[^#]*))?(?:#.*)?$/.exec(link.trim());
  if (!m?.groups) return null;
  const host = (m.groups['host'] ?? '').toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = (m.groups['path'] ?? '').split('/').filter(Boolean);
  const param = (name: string) =>
    (m.groups?.['query'] ?? '')
      .split('&')
      .map((pair) => pair.split('='))
      .find(([key]) => key === name)?.[1];
  const youtube = (id: string | undefined) => (id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? { provider: 'youtube' as const, id } : null);
  if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]) : null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts.length === 1 && parts[0] === 'watch') return youtube(param('v'));
    if (parts.length === 2 && ['shorts', 'embed', 'live', 'v'].includes(parts[0] ?? '')) return youtube(parts[1]);
    return null;
  }
  const vimeo = (id: string | undefined) => (id && /^\d{1,12}$/.test(id) ? { provider: 'vimeo' as const, id } : null);
  if (host === 'vimeo.com') return parts.length === 1 ? vimeo(parts[0]) : null;
  if (host === 'player.vimeo.com') return parts.length === 2 && parts[0] === 'video' ? vimeo(parts[1]) : null;
  return null;
}
