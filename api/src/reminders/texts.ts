import { CANT_COME_PARAM, MAP_SEARCH_URL, type Locale, pageAfterLocale } from '@hashar/common';
import type { MessageKey } from '../i18n';
import { writtenDate } from '../lib/pdf';
import { hoursWithUnit } from '../services/certificates/pdf';
import { bilingual, perLocale, type Bilingual, type NotifyAction, type NotifyRequest } from '../services/notify';
import { activityPage } from '../services/participation/notices';
import type { DeadlineKind, DueReminder } from './due';

/** A reminder's notice, but for its recipients. */
export type ReminderNotice = Omit<NotifyRequest, 'userIds'>;

/** Whole hours left until `at` (at least 1): "через 2 часа" even when the job ran a few minutes late. */
const hoursLeft = (at: Date, now: Date) => Math.max(1, Math.round((new Date(at).getTime() - now.getTime()) / 3_600_000));

/** Paragraphs joined in each language, the missing ones left out. */
function paragraphs(parts: (Bilingual | null)[]): Bilingual {
  const present = parts.filter((p): p is Bilingual => p !== null);
  return { ru: present.map((p) => p.ru).join('\n\n'), uz: present.map((p) => p.uz).join('\n\n') };
}

const titleIn = (row: DueReminder, locale: Locale) => (locale === 'uz' ? row.titleUz : row.titleRu);
const timeIn = (row: DueReminder, locale: Locale) => writtenDate(locale, row.at, { withTime: true });
const hoursIn = (row: DueReminder, now: Date) => (locale: Locale) => hoursWithUnit(locale, hoursLeft(row.at, now));

/**
 * Before a shift: the activity, the shift, its start in Tashkent time and the address; links to
 * the activity's page, the map and "can't come" (the applications page withdrawing this one).
 */
export function shiftNotice(row: DueReminder, now: Date): ReminderNotice {
  const hours = hoursIn(row, now);
  const { shiftRu, addressRu } = row;
  const actions: NotifyAction[] = [];
  if (row.addressRu) actions.push({ label: bilingual('reminder_map'), url: `${MAP_SEARCH_URL}${encodeURIComponent(row.addressRu)}` });
  actions.push({
    label: bilingual('reminder_cant_come'),
    page: `${pageAfterLocale('profileApplications')}?${CANT_COME_PARAM}=${row.subjectId}`,
  });
  return {
    kind: 'shift_reminder',
    title: bilingual('reminder_shift_title', { hours: perLocale(hours) }),
    body: paragraphs([
      bilingual('reminder_shift_body', { title: perLocale((l) => titleIn(row, l)), time: perLocale((l) => timeIn(row, l)) }),
      shiftRu ? bilingual('reminder_shift_name', { shift: perLocale((l) => (l === 'uz' ? row.shiftUz : shiftRu) ?? shiftRu) }) : null,
      addressRu
        ? bilingual('reminder_address', { address: perLocale((l) => (l === 'uz' ? row.addressUz : addressRu) ?? addressRu) })
        : null,
      bilingual('reminder_cant_come_hint'),
    ]),
    page: activityPage(row),
    actions,
    email: true,
  };
}

const DEADLINE_KEYS: Record<DeadlineKind, { title: MessageKey; body: MessageKey }> = {
  task_deadline: { title: 'reminder_task_title', body: 'reminder_task_body' },
  vacancy_deadline: { title: 'reminder_vacancy_title', body: 'reminder_vacancy_body' },
};

/** Before a task's or a vacancy's deadline: its title, the deadline in Tashkent time, its page. */
export function deadlineNotice(kind: DeadlineKind, row: DueReminder, now: Date): ReminderNotice {
  const keys = DEADLINE_KEYS[kind];
  const hours = hoursIn(row, now);
  return {
    kind: 'deadline_reminder',
    title: bilingual(keys.title, { hours: perLocale(hours) }),
    body: bilingual(keys.body, { title: perLocale((l) => titleIn(row, l)), time: perLocale((l) => timeIn(row, l)) }),
    page: activityPage(row),
    email: true,
  };
}
