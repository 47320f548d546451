import { localized, pageAfterLocale } from '@hashar/common';
import type { NotificationKind } from '@hashar/common';
import type { Transaction } from 'sequelize';
import { translate } from '../../i18n';
import { moderatorsIds } from '../initiatives/notices';
import type { ModeratedContent } from '../moderation';
import { notify, type NotifyDeps } from '../notify';

/** The back-office resource (and audit resource) of bonus offers. */
export const BONUSES_RESOURCE = 'bonuses';

/** The owner's list of their offers (common/sitemap.ts profileBonuses). */
export const OWN_BONUSES_PAGE = pageAfterLocale('profileBonuses');
/** The volunteer's bonuses and codes (common/sitemap.ts volonBonuse). */
export const VOLUNTEER_BONUSES_PAGE = pageAfterLocale('volonBonuse');

/** Bonus offers as moderation decides on them (services/moderation.ts decide()); they have no group owner. */
export const BONUSES_MODERATION: ModeratedContent = {
  table: 'bonus_offers',
  adminResource: BONUSES_RESOURCE,
  notices: { approved: 'bonus_approved_title', rejected: 'bonus_rejected_title' },
  noticeBodies: { approved: 'bonus_approved_body', rejected: 'bonus_rejected_body' },
  noticeKinds: { approved: 'bonus_approved' satisfies NotificationKind, rejected: 'bonus_rejected' satisfies NotificationKind },
  page: () => OWN_BONUSES_PAGE,
  ownPage: OWN_BONUSES_PAGE,
  lockColumns: 'id, organization_id, owner_user_id, NULL::int AS owner_group_id, title_ru, title_uz, moderation',
};

/** Moderators and admins hear (in-app) of an offer sent to moderation. */
export async function tellModerators(deps: NotifyDeps, offer: { titleRu: string; titleUz: string | null }, t: Transaction): Promise<void> {
  const text = (locale: 'ru' | 'uz', key: 'bonus_submitted_title' | 'bonus_submitted_body') =>
    translate(locale, key, { title: localized(locale, offer.titleRu, offer.titleUz) });
  await notify(
    deps,
    {
      userIds: await moderatorsIds(deps, t),
      kind: 'bonus_submitted' satisfies NotificationKind,
      title: { ru: text('ru', 'bonus_submitted_title'), uz: text('uz', 'bonus_submitted_title') },
      body: { ru: text('ru', 'bonus_submitted_body'), uz: text('uz', 'bonus_submitted_body') },
      email: false,
    },
    t,
  );
}
