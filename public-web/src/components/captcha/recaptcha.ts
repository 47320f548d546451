/** The script of reCAPTCHA v2 (spec §7: version 2, normal size, badge shown). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const RECAPTCHA_VERSION = 2;

/** The captcha error messages of spec §8. */
export const RECAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadScript: 'ReCaptcha error: Failed to load script',
  execute: 'ReCaptcha error: Failed to execute',
} as const;

export interface RecaptchaOptions {
  siteKey: string | undefined;
  version: number | undefined;
  /** Language of the widget (ru, uz). */
  hl: string;
}

/** What is wrong with the options before anything is loaded, or null. */
export function recaptchaConfigError({ siteKey, version }: Pick<RecaptchaOptions, 'siteKey' | 'version'>): string | null {
  if (!siteKey) return RECAPTCHA_ERRORS.noKey;
  if (!version) return RECAPTCHA_ERRORS.noVersion;
  return null;
}

/** The address of the script for explicit rendering, calling `onload` when ready. */
export function recaptchaScriptUrl(onload: string, hl: string): string {
  return `${RECAPTCHA_SCRIPT_URL}?onload=${encodeURIComponent(onload)}&render=explicit&hl=${encodeURIComponent(hl)}`;
}

/** The part of Google's grecaptcha object the widget uses. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'normal';
      badge: 'bottomright';
      hl?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __hasharRecaptchaLoaded?: () => void;
  }
}

const RECAPTCHA_ONLOAD = '__hasharRecaptchaLoaded';
let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once; rejects with the spec's messages. */
export function loadRecaptcha(options: RecaptchaOptions): Promise<Grecaptcha> {
  const problem = recaptchaConfigError(options);
  if (problem) return Promise.reject(new Error(problem));
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[RECAPTCHA_ONLOAD] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error(RECAPTCHA_ERRORS.loadScript)));
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(RECAPTCHA_ONLOAD, options.hl);
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      script.remove();
      loading = null; // a later attempt may succeed (network back)
      reject(new Error(RECAPTCHA_ERRORS.loadScript));
    };
    document.head.appendChild(script);
  });
  return loading;
}
