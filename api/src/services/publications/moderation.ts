import { localized, pageAfterLocale } from '@hashar/common';
import type { Transaction } from 'sequelize';
import { translate } from '../../i18n';
import { moderatorsIds } from '../initiatives/notices';
import type { ModeratedContent } from '../moderation';
import { notify, type NotifyDeps } from '../notify';

/** The back-office resource (and audit resource) of publications. */
export const PUBLICATIONS_RESOURCE = 'publications';

/** A publication's public page, after the locale. */
export const postPage = (id: number): string => pageAfterLocale('postView', { id });
/** The author's list of their publications. */
export const OWN_POSTS_PAGE = pageAfterLocale('profilePublish');

/** Publications as moderation decides on them (services/moderation.ts decide()). */
export const PUBLICATIONS_MODERATION: ModeratedContent = {
  table: 'publications',
  adminResource: PUBLICATIONS_RESOURCE,
  notices: { approved: 'post_approved_title', rejected: 'post_rejected_title' },
  noticeBodies: { approved: 'post_approved_body', rejected: 'post_rejected_body' },
  noticeKinds: { approved: 'post_approved', rejected: 'post_rejected' },
  page: postPage,
  ownPage: OWN_POSTS_PAGE,
};

/** Moderators and admins hear (in-app) of a publication sent to moderation, as of a new group. */
export async function tellModerators(
  deps: NotifyDeps,
  post: { id: number; titleRu: string; titleUz: string | null },
  t: Transaction,
): Promise<void> {
  const text = (locale: 'ru' | 'uz', part: 'title' | 'body') =>
    translate(locale, part === 'title' ? 'post_submitted_title' : 'post_submitted_body', {
      title: localized(locale, post.titleRu, post.titleUz),
    });
  await notify(
    deps,
    {
      userIds: await moderatorsIds(deps, t),
      kind: 'post_submitted',
      title: { ru: text('ru', 'title'), uz: text('uz', 'title') },
      body: { ru: text('ru', 'body'), uz: text('uz', 'body') },
      // Moderators decide in the back office: no public page to link to before approval.
      email: false,
    },
    t,
  );
}
