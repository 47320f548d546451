import {
  localized,
  type AuthoredCourse,
  type AuthoredCourseCard,
  type AuthoredLesson,
  type AuthoredQuestion,
  type CourseModeration,
  uploadUrl,
  videoEmbedUrl,
  type CourseCard,
  type CourseLesson,
  type CourseLevel,
  type Locale,
  type VideoProvider,
} from '@hashar/common';
import { presentDirection, type DirectionRow } from '../activities/core/presenters';
import { translate } from '../i18n';
import { sanitizeRichText } from '../lib/richText';

/** A course's row as services/academy reads it (COURSE_COLUMNS). */
export interface CourseRow {
  id: number;
  slug: string;
  title_ru: string;
  title_uz: string | null;
  summary_ru: string;
  summary_uz: string | null;
  body_ru: string;
  body_uz: string | null;
  cover: string | null;
  level: CourseLevel;
  estimated_minutes: number;
  is_listed: boolean;
  pass_mark: number | null;
  attempts_per_day: number;
  organization_id: number | null;
  owner_group_id: number | null;
  org_name: string | null;
  group_name_ru: string | null;
  group_name_uz: string | null;
  moderation: string;
  archived_at: Date | null;
  lesson_count: number;
  question_count: number;
  directions_json: Omit<DirectionRow, 'owner_id'>[] | null;
}

/** A course in the catalogue, in the reader's language (Uzbek falls back to Russian). */
export function presentCourseCard(r: CourseRow, locale: Locale): CourseCard {
  return {
    id: r.id,
    slug: r.slug,
    title: localized(locale, r.title_ru, r.title_uz),
    summary: localized(locale, r.summary_ru, r.summary_uz),
    cover: uploadUrl(r.cover),
    level: r.level,
    estimatedMinutes: r.estimated_minutes,
    directions: (r.directions_json ?? []).map(presentDirection),
    author:
      r.organization_id !== null
        ? { kind: 'organization', id: r.organization_id, name: r.org_name ?? '' }
        : r.owner_group_id !== null
          ? { kind: 'group', id: r.owner_group_id, name: localized(locale, r.group_name_ru || (r.group_name_uz ?? ''), r.group_name_uz) }
          : { kind: 'platform', id: null, name: translate(locale, 'course_author_platform') },
    lessonCount: r.lesson_count,
    hasQuiz: r.pass_mark !== null && r.question_count > 0,
  };
}

/** A lesson's row (services/academy/read.ts). */
export interface LessonRow {
  position: number;
  title_ru: string;
  title_uz: string | null;
  body_ru: string;
  body_uz: string | null;
  video_provider: VideoProvider | null;
  video_id: string | null;
  attachments: { name: string; key: string; size: number }[];
  next: number | null;
}

/** One lesson in the reader's language; its text sanitised again on the way out. */
export function presentLesson(r: LessonRow, locale: Locale): CourseLesson {
  return {
    position: r.position,
    title: localized(locale, r.title_ru, r.title_uz),
    body: sanitizeRichText(localized(locale, r.body_ru, r.body_uz)),
    video:
      r.video_provider && r.video_id
        ? { provider: r.video_provider, id: r.video_id, embedUrl: videoEmbedUrl(r.video_provider, r.video_id) }
        : null,
    attachments: r.attachments.map((a) => ({ name: a.name, url: uploadUrl(a.key) ?? '', size: a.size })),
    next: r.next,
  };
}

// ——— Authoring: the author's and the back office's view, both languages, the quiz's right options ———

/** A course's row as the author's and the back office's reads give it (services/academy/authoredRead.ts). */
export interface AuthoredCourseRow extends Omit<CourseRow, 'directions_json' | 'moderation'> {
  moderation: CourseModeration;
  reject_reason: string | null;
  submitted_at: Date | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  direction_ids: number[] | null;
  enrolled: number;
}

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** A course in its author's or the back office's list. */
export function presentAuthoredCard(r: AuthoredCourseRow, locale: Locale): AuthoredCourseCard {
  const { author } = presentCourseCard({ ...r, directions_json: [] }, locale);
  return {
    id: r.id,
    slug: r.slug,
    titleRu: r.title_ru,
    titleUz: r.title_uz,
    summaryRu: r.summary_ru,
    summaryUz: r.summary_uz,
    cover: uploadUrl(r.cover),
    level: r.level,
    estimatedMinutes: r.estimated_minutes,
    isListed: r.is_listed,
    passMark: r.pass_mark,
    attemptsPerDay: r.attempts_per_day,
    directionIds: r.direction_ids ?? [],
    author,
    moderation: r.moderation,
    rejectReason: r.reject_reason,
    submittedAt: iso(r.submitted_at),
    publishedAt: iso(r.published_at),
    archivedAt: iso(r.archived_at),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    lessonCount: r.lesson_count,
    questionCount: r.question_count,
    enrolled: r.enrolled,
  };
}

/** A lesson's row as its author reads it. */
export interface AuthoredLessonRow extends Omit<LessonRow, 'next'> {
  id: number;
}

/** A lesson as its author edits it (both languages, the body as stored: sanitised on the way in). */
export function presentAuthoredLesson(r: AuthoredLessonRow): AuthoredLesson {
  return {
    id: r.id,
    position: r.position,
    titleRu: r.title_ru,
    titleUz: r.title_uz,
    bodyRu: r.body_ru,
    bodyUz: r.body_uz,
    video:
      r.video_provider && r.video_id
        ? { provider: r.video_provider, id: r.video_id, embedUrl: videoEmbedUrl(r.video_provider, r.video_id) }
        : null,
    attachments: r.attachments.map((a) => ({ key: a.key, name: a.name, url: uploadUrl(a.key) ?? '', size: a.size })),
  };
}

/** A question's row with its options (json_agg, in order), right ones marked: for its author only. */
export interface AuthoredQuestionRow {
  id: number;
  position: number;
  text_ru: string;
  text_uz: string | null;
  multiple: boolean;
  options: { id: number; position: number; text_ru: string; text_uz: string | null; is_correct: boolean }[];
}

/** A question as its author edits it, with which options are right (never on the learner's side). */
export function presentAuthoredQuestion(r: AuthoredQuestionRow): AuthoredQuestion {
  return {
    id: r.id,
    position: r.position,
    textRu: r.text_ru,
    textUz: r.text_uz,
    multiple: r.multiple,
    options: r.options.map((o) => ({ id: o.id, position: o.position, textRu: o.text_ru, textUz: o.text_uz, isCorrect: o.is_correct })),
  };
}

/** The whole course as its author edits it. */
export function presentAuthoredCourse(
  r: AuthoredCourseRow,
  lessons: AuthoredLessonRow[],
  questions: AuthoredQuestionRow[],
  locale: Locale,
): AuthoredCourse {
  return {
    ...presentAuthoredCard(r, locale),
    bodyRu: r.body_ru,
    bodyUz: r.body_uz,
    lessons: lessons.map(presentAuthoredLesson),
    questions: questions.map(presentAuthoredQuestion),
  };
}
