import type { Locale, NotificationKind } from '@hashar/common';
import type { Transaction } from 'sequelize';
import { activityEntry } from '../../activities/registry';
import { translate } from '../../i18n';
import { bilingual, notify, perLocale, type Bilingual, type NoticeParam, type NoticeParams, type NotifyDeps } from '../notify';

/** The activity an application is made to, as notices name and link it (sql.ts ACTIVITY_REF). */
export interface ActivityRef {
  activityKind: string;
  activityId: number;
  titleRu: string;
  titleUz: string;
}

/** The public page of the activity, after the locale (its registry entry's page). */
export function activityPage(a: Pick<ActivityRef, 'activityKind' | 'activityId'>): string {
  return activityEntry(a.activityKind).page(a.activityId);
}

export type Notice =
  'received' | 'accepted' | 'rejected' | 'shortlisted' | 'interview' | 'promoted' | 'hours' | 'team_received' | 'team_named';

const KINDS: Record<Notice, NotificationKind> = {
  received: 'application_received',
  accepted: 'application_accepted',
  rejected: 'application_rejected',
  shortlisted: 'application_shortlisted',
  interview: 'application_interview',
  promoted: 'application_promoted',
  hours: 'hours_verified',
  team_received: 'application_received',
  team_named: 'application_received',
};

/** Numbers as each language writes them (2,5). */
const NUMBER_FORMATS: Record<Locale, Intl.NumberFormat> = { ru: new Intl.NumberFormat('ru-RU'), uz: new Intl.NumberFormat('uz-Latn-UZ') };

/** The notice's parameters: the activity's title and the given ones, numbers as each language writes them. */
function noticeParams(activity: ActivityRef, params: Record<string, string | number>): NoticeParams {
  const out: Record<string, NoticeParam> = { title: { ru: activity.titleRu, uz: activity.titleUz } };
  for (const [name, value] of Object.entries(params))
    out[name] = typeof value === 'number' ? perLocale((l) => NUMBER_FORMATS[l].format(value)) : value;
  return out;
}

/** The body, followed by the owner's own words to the applicant when there are some. */
function withMessage(body: Bilingual, message: string | null | undefined): Bilingual {
  if (!message) return body;
  return {
    ru: `${body.ru}\n\n${translate('ru', 'notice_owner_message', { message })}`,
    uz: `${body.uz}\n\n${translate('uz', 'notice_owner_message', { message })}`,
  };
}

/**
 * Notifies users about one activity; volunteers also get an email, staff only the in-app
 * notice (new applications wait for them in the CRM).
 */
export function sendNotice(
  deps: NotifyDeps,
  notice: Notice,
  userIds: readonly number[],
  activity: ActivityRef,
  params: Record<string, string | number>,
  transaction: Transaction,
  message?: string | null,
): Promise<void> {
  return notify(
    deps,
    {
      userIds,
      kind: KINDS[notice],
      title: { key: `notice_${notice}_title`, params: noticeParams(activity, params) },
      body: withMessage(bilingual(`notice_${notice}_body`, noticeParams(activity, params)), message),
      page: activityPage(activity),
      email: notice !== 'received' && notice !== 'team_received',
    },
    transaction,
  );
}

/** The same notice (and the owner's message, if any) to volunteers of possibly several activities: one notify per activity, not per person. */
export async function sendNoticeByActivity(
  deps: NotifyDeps,
  notice: Notice,
  rows: readonly (ActivityRef & { userId: number })[],
  transaction: Transaction,
  message?: string | null,
): Promise<void> {
  const groups = new Map<string, { activity: ActivityRef; userIds: number[] }>();
  for (const row of rows) {
    const key = activityPage(row);
    const group = groups.get(key) ?? { activity: row, userIds: [] };
    group.userIds.push(row.userId);
    groups.set(key, group);
  }
  for (const { activity, userIds } of groups.values()) await sendNotice(deps, notice, userIds, activity, {}, transaction, message);
}
