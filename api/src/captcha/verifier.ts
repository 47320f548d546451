import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { checkAltchaSolution, MAX_TOKEN_LENGTH, parseAltchaPayload } from './altcha';
import { verifyRecaptcha, type FetchFunction } from './recaptcha';
import { claimCaptcha } from './usedCaptchas';

export interface CaptchaVerifier {
  /**
   * True when `token` (the ALTCHA widget's payload, or the g-recaptcha-response) proves a
   * human-ish client. Malformed tokens give false; only a failing database throws.
   */
  verify(token: unknown, remoteIp?: string): Promise<boolean>;
}

export interface CaptchaVerifierOptions {
  logger?: Logger;
  /** Stands in for global fetch when talking to Google (tests cannot reach it). */
  fetch?: FetchFunction;
  recaptchaTimeoutMs?: number;
}

/** Which captcha the configuration asks for: reCAPTCHA when its keys are set, else ALTCHA. */
export function captchaProvider(config: Pick<Config, 'captcha'>): 'recaptcha' | 'altcha' {
  return config.captcha.recaptchaSiteKey && config.captcha.recaptchaSecret ? 'recaptcha' : 'altcha';
}

/** The check sign-up (and login after repeated failures) runs on the submitted captcha token. */
export function createCaptchaVerifier(
  config: Pick<Config, 'captcha'>,
  sequelize: Sequelize,
  opts: CaptchaVerifierOptions = {},
): CaptchaVerifier {
  const { recaptchaSecret, hmacKey } = config.captcha;
  if (captchaProvider(config) === 'recaptcha' && recaptchaSecret) {
    return {
      async verify(token, remoteIp) {
        if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
        return verifyRecaptcha(token, {
          secret: recaptchaSecret,
          remoteIp,
          fetch: opts.fetch,
          logger: opts.logger,
          timeoutMs: opts.recaptchaTimeoutMs,
        });
      },
    };
  }
  return {
    async verify(token) {
      const payload = parseAltchaPayload(token);
      const solved = payload && (await checkAltchaSolution(payload, hmacKey));
      if (!solved) return false;
      // Proof of work is only worth something once: the same solution replayed by a script
      // would otherwise pass every sign-up for the challenge's ten minutes.
      const fresh = await claimCaptcha(sequelize, solved);
      if (!fresh) opts.logger?.info('a used captcha solution was submitted again');
      return fresh;
    },
  };
}
