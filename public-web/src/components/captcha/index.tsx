import { Suspense, lazy } from 'react';
import { useI18n } from '../../i18n';
import type { CaptchaProps } from './types';

/** The widget's code (and the proof-of-work solver, a further chunk) loads only where it is rendered. */
const CaptchaWidget = lazy(() => import('./CaptchaWidget'));

/** The form captcha; see CaptchaProps. Shows the "checking" state while its code loads. */
export function Captcha(props: CaptchaProps) {
  const { t } = useI18n();
  const fallback = (
    <div className="captcha-field">
      <div id={props.id} tabIndex={-1} className="captcha captcha--checking" data-testid="captcha" data-status="checking">
        <span className="captcha__box" aria-hidden="true" />
        <span className="captcha__text">{t('captcha.checking')}</span>
      </div>
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <CaptchaWidget {...props} />
    </Suspense>
  );
}

export type { CaptchaProps } from './types';
