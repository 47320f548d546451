/** A news item's state, from its publication moment (docs/news-api.md): none — a draft, future — scheduled, past — public. */
export const NEWS_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

export function newsState(publishedAt: string | Date | null | undefined, now: number = Date.now()): NewsState {
  if (publishedAt === null || publishedAt === undefined || publishedAt === '') return 'draft';
  const at = new Date(publishedAt).getTime();
  if (Number.isNaN(at)) return 'draft';
  return at > now ? 'scheduled' : 'published';
}

export const NEWS_STATE_COLORS: Record<NewsState, 'default' | 'info' | 'success'> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
};
