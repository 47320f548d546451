/** Profile area and session notices. */
export const ru = {
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
};
