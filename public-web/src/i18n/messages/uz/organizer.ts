import type { ru as reference } from '../organizer';

/** organizer texts (Uzbek, Latin script). */
export const uz: { readonly [K in keyof typeof reference]: string } = {
};
