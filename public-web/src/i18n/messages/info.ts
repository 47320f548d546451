/** Info pages: about us, SDG, partners, instruction, analytics, platform, privacy, search. */
export const ru = {
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
};
