/** Account pages: login, sign-up, forgotten password, confirmation, recovery, logout. */
export const ru = {
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
};
