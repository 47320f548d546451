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
  type PlatformFigures,
  type ProjectCard,
  type PublicationCard,
  type TaskCard,
  EVENTS_LIST_DEFAULT,
  localized,
  uploadUrl,
} from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { PROJECT } from '../activities/project';
import { TASK } from '../activities/task';
import { run } from '../lists';
import { presentNewsCard } from '../presenters/news';
import { presentPublicationCard, type PublicationRow } from '../presenters/publications';
import { platformTotals } from './analytics/figures';
import { publiclyShown } from '../activities/core/cards';
import { listActivities, listEvents } from '../activities/core/publicLists';
import { latestNews } from './news/public';
import { PUBLICATION_JOINS, publicationColumns } from './publications/read';
import { publicPartners } from './partners/public';

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

/** Active approved notices: the region's first (when given), then newest (the cards of GET /api/posts). */
async function notices(sequelize: Sequelize, regionId: number | undefined, locale: Locale): Promise<PublicationCard[]> {
  const rows = await run<PublicationRow>(
    sequelize,
    `SELECT ${publicationColumns(true)} FROM publications a ${PUBLICATION_JOINS}
      WHERE ${publiclyShown('a')} AND a.notice_state = 'active'
      ORDER BY COALESCE(a.region_id = $1::int, false) DESC, a.published_at DESC NULLS LAST, a.id DESC
      LIMIT $2`,
    [regionId ?? null, HOME_LIMITS.notices],
  );
  return rows.map((r) => presentPublicationCard(r, locale));
}

/** The home page's figures: the platform's all-time public figures (one definition: services/analytics/figures). */
async function figures(sequelize: Sequelize): Promise<PlatformFigures> {
  const { volunteers, hours, events, organizations } = await platformTotals(sequelize);
  return { volunteers, verifiedHours: hours, events, organizations };
}

/** GET /api/home: everything the home page shows, read in parallel. */
export async function homePage(sequelize: Sequelize, regionId: number | undefined, locale: Locale): Promise<HomeDto> {
  const first = (perPage: number) => ({ page: 1, perPage, offset: 0 });
  const newest = (sort: string) => ({ query: { sort }, user: undefined });
  const [banner, noticeCards, events, projects, tasks, news, tourSlides, platform, partners] = await Promise.all([
    banners(sequelize, locale),
    notices(sequelize, regionId, locale),
    listEvents(sequelize, EVENTS_LIST_DEFAULT, first(HOME_LIMITS.events), locale),
    listActivities(sequelize, PROJECT, {}, first(HOME_LIMITS.projects), locale, newest(PROJECT_SORTS[1])),
    listActivities(sequelize, TASK, {}, first(HOME_LIMITS.tasks), locale, newest(TASK_SORTS[1])),
    latestNews(sequelize, HOME_LIMITS.news),
    tours(sequelize, locale),
    figures(sequelize),
    publicPartners(sequelize),
  ]);
  return {
    ...banner,
    notices: noticeCards,
    events: events.data as EventCard[],
    projects: projects.data as ProjectCard[],
    tasks: tasks.data as TaskCard[],
    news: news.map((r) => presentNewsCard(r, locale)),
    tours: tourSlides,
    figures: platform,
    partners: partners.map((p) => ({ id: p.id, name: p.name, logoUrl: p.logoUrl, link: p.link })),
  };
}

/** The region a signed-in visitor gave in their account, if any (their notices come first on the home page). */
export async function homeRegionOf(sequelize: Sequelize, userId: number): Promise<number | undefined> {
  const [row] = await run<{ region_id: number | null }>(sequelize, 'SELECT region_id FROM users WHERE id = $1', [userId]);
  return row?.region_id ?? undefined;
}
