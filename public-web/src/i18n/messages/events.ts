/** events texts (Russian). */
export const ru = {
} as const;
