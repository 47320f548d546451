export { RATE_LIMITS, type RateLimitName } from './policy';
export { createRateLimits, RATE_LIMIT_TABLE, type LoginFailures, type RateLimits } from './limits';
export { rateLimit, retryAfterSeconds } from './middleware';
export { accountLimits, type AccountLimits } from './accountLimits';
export { clientAddress, identityKey, limitKeys } from './keys';
export { writeLimit } from './writeLimits';
export { LOGIN_ADDRESS_CAPTCHA_AFTER, type WriteLimitName } from './policy';
