import { GROUP_MANAGER_ROLES, localized, pageAfterLocale } from '@hashar/common';
import type { Transaction } from 'sequelize';
import { translate, type MessageKey } from '../../i18n';
import { run } from '../../lists';
import { displayName } from '../friends/notices';
import { notify, type NotifyDeps } from '../notify';

/** What a group's notice reports (key prefix `notice_group_<notice>_`). */
export type GroupNotice = 'submitted' | 'invite' | 'request' | 'accepted' | 'declined' | 'joined' | 'leader' | 'suspended' | 'restored';

/** The group's public page, and its managers' dashboard, after the locale. */
export const groupPage = (id: number) => pageAfterLocale('initiativeView', { id });
export const GROUP_DASHBOARD_PAGE = pageAfterLocale('initiativeMine');

/** The group's leader and co-leaders. */
export async function managersOf(deps: NotifyDeps, groupId: number, t: Transaction): Promise<number[]> {
  const rows = await run<{ user_id: number }>(
    deps.sequelize,
    'SELECT user_id FROM initiative_group_members WHERE group_id = $1 AND role = ANY($2::text[])',
    [groupId, [...GROUP_MANAGER_ROLES]],
    t,
  );
  return rows.map((r) => r.user_id);
}

/** Moderators and admins (told of a group waiting for moderation, in-app). */
export async function moderatorsIds(deps: NotifyDeps, t: Transaction): Promise<number[]> {
  const rows = await run<{ id: number }>(
    deps.sequelize,
    `SELECT id FROM users WHERE role IN ('moderator', 'admin') AND deleted_at IS NULL`,
    [],
    t,
  );
  return rows.map((r) => r.id);
}

/**
 * Tells people about a group (in-app, and by e-mail unless `email` is false), each in their
 * language: the group's name in that language (Uzbek falls back to Russian), the actor's name.
 */
export async function tellAboutGroup(
  deps: NotifyDeps,
  o: { userIds: number[]; notice: GroupNotice; groupId: number; actorId?: number; reason?: string; page: string; email?: boolean },
  t: Transaction,
): Promise<void> {
  if (!o.userIds.length) return;
  const [g] = await run<{ name_ru: string; name_uz: string | null }>(
    deps.sequelize,
    'SELECT name_ru, name_uz FROM initiative_groups WHERE id = $1',
    [o.groupId],
    t,
  );
  const name = o.actorId ? await displayName(deps, o.actorId, t) : '';
  const text = (locale: 'ru' | 'uz', part: 'title' | 'body') =>
    translate(locale, `notice_group_${o.notice}_${part}` as MessageKey, {
      title: localized(locale, g?.name_ru, g?.name_uz),
      name,
      reason: o.reason ?? '',
    });
  await notify(
    deps,
    {
      userIds: o.userIds,
      kind: `group_${o.notice}`,
      title: { ru: text('ru', 'title'), uz: text('uz', 'title') },
      body: { ru: text('ru', 'body'), uz: text('uz', 'body') },
      page: o.page,
      email: o.email ?? true,
    },
    t,
  );
}
