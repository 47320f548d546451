import type { ru as reference } from '../events';

/** events texts (Uzbek, Latin script). */
export const uz: { readonly [K in keyof typeof reference]: string } = {
};
