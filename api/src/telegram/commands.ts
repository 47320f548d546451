import { activityKind, EVENTS_LIST_DEFAULT, pagePath, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { writtenDate } from '../lib/pdf';
import { run } from '../lists';
import { listEvents } from '../activities/core/publicLists';
import { myApplications, pointsTotals } from '../services/participation/volunteer';
import { escapeHtml } from '../services/telegramOutbox';
import { botText } from '../i18n/telegram';
import { localizedSql } from '../lib/localizedSql';

/** How many events and shifts a command lists. */
const LISTED = 5;
const FIRST_PAGE = { page: 1, perPage: LISTED, offset: 0 };

/** What the commands need: the database and the site's address for links. */
export interface CommandDeps {
  sequelize: Sequelize;
  publicUrl: string;
}

const siteUrl = (deps: CommandDeps, path: string) => `${deps.publicUrl}${path}`;
const linked = (url: string, title: string) => `<a href="${escapeHtml(url)}">${escapeHtml(title)}</a>`;

/** /events: the next approved events in the account's region when it has one, else anywhere. */
export async function upcomingEventsText(deps: CommandDeps, locale: Locale, userId: number | null): Promise<string> {
  const [region] = userId
    ? await run<{ id: number; name: string }>(
        deps.sequelize,
        `SELECT r.id, ${localizedSql(locale, 'r.name')} AS name
           FROM users u JOIN regions r ON r.id = u.region_id WHERE u.id = $1`,
        [userId],
      )
    : [];
  const events = await listEvents(deps.sequelize, { regionId: region?.id, ...EVENTS_LIST_DEFAULT }, FIRST_PAGE, locale);
  const all = siteUrl(deps, pagePath(locale, 'events'));
  if (events.data.length === 0) return escapeHtml(botText(locale, 'events_none', { url: all }));
  const head = region ? botText(locale, 'events_region', { region: region.name }) : botText(locale, 'events_all');
  const lines = events.data.map((e) => {
    const when = writtenDate(locale, e.startsAt, { withTime: true });
    const where = e.isOnline ? botText(locale, 'online') : '';
    return `• ${linked(siteUrl(deps, pagePath(locale, 'eventView', { id: e.id })), e.title)}\n   ${escapeHtml([when, where].filter(Boolean).join(', '))}`;
  });
  return [escapeHtml(head), ...lines, escapeHtml(botText(locale, 'events_more', { url: all }))].join('\n\n');
}

/** /my: the account's next accepted shifts, soonest first, on Tashkent's clock. */
export async function nextShiftsText(deps: CommandDeps, locale: Locale, userId: number): Promise<string> {
  const page = await myApplications(deps.sequelize, userId, locale, { ...FIRST_PAGE, state: 'accepted', when: 'current' });
  const shifts = page.data.flatMap(({ session, target }) => (session ? [{ session, target }] : []));
  if (shifts.length === 0) return escapeHtml(botText(locale, 'my_none'));
  const lines = shifts.map(({ session, target }) => {
    const title = session.title ? `${target.title} — ${session.title}` : target.title;
    const url = siteUrl(deps, pagePath(locale, activityKind(target.type).pages.view, { id: target.id }));
    return `• ${linked(url, title)}\n   ${escapeHtml(writtenDate(locale, session.startsAt, { withTime: true }))}`;
  });
  return [escapeHtml(botText(locale, 'my_title')), ...lines].join('\n\n');
}

/** /points: the points balance and verified hours, with the page of their history. */
export async function pointsText(deps: CommandDeps, locale: Locale, userId: number): Promise<string> {
  const { balance, verifiedHours } = await pointsTotals(deps.sequelize, userId);
  const url = siteUrl(deps, pagePath(locale, 'volonBonuse'));
  return escapeHtml(botText(locale, 'points', { balance, hours: verifiedHours, url }));
}
