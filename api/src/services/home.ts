import {
  HOME_LIMITS,
  PROJECT_SORTS,
  TASK_SORTS,
  type BannerKind,
  type EventCard,
  type HomeBanner,
  type HomeDto,
  type HomeTour,
  type Locale,
  type NewsCard,
  type NoticeState,
  type PlatformFigures,
  type ProjectCard,
  type PublicationCard,
  type PublicationKind,
  type TaskCard,
} from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { PROJECT } from '../activities/project';
import { TASK } from '../activities/task';
import { run } from '../lists';
import { Partner } from '../models';
import { excerptOf, localized, uploadUrl } from '../presenters/events';
import { ownerJoin, OWNER_BRIEF, publiclyShown } from './events/cards';
import { listActivities, listEvents } from './events/publicLists';
import { VOLON_SHOWN } from './volons';

/** Shown now: active and within the period (either end open). */
const SHOWN_NOW = `is_active AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())`;

interface BannerRow {
  id: number;
  kind: BannerKind;
  title_ru: string;
  title_uz: string;
  image_url: string;
  link: string | null;
}

/** Main and advertising banners shown now, in their order (at most HOME_LIMITS.banners of each kind). */
async function banners(sequelize: Sequelize, locale: Locale): Promise<Pick<HomeDto, 'mainBanners' | 'adBanners'>> {
  const rows = await run<BannerRow>(
    sequelize,
    `SELECT id, kind, title_ru, title_uz, image_url, link FROM (
       SELECT *, row_number() OVER (PARTITION BY kind ORDER BY sort_order, id) AS n FROM banners WHERE ${SHOWN_NOW}
     ) b WHERE n <= $1 ORDER BY kind, sort_order, id`,
    [HOME_LIMITS.banners],
  );
  const present = (r: BannerRow): HomeBanner => ({
    id: r.id,
    title: localized(locale, r.title_ru, r.title_uz),
    imageUrl: uploadUrl(r.image_url) ?? '',
    link: r.link,
  });
  return {
    mainBanners: rows.filter((r) => r.kind === 'main').map(present),
    adBanners: rows.filter((r) => r.kind === 'advertising').map(present),
  };
}

interface TourRow {
  id: number;
  title_ru: string;
  title_uz: string;
  text_ru: string;
  text_uz: string;
  image_url: string | null;
}

/** Tour slides shown now, in their order. */
async function tours(sequelize: Sequelize, locale: Locale): Promise<HomeTour[]> {
  const rows = await run<TourRow>(
    sequelize,
    `SELECT id, title_ru, title_uz, text_ru, text_uz, image_url FROM tours WHERE ${SHOWN_NOW} ORDER BY sort_order, id LIMIT $1`,
    [HOME_LIMITS.tours],
  );
  return rows.map((r) => ({
    id: r.id,
    title: localized(locale, r.title_ru, r.title_uz),
    text: localized(locale, r.text_ru, r.text_uz),
    imageUrl: uploadUrl(r.image_url),
  }));
}

