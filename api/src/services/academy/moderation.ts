import { localized, pageAfterLocale, type Locale, type NotificationKind } from '@hashar/common';
import type { Transaction } from 'sequelize';
import { translate } from '../../i18n';
import { moderatorsIds } from '../initiatives/notices';
import type { ModeratedContent } from '../moderation';
import { notify, type NotifyDeps } from '../notify';

/** The back-office resource (and audit resource) of courses. */
export const COURSES_RESOURCE = 'courses';
/** The owner's courses, after the locale: where an author's notice (approved or rejected) leads. */
const OWN_COURSES_PAGE = pageAfterLocale('profileCourses');

/** Courses as moderation decides on them (services/moderation.ts decide()); they have no user owner. */
export const COURSES_MODERATION: ModeratedContent = {
  table: 'courses',
  adminResource: COURSES_RESOURCE,
  notices: { approved: 'course_approved_title', rejected: 'course_rejected_title' },
  noticeBodies: { approved: 'course_approved_body', rejected: 'course_rejected_body' },
  noticeKinds: { approved: 'course_approved' satisfies NotificationKind, rejected: 'course_rejected' satisfies NotificationKind },
  // The course's public address has its slug, which the row has not: an approved course's notice leads to the owner's list too.
  page: () => OWN_COURSES_PAGE,
  ownPage: OWN_COURSES_PAGE,
  lockColumns: 'id, organization_id, NULL::int AS owner_user_id, owner_group_id, title_ru, title_uz, moderation',
};

/** Moderators and admins hear (in-app) of a course sent to moderation. */
export async function tellModerators(
  deps: NotifyDeps,
  course: { title_ru: string; title_uz: string | null },
  t: Transaction,
): Promise<void> {
  const text = (locale: Locale, key: 'course_submitted_title' | 'course_submitted_body') =>
    translate(locale, key, { title: localized(locale, course.title_ru, course.title_uz) });
  await notify(
    deps,
    {
      userIds: await moderatorsIds(deps, t),
      kind: 'course_submitted' satisfies NotificationKind,
      title: { ru: text('ru', 'course_submitted_title'), uz: text('uz', 'course_submitted_title') },
      body: { ru: text('ru', 'course_submitted_body'), uz: text('uz', 'course_submitted_body') },
      email: false,
    },
    t,
  );
}
