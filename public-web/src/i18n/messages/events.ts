/**
 * events texts (Russian) that the site shell needs (the notifications panel). The event pages'
 * own texts load with those pages: components/events/texts.ts.
 */
export const ru = {
  'notifications.markRead': 'Отметить как прочитанное',
} as const;