interface NoticeRow {
  id: number;
  kind: PublicationKind;
  title_ru: string;
  title_uz: string | null;
  body_ru: string;
  body_uz: string | null;
  cover: string | null;
  region_id: number | null;
  region_ru: string | null;
  region_uz: string | null;
  tags: string[];
  organization_id: number | null;
  owner_group_id: number | null;
  owner_id: number;
  owner_name: string;
  published_at: Date;
  subject: string | null;
  last_seen_place: string | null;
  last_seen_at: Date | null;
  contacts: string | null;
  notice_state: NoticeState | null;
  state_changed_at: Date | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A publication row as its card (the shape of GET /api/posts). */
function presentPublicationCard(r: NoticeRow, locale: Locale): PublicationCard {
  const type = r.organization_id !== null ? 'organization' : r.owner_group_id !== null ? 'group' : 'user';
  return {
    id: r.id,
    kind: r.kind,
    title: localized(locale, r.title_ru, r.title_uz),
    excerpt: excerptOf(localized(locale, r.body_ru, r.body_uz)),
    cover: uploadUrl(r.cover),
    region: r.region_id === null || r.region_ru === null ? null : { id: r.region_id, name: localized(locale, r.region_ru, r.region_uz) },
    tags: r.tags,
    owner: {
      type,
      id: r.owner_id,
      name: r.owner_name,
      page: type === 'organization' ? `orgs/view/${r.owner_id}` : type === 'group' ? `initiative/view/${r.owner_id}` : null,
    },
    publishedAt: r.published_at.toISOString(),
    notice:
      r.notice_state === null
        ? null
        : {
            subject: r.subject ?? '',
            lastSeenPlace: r.last_seen_place ?? '',
            lastSeenAt: iso(r.last_seen_at),
            contacts: r.contacts ?? '',
            state: r.notice_state,
            stateChangedAt: iso(r.state_changed_at),
          },
  };
}

/** Active approved notices: the region's first (when given), then newest. */
async function notices(sequelize: Sequelize, regionId: number | undefined, locale: Locale): Promise<PublicationCard[]> {
  const rows = await run<NoticeRow>(
    sequelize,
    `SELECT p.id, p.kind, p.title_ru, p.title_uz, p.body_ru, p.body_uz, p.cover, p.region_id,
            r.name_ru AS region_ru, r.name_uz AS region_uz, p.tags, p.organization_id, p.owner_group_id,
            ${OWNER_BRIEF.id} AS owner_id, ${OWNER_BRIEF.name} AS owner_name, p.published_at,
            p.subject, p.last_seen_place, p.last_seen_at, p.contacts, p.notice_state, p.state_changed_at
       FROM publications p ${ownerJoin('p')} LEFT JOIN regions r ON r.id = p.region_id
      WHERE ${publiclyShown('p')} AND p.notice_state = 'active'
      ORDER BY COALESCE(p.region_id = $1::int, false) DESC, p.published_at DESC NULLS LAST, p.id DESC
      LIMIT $2`,
    [regionId ?? null, HOME_LIMITS.notices],
  );
  return rows.map((r) => presentPublicationCard(r, locale));
}

interface NewsRow {
  id: number;
  slug: string;
  title_ru: string;
  title_uz: string | null;
  lead_ru: string;
  lead_uz: string | null;
  cover: string | null;
  tags: string[];
  published_at: Date;
  section_id: number;
  section_slug: string;
  section_ru: string;
  section_uz: string;
}

/** The latest public news (their moment has come) of active sections, newest first. */
async function latestNews(sequelize: Sequelize, locale: Locale): Promise<NewsCard[]> {
  const rows = await run<NewsRow>(
    sequelize,
    `SELECT n.id, n.slug, n.title_ru, n.title_uz, n.lead_ru, n.lead_uz, n.cover, n.tags, n.published_at,
            s.id AS section_id, s.slug AS section_slug, s.name_ru AS section_ru, s.name_uz AS section_uz
       FROM news n JOIN news_sections s ON s.id = n.section_id
      WHERE n.published_at <= now() AND s.is_active
      ORDER BY n.published_at DESC, n.id DESC LIMIT $1`,
    [HOME_LIMITS.news],
  );
  return rows.map((r) => ({
    id: r.id,
    section: { id: r.section_id, slug: r.section_slug, name: localized(locale, r.section_ru, r.section_uz) },
    slug: r.slug,
    title: localized(locale, r.title_ru, r.title_uz),
    lead: localized(locale, r.lead_ru, r.lead_uz),
    cover: uploadUrl(r.cover),
    tags: r.tags,
    publishedAt: r.published_at.toISOString(),
  }));
}

/**
 * The platform's figures in one query: listed volunteers (the directory's VOLON_SHOWN), verified
 * hours (the profiles' counters, kept equal to the verified hours records by a trigger), events
 * shown publicly, verified organizations.
 */
async function figures(sequelize: Sequelize): Promise<PlatformFigures> {
  const [row] = await run<{ volunteers: number; hours: string; events: number; organizations: number }>(
    sequelize,
    `SELECT (SELECT count(*)::int FROM users u JOIN volunteer_profiles p ON p.user_id = u.id WHERE ${VOLON_SHOWN}) AS volunteers,
            (SELECT COALESCE(sum(verified_hours), 0) FROM volunteer_profiles) AS hours,
            (SELECT count(*)::int FROM events a WHERE ${publiclyShown('a')}) AS events,
            (SELECT count(*)::int FROM organizations WHERE is_verified) AS organizations`,
    [],
  );
  return {
    volunteers: row?.volunteers ?? 0,
    verifiedHours: Math.round(Number(row?.hours ?? 0)),
    events: row?.events ?? 0,
    organizations: row?.organizations ?? 0,
  };
}

/** GET /api/home: everything the home page shows, read in parallel. */
export async function homePage(sequelize: Sequelize, regionId: number | undefined, locale: Locale): Promise<HomeDto> {
  const first = (perPage: number) => ({ page: 1, perPage, offset: 0 });
  const newest = (sort: string) => ({ query: { sort }, user: undefined });
  const [banner, noticeCards, events, projects, tasks, news, tourSlides, platform, partners] = await Promise.all([
    banners(sequelize, locale),
    notices(sequelize, regionId, locale),
    listEvents(sequelize, { when: 'current', sort: 'soonest' }, first(HOME_LIMITS.events), locale),
    listActivities(sequelize, PROJECT, {}, first(HOME_LIMITS.projects), locale, newest(PROJECT_SORTS[1])),
    listActivities(sequelize, TASK, {}, first(HOME_LIMITS.tasks), locale, newest(TASK_SORTS[1])),
    latestNews(sequelize, locale),
    tours(sequelize, locale),
    figures(sequelize),
    Partner.listPublic(),
  ]);
  return {
    ...banner,
    notices: noticeCards,
    events: events.data as EventCard[],
    projects: projects.data as ProjectCard[],
    tasks: tasks.data as TaskCard[],
    news,
    tours: tourSlides,
    figures: platform,
    partners: partners.map((p) => ({ id: p.id, name: p.name, logoUrl: p.logoUrl, link: p.link })),
  };
}
