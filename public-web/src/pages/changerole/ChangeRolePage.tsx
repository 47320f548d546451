import { pagePath, type MyPartnerApplication } from '@hashar/common';
import { Link } from 'react-router-dom';
import { LoadError, Loading } from '../../components/LoadState';
import { FormAlert } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { PartnerApplicationForm } from './PartnerApplicationForm';
import './changerole.css';

/** profile/changerole: a business account asks to become a partner; others learn who may. */
export default function ChangeRolePage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const role = session.role;
  const mayApply = role === 'bussines';
  useDocumentTitle(t('changerole.title'));
  const latest = useLoad(
    (signal) => session.request<{ data: MyPartnerApplication | null }>('/api/my/partner-application', { signal }).then((r) => r.data),
    'partner-application',
    mayApply,
  );

  const body = () => {
    if (role === 'partner') {
      return (
        <FormAlert tone="success" testId="changerole-partner">
          <strong>{t('changerole.partnerTitle')}</strong> {t('changerole.partnerText')}{' '}
          <Link to={pagePath(locale, 'partners')}>{t('changerole.partnersLink')}</Link>
        </FormAlert>
      );
    }
    if (!mayApply) {
      return (
        <FormAlert tone="info" testId="changerole-others">
          <strong>{t('changerole.othersTitle')}</strong> {t('changerole.othersText')}{' '}
          <Link to={pagePath(locale, 'profile')}>{t('changerole.profileLink')}</Link>
        </FormAlert>
      );
    }
    if (latest.status === 'error') return <LoadError onRetry={latest.reload} message={t('changerole.loadError')} />;
    if (latest.status === 'loading' && latest.data === null) return <Loading />;
    const application = latest.data;
    if (application?.status === 'pending') {
      return (
        <FormAlert tone="info" testId="changerole-pending">
          <strong>{t('changerole.pendingTitle')}</strong>{' '}
          {t('changerole.pendingText', { company: application.companyName, date: formatDate(locale, application.createdAt) })}
        </FormAlert>
      );
    }
    return (
      <>
        {application?.status === 'rejected' ? (
          <FormAlert tone="error" testId="changerole-rejected">
            <strong>{t('changerole.rejectedTitle')}</strong> {t('changerole.rejectedText', { reason: application.reason ?? '' })}
          </FormAlert>
        ) : null}
        <PartnerApplicationForm previous={application} onSent={latest.reload} />
      </>
    );
  };

  return (
    <section className="changerole">
      <h1>{t('changerole.title')}</h1>
      <p className="changerole__lead">{t('changerole.lead')}</p>
      {body()}
    </section>
  );
}
