export { captchaRouter, type CaptchaConfigResponse } from './router';
export { captchaProvider, createCaptchaVerifier, type CaptchaVerifier, type CaptchaVerifierOptions } from './verifier';
export { ALTCHA_POLICY } from './altcha';
