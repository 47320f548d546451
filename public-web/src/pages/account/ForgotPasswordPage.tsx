import { pagePath } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { AuthCard } from './AuthCard';
import { EmailRequestForm } from './EmailRequestForm';

/** Forgotten password (`/{locale}/forgotPassword`): mails a recovery link, then shows the server's answer. */
export default function ForgotPasswordPage() {
  const { locale, t } = useI18n();
  const [sent, setSent] = useState(false);
  const login = pagePath(locale, 'login');
  return (
    <AuthCard
      title={t(sent ? 'forgot.doneTitle' : 'forgot.title')}
      intro={sent ? undefined : t('forgot.intro')}
      footer={<Link to={login}>{t('account.backToLogin')}</Link>}
    >
      <EmailRequestForm id="forgot" endpoint="/api/user/forgot" submitLabel={t('forgot.submit')} onDone={() => setSent(true)} />
    </AuthCard>
  );
}
