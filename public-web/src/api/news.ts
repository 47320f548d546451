import type { NewsCard, NewsItemDto, NewsSectionDto, Page, PublicationCard } from '@hashar/common';
import type { Request } from './events';

type Opts = { signal?: AbortSignal };
const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The public news calls and the volunteer's feed (docs/news-api.md), typed. */
export const newsApi = {
  sections: (request: Request, o: Opts = {}) => request<{ data: NewsSectionDto[] }>('/api/news/sections', o),
  /** `query`: section, tag, q, page, perPage. */
  list: (request: Request, query: string, o: Opts = {}) => request<Page<NewsCard>>(withQuery('/api/news', query), o),
  item: (request: Request, section: string, slug: string, o: Opts = {}) =>
    request<{ data: NewsItemDto }>(`/api/news/${encodeURIComponent(section)}/${encodeURIComponent(slug)}`, o),
  byId: (request: Request, id: number, o: Opts = {}) => request<{ data: NewsItemDto }>(`/api/news/by-id/${id}`, o),
  feed: (request: Request, query: string, o: Opts = {}) => request<Page<PublicationCard>>(withQuery('/api/my/news-feed', query), o),
};
