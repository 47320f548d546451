/** How long emailed account links stay valid. */
export const ACTIVATION_TTL_HOURS = 48;
export const RECOVERY_TTL_HOURS = 1;

/** Public-site paths of the emailed links: /{locale}/confirmation/{id}/{token}, /{locale}/recovery/{id}/{token}. */
export const ACCOUNT_LINK_PATHS = { activation: 'confirmation', recovery: 'recovery' } as const;

/** Failed logins (per email, 15 minutes) after which login also asks for a captcha. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
