import { CONTENT_LIMITS, PUBLICATION_KINDS, type PublicationKind } from '@hashar/common';

import { choiceParam, idParam, pageParam as pageOf, textParam as text } from '../../lib/queryParams';

/** The news list's state in its query string (the section is in the address itself). */
export interface NewsState {
  q: string;
  tag: string;
  page: number;
}

export const EMPTY_NEWS: NewsState = { q: '', tag: '', page: 1 };

/** Reads the state; malformed values fall back to nothing chosen. */
export function parseNewsState(params: URLSearchParams): NewsState {
  return { q: text(params, 'q', CONTENT_LIMITS.queryMax), tag: text(params, 'tag', CONTENT_LIMITS.tagMax), page: pageOf(params) };
}

/** The query string of a state: only what is chosen, in a stable order. */
export function newsStateToParams(s: NewsState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.tag) params.set('tag', s.tag);
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

export const narrowsNews = (s: NewsState): boolean => Boolean(s.q || s.tag);

/** The publications list's state: kind, region, text and the page. */
export interface PostsState {
  kind: PublicationKind | '';
  region: number | null;
  q: string;
  page: number;
}

export const EMPTY_POSTS: PostsState = { kind: '', region: null, q: '', page: 1 };

export function parsePostsState(params: URLSearchParams): PostsState {
  return {
    kind: choiceParam(params, 'kind', PUBLICATION_KINDS),
    region: idParam(params, 'region'),
    q: text(params, 'q', CONTENT_LIMITS.queryMax),
    page: pageOf(params),
  };
}

export function postsStateToParams(s: PostsState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.kind) params.set('kind', s.kind);
  if (s.region) params.set('region', String(s.region));
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

export const narrowsPosts = (s: PostsState): boolean => Boolean(s.q || s.kind || s.region);
