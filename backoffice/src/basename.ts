/** Where the back office is served (the API process's /admin/ with SPA fallback). */
export const BASENAME = '/admin';
