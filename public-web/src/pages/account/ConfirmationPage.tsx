import { pagePath, type AccountActionResponse } from '@hashar/common';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, apiRequest } from '../../api/client';
import { FormAlert } from '../../components/forms';
import { useI18n } from '../../i18n';
import { AuthCard } from './AuthCard';
import { EmailRequestForm } from './EmailRequestForm';
import { failureMessage } from './errors';
import { parseAccountLink } from './linkParams';
import { useAccountLinkState } from './useAccountLinkState';

type Activation = { status: 'none' } | { status: 'pending' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

/**
 * Account activation (`/{locale}/confirmation/{id}/{token}`): checks the link on opening, then
 * confirms once; a used, expired or wrong link gets its explanation and a fresh link offered. Without id and token it is the "send the link again" form.
 */
export default function ConfirmationPage() {
  const { locale, t } = useI18n();
  const { id, token } = useParams();
  const [params] = useSearchParams();
  const hasLink = Boolean(id || token);
  const link = parseAccountLink(id, token);
  const [activation, setActivation] = useState<Activation>(() =>
    !hasLink ? { status: 'none' } : link ? { status: 'pending' } : { status: 'failed', message: t('confirmation.invalidLink') },
  );
  // One request per link even when React runs the effect twice (StrictMode) or re-renders.
  const started = useRef<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const linkState = useAccountLinkState('confirmation', link);

  useEffect(() => {
    if (!link || linkState === 'checking') return;
    if (linkState === 'used' || linkState === 'expired' || linkState === 'invalid') {
      setActivation({ status: 'failed', message: t(linkState === 'invalid' ? 'confirmation.invalidLink' : `confirmation.${linkState}`) });
      return;
    }
    const key = `${link.id}/${link.token}`;
    if (started.current === key) return;
    started.current = key;
    apiRequest<AccountActionResponse>('/api/user/confirm', { method: 'POST', locale, body: link })
      .then((res) => setActivation({ status: 'done', message: res.msg }))
      .catch((err: unknown) => {
        const invalid = err instanceof ApiError && (err.code === 'invalid_link' || err.code === 'validation');
        setActivation({ status: 'failed', message: invalid ? t('confirmation.invalidLink') : failureMessage(err, t) });
      });
  }, [link?.id, link?.token, linkState]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (activation.status === 'done' || activation.status === 'failed') resultRef.current?.focus();
  }, [activation.status]);

  const login = pagePath(locale, 'login');
  const resend = (
    <div className="auth__section">
      <p className="auth__intro">{t('confirmation.resendIntro')}</p>
      <EmailRequestForm
        id="resend"
        endpoint="/api/user/resend"
        submitLabel={t('confirmation.resendSubmit')}
        initialEmail={params.get('email') ?? ''}
      />
    </div>
  );

  return (
    <AuthCard
      title={t(activation.status === 'done' ? 'confirmation.doneTitle' : 'confirmation.title')}
      footer={<Link to={login}>{t('account.backToLogin')}</Link>}
    >
      {activation.status === 'pending' ? (
        <p className="auth__pending" role="status">
          <span className="btn__spinner btn__spinner--dark" aria-hidden="true" />
          {t('confirmation.pending')}
        </p>
      ) : null}
      {activation.status === 'done' ? (
        <div className="auth__result">
          <FormAlert ref={resultRef} tone="success" testId="confirmation-done">
            {activation.message}
          </FormAlert>
          <Link className="btn btn--primary" to={login}>
            {t('account.toLogin')}
          </Link>
        </div>
      ) : null}
      {activation.status === 'failed' ? (
        <>
          <FormAlert ref={resultRef} tone="error" testId="confirmation-failed">
            {activation.message}
          </FormAlert>
          {resend}
        </>
      ) : null}
      {activation.status === 'none' ? resend : null}
    </AuthCard>
  );
}
