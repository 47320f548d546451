import type { Sequelize } from 'sequelize';
import {
  ACTIVITY_REGISTRY,
  EVENTS_LIST_DEFAULT,
  EVENTS_PAGE_SIZE,
  GROUPS_PAGE_SIZE,
  PAGE_PATHS,
  PUBLIC_LIST_CACHE_SECONDS,
  VOLONS_PAGE_SIZE,
  pagePath,
  type ActivityKindInfo,
  type Locale,
  type PageName,
} from '@hashar/common';
import { translate, type MessageKey } from '../i18n';
import { activityEntry } from '../activities/registry';
import { listActivities, listEvents } from '../activities/core/publicLists';
import { listNews } from '../services/news/public';
import { listCourses } from '../services/academy/read';
import { listOrganizations } from '../services/orgs/directory';
import { listPublications } from '../services/publications/read';
import { listGroups } from '../services/initiatives/directory';
import { listVolons } from '../services/volons';
import { Event } from '../models';
import type { PageMeta, RecordPage } from './openGraph';

/** How many links a list page's first HTML holds: the app's first page. */
const FIRST_PAGE = { page: 1, perPage: EVENTS_PAGE_SIZE, offset: 0 };

type ListLink = NonNullable<PageMeta['links']>[number];

interface ListPageSource {
  page: PageName;
  title: MessageKey;
  /** The first page's links, in the page's language, in the order the app shows them. */
  firstPage(sequelize: Sequelize, locale: Locale): Promise<FirstPage>;
}

interface FirstPage {
  links: ListLink[];
  /** The first card's cover, where the list's cards draw covers: the page's first large picture. */
  cover?: string | null;
}

const hasTitle = (card: object): card is { id: number; title: string } =>
  'id' in card && typeof card.id === 'number' && 'title' in card && typeof card.title === 'string';

const coverOf = (card: object): string | null => ('cover' in card && typeof card.cover === 'string' ? card.cover : null);

/** An activity kind's list page; where kinds share one page (events and visit offers), the first kind's. */
function kindList(info: ActivityKindInfo): ListPageSource {
  const kind = activityEntry(info.kind);
  return {
    page: info.pages.list,
    title: `list_title_${info.kind}`,
    firstPage: async (sequelize, locale) => {
      const { data } =
        info.kind === 'event'
          ? await listEvents(sequelize, EVENTS_LIST_DEFAULT, FIRST_PAGE, locale)
          : await listActivities(sequelize, kind, {}, FIRST_PAGE, locale);
      return {
        links: data.filter(hasTitle).map((card) => ({ href: pagePath(locale, info.pages.view, { id: card.id }), label: card.title })),
        cover: data[0] ? coverOf(data[0]) : null,
      };
    },
  };
}

let sources: Map<string, ListPageSource> | undefined;

/** Every list page by its path after the locale (`/events`). */
function listSources(): Map<string, ListPageSource> {
  if (sources) return sources;
  const all: ListPageSource[] = [
    ...Object.values(ACTIVITY_REGISTRY).map(kindList),
    {
      page: 'news',
      title: 'list_title_news',
      firstPage: async (sequelize, locale) => ({
        links: (await listNews(sequelize, {}, FIRST_PAGE, locale)).data.map((n) => ({
          href: pagePath(locale, 'newsItem', { section: n.section.slug, slug: n.slug }),
          label: n.title,
        })),
      }),
    },
    {
      page: 'posts',
      title: 'list_title_posts',
      firstPage: async (sequelize, locale) => ({
        links: (await listPublications(sequelize, {}, FIRST_PAGE, locale)).data.map((p) => ({
          href: pagePath(locale, 'postView', { id: p.id }),
          label: p.title,
        })),
      }),
    },
    {
      page: 'initiatives',
      title: 'list_title_initiatives',
      firstPage: async (sequelize, locale) => ({
        links: (await listGroups(sequelize, {}, { ...FIRST_PAGE, perPage: GROUPS_PAGE_SIZE }, locale)).data.map((g) => ({
          href: pagePath(locale, 'initiativeView', { id: g.id }),
          label: g.name,
        })),
      }),
    },
    {
      page: 'volons',
      title: 'list_title_volons',
      firstPage: async (sequelize, locale) => ({
        links: (await listVolons(sequelize, {}, { ...FIRST_PAGE, perPage: VOLONS_PAGE_SIZE }, locale)).data.map((v) => ({
          href: pagePath(locale, 'volonView', { id: v.id }),
          label: v.name,
        })),
      }),
    },
    {
      page: 'academy',
      title: 'list_title_academy',
      firstPage: async (sequelize, locale) => {
        const { data } = await listCourses(sequelize, {}, FIRST_PAGE, locale);
        return {
          links: data.map((c) => ({ href: pagePath(locale, 'course', { slug: c.slug }), label: c.title })),
          cover: data[0]?.cover ?? null,
        };
      },
    },
    {
      page: 'orgs',
      title: 'list_title_orgs',
      firstPage: async (sequelize, locale) => ({
        links: (await listOrganizations(sequelize, {}, FIRST_PAGE, locale)).data.map((o) => ({
          href: pagePath(locale, 'orgView', { id: o.id }),
          label: o.name,
        })),
      }),
    },
  ];
  sources = new Map();
  for (const source of all) {
    const path = `/${PAGE_PATHS[source.page]}`;
    if (!sources.has(path)) sources.set(path, source);
  }
  return sources;
}

/** The first pages already read, per locale and path, for as long as the API's list answers are reused. */
const recent = new Map<string, { expires: number; meta: Promise<PageMeta> }>();

/**
 * A public list page (after the locale: `/events`, `/projects`, `/news`, `/post`, `/initiative`, `/volons`, `/orgs`…): its heading and
 * its first page as links, so a reader on a slow connection, a link preview or a search engine that
 * runs no script finds the records; null for any other path. The same default order as the app's.
 */
export async function listPage(path: string, locale: Locale, publicUrl?: string): Promise<RecordPage | null> {
  const source = listSources().get(path.replace(/(.)\/$/, '$1'));
  if (!source) return null;
  const key = `${locale}${path}`;
  const now = Date.now();
  let entry = recent.get(key);
  if (!entry || entry.expires <= now) {
    const meta = readList(source, locale, publicUrl);
    entry = { expires: now + PUBLIC_LIST_CACHE_SECONDS * 1000, meta };
    recent.set(key, entry);
    // A failed read is not kept: the next visitor asks again.
    meta.catch(() => recent.delete(key));
  }
  return { found: true, meta: await entry.meta };
}

async function readList(source: ListPageSource, locale: Locale, publicUrl?: string): Promise<PageMeta> {
  const title = translate(locale, source.title);
  const first = await source.firstPage(Event.sequelize as Sequelize, locale);
  return {
    title,
    description: translate(locale, 'list_page_description', { title }),
    image: null,
    url: publicUrl ? `${publicUrl}${pagePath(locale, source.page)}` : null,
    links: first.links,
    emptyText: translate(locale, 'list_page_empty'),
    picture: first.cover ? { url: first.cover, sizes: 'card' } : undefined,
  };
}
