/** Legal texts: terms of use and privacy policy (the privacy page). */
export const ru = {
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
};
