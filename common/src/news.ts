/**
 * News, publications, notices, rich text and the home page (spec §1–§3, §9): the
 * constants, limits and shapes the API, the back office and the public site share.
 * docs/news-api.md describes every call.
 */
import type { EventCard } from './events';
import type { ProjectCard } from './projects';
import type { TaskCard } from './tasks';
import type { ModerationState } from './statuses';
import type { Page } from './lists';

// ——— Rich text ———

/** The allowlist of the one rich-text format (news and publication bodies): the editor makes only these. */
export const RICH_TEXT = {
  tags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'code', 'pre'],
  /** Link schemes kept in `href`; others (javascript:, data:) are dropped with the attribute. */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  /** What every link gets (the spec). */
  linkRel: 'noopener nofollow ugc',
  /** Body HTML as sent, in characters (before sanitising). */
  maxLength: 100_000,
} as const;

// ——— Shared by news and publications ———

export const CONTENT_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  leadMax: 500,
  tagsMax: 10,
  tagMax: 40,
  /** A section's slug and an item's slug: lower-case Latin letters, digits and single hyphens. */
  slugMax: 120,
  sectionSlugMax: 80,
  sectionNameMax: 120,
  photosMax: 10,
  subjectMax: 300,
  placeMax: 300,
  contactsMax: 300,
  rejectReasonMax: 1000,
  /** The text filter of the lists. */
  queryMax: 200,
} as const;

/** A slug: lower-case Latin letters and digits in hyphen-separated runs. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Section slugs that would shadow the news pages' own addresses (`news/view/{id}`, the feeds, the API's `news/by-id/{id}`). */
export const RESERVED_SECTION_SLUGS = ['view', 'rss', 'atom', 'feed', 'by-id'] as const;

// ——— News ———

/** A news section (rubric), GET /api/news/sections. */
export interface NewsSectionDto {
  id: number;
  slug: string;
  name: string;
}

/** A news item in lists (GET /api/news, the home page). */
export interface NewsCard {
  id: number;
  section: NewsSectionDto;
  slug: string;
  title: string;
  lead: string;
  cover: string | null;
  tags: string[];
  /** ISO UTC; only items whose moment has come are public. */
  publishedAt: string;
}

/** GET /api/news/:section/:slug and /api/news/by-id/:id: one published news item. */
export interface NewsItemDto extends NewsCard {
  /** Sanitised HTML in the request's language (ru fallback). */
  body: string;
}

