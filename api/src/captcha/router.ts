import { Router } from 'express';
import type { CaptchaConfigResponse } from '@hashar/common';
import type { Config } from '../config';
import { createAltchaChallenge } from './altcha';
import { captchaProvider } from './verifier';
import { operation } from '../lib/operation';

/** GET /api/captcha: a fresh ALTCHA challenge, or the reCAPTCHA site key when one is configured. */
export function captchaRouter(config: Pick<Config, 'captcha'>): Router {
  const router = Router();
  router.get('/', operation('Issues a proof-of-work captcha challenge.', 'CaptchaConfigResponse'), async (_req, res) => {
    const { recaptchaSiteKey, hmacKey, easy } = config.captcha;
    const body: CaptchaConfigResponse =
      captchaProvider(config) === 'recaptcha' && recaptchaSiteKey
        ? { provider: 'recaptcha', siteKey: recaptchaSiteKey }
        : { provider: 'altcha', challenge: await createAltchaChallenge(hmacKey, { easy }) };
    // A challenge is single use and short-lived: no cache may hand it to another client.
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
