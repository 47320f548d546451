import type { ru as reference } from '../events';

/** events texts (Uzbek, Latin script) that the site shell needs; the pages' own are in components/events/texts.ts. */
export const uz: { readonly [K in keyof typeof reference]: string } = {
  'notifications.markRead': "O'qilgan deb belgilash",
};
