export { captchaRouter } from './router';
export { createCaptchaVerifier, type CaptchaVerifier } from './verifier';
