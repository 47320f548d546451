import type { ru as reference } from '../volunteer';

/** volunteer texts (Uzbek, Latin script). */
export const uz: { readonly [K in keyof typeof reference]: string } = {
};
