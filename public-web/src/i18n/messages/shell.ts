/** Header, menus, notifications, footer, progress bar (the frame of every page). */
export const ru = {
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
};