/** The back office's news record (ra-data-simple-rest, /api/admin/news). */
export interface NewsAdminRecord {
  id: number;
  sectionId: number;
  slug: string;
  titleRu: string;
  titleUz: string | null;
  leadRu: string;
  leadUz: string | null;
  bodyRu: string;
  bodyUz: string | null;
  cover: string | null;
  tags: string[];
  /** Uzbek names of `tags`, by position (a missing or empty one: the Russian tag is shown). */
  tagsUz: string[];
  /** null: a draft; in the future: scheduled. */
  publishedAt: string | null;
  authorId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/news, with a Content-Range header. */
export type NewsAdminList = NewsAdminRecord[];

/** The back office's news section (ra-data-simple-rest, /api/admin/news-sections/:id). */
export interface NewsSectionAdminRecord {
  id: number;
  slug: string;
  nameRu: string;
  nameUz: string;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/news-sections, with a Content-Range header. */
export type NewsSectionAdminList = NewsSectionAdminRecord[];

// ——— Publications ———

/** Kinds of publications: a story (article), a missing person notice, a missing pet notice. */
export const PUBLICATION_KINDS = ['story', 'missing_person', 'missing_pet'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];
/** Kinds that are notices (they have a subject, last seen place and time, contacts and a state). */
export const NOTICE_KINDS: readonly PublicationKind[] = ['missing_person', 'missing_pet'];
export const isNoticeKind = (kind: PublicationKind): boolean => NOTICE_KINDS.includes(kind);

/** A notice's state: active until the author or a moderator marks it found or closed. */
export const NOTICE_STATES = ['active', 'found', 'closed'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];
/** Moves of a notice's state (found and closed are final). */
export const NOTICE_TRANSITIONS: Record<NoticeState, readonly NoticeState[]> = {
  active: ['found', 'closed'],
  found: [],
  closed: [],
};

/** Who owns a publication: the author, their organization or an initiative group they lead. */
export interface PublicationOwnerDto {
  type: 'user' | 'organization' | 'group';
  id: number;
  name: string;
  /** The owner's public page (organization or group), null for a user. */
  page: string | null;
}

/** A photo of a publication (an upload of kind publication-photo). */
export interface PublicationPhoto {
  url: string;
  /** Alternative text (optional). */
  alt?: string;
}

/** The notice part of a publication. */
export interface NoticeDto {
  subject: string;
  lastSeenPlace: string;
  /** ISO UTC (shown in Tashkent time). */
  lastSeenAt: string | null;
  contacts: string;
  state: NoticeState;
  stateChangedAt: string | null;
}

/** A publication in lists (GET /api/posts, the home page). */
export interface PublicationCard {
  id: number;
  kind: PublicationKind;
  title: string;
  excerpt: string;
  cover: string | null;
  region: { id: number; name: string } | null;
  tags: string[];
  owner: PublicationOwnerDto;
  publishedAt: string;
  notice: NoticeDto | null;
}

/** GET /api/posts/:id. */
export interface PublicationDto extends PublicationCard {
  /** Sanitised HTML in the request's language (ru fallback). */
  body: string;
  photos: PublicationPhoto[];
  /** Whether the viewer may edit it or change the notice state (author, group managers, moderators). */
  canManage: boolean;
}

/** The owner's view (GET /api/my/posts, /api/my/posts/:id): both languages, the moderation state and reason. */
export interface MyPublicationDto {
  id: number;
  kind: PublicationKind;
  titleRu: string;
  titleUz: string | null;
  bodyRu: string;
  bodyUz: string | null;
  cover: string | null;
  photos: PublicationPhoto[];
  regionId: number | null;
  tags: string[];
  subject: string | null;
  lastSeenPlace: string | null;
  lastSeenAt: string | null;
  contacts: string | null;
  noticeState: NoticeState | null;
  moderation: ModerationState;
  rejectReason: string | null;
  owner: PublicationOwnerDto;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** The back office's publication (GET /api/admin/publications/:id and its writes): the owner's view with the queue's times. */
export interface PublicationAdminRecord extends MyPublicationDto {
  submittedAt: string | null;
  stateChangedAt: string | null;
}

/** GET /api/admin/publications, with a Content-Range header. */
export type PublicationAdminList = PublicationAdminRecord[];

/** POST /api/my/posts (`?group=<id>` for a group's), PUT /api/my/posts/:id. Notice fields are required for notices. */
export interface PublicationInput {
  kind: PublicationKind;
  titleRu: string;
  titleUz?: string | null;
  bodyRu: string;
  bodyUz?: string | null;
  /** Storage key or URL from the publication-cover upload. */
  cover?: string | null;
  photos?: PublicationPhoto[];
  regionId?: number | null;
  tags?: string[];
  subject?: string | null;
  lastSeenPlace?: string | null;
  /** ISO, or a local Tashkent `YYYY-MM-DDTHH:mm`. */
  lastSeenAt?: string | null;
  contacts?: string | null;
  /** Save as a draft instead of sending to moderation. */
  draft?: boolean;
}

/** Upload kinds of news, publications, bonus offers and academy courses (POST /api/my/uploads/:kind; news and publications also /api/admin/uploads). */
export const CONTENT_UPLOAD_KINDS = {
  'news-cover': 'newsCover',
  'publication-cover': 'publicationCover',
  'publication-photo': 'publicationPhoto',
  /** A bonus offer's image. */
  'bonus-image': 'bonusImage',
  /** An academy course's cover, and a PDF attached to one of its lessons. */
  'course-cover': 'courseCover',
  'course-attachment': 'courseAttachment',
} as const;

// ——— The home page ———

/** A banner or a tour slide as the home page shows it. */
export interface HomeBanner {
  id: number;
  title: string;
  imageUrl: string;
  link: string | null;
}
export interface HomeTour {
  id: number;
  title: string;
  text: string;
  imageUrl: string | null;
}

/** The platform's figures on the home page: the all-time public figures (the analytics totals of every month). */
export interface PlatformFigures {
  volunteers: number;
  verifiedHours: number;
  events: number;
  organizations: number;
}

/** GET /api/home: everything the home page shows, in the request's language, in one answer. */
export interface HomeDto {
  mainBanners: HomeBanner[];
  adBanners: HomeBanner[];
  /** Active approved notices (the viewer's region first when `?region=` is given). */
  notices: PublicationCard[];
  /** Upcoming approved events, soonest first. */
  events: EventCard[];
  /** Newest approved projects and tasks. */
  projects: ProjectCard[];
  tasks: TaskCard[];
  news: NewsCard[];
  tours: HomeTour[];
  figures: PlatformFigures;
  partners: { id: number; name: string; logoUrl: string; link: string | null }[];
}

/** How many of each the home page shows. */
export const HOME_LIMITS = { notices: 6, events: 6, projects: 4, tasks: 4, news: 4, banners: 10, tours: 10 } as const;

/** GET /api/news: a page of news cards. */
export type NewsCardPage = Page<NewsCard>;

/** GET /api/news/sections. */
export interface NewsSectionsResponse {
  data: NewsSectionDto[];
}

/** GET /api/news/:section/:slug and /api/news/by-id/:id. */
export interface NewsItemResponse {
  data: NewsItemDto;
}

/** GET /api/posts: a page of publication and notice cards. */
export type PublicationCardPage = Page<PublicationCard>;

/** GET /api/posts/:id. */
export interface PublicationResponse {
  data: PublicationDto;
}

/** GET /api/my/posts: a page of the author's publications. */
export type MyPublicationPage = Page<MyPublicationDto>;

/** GET, POST and PUT /api/my/posts/:id and its state: the author's publication. */
export interface MyPublicationResponse {
  data: MyPublicationDto;
}
