import {
  localized,
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
