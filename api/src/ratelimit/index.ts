export { RATE_LIMITS } from './policy';
export { createRateLimits, type LoginFailures, type RateLimits } from './limits';
export { rateLimit, retryAfterSeconds } from './middleware';
export { accountLimits } from './accountLimits';
export { clientAddress, limitKeys } from './keys';
export { writeLimit } from './writeLimits';
export { heavyReads } from './heavyReads';
export { LOGIN_ADDRESS_CAPTCHA_AFTER } from './policy';
