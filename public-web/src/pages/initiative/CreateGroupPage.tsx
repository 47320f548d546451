import { pagePath, type MyGroup } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Empty } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { GroupForm } from './GroupForm';
import { emptyGroup } from './groupForm';
import { initiativeApi } from '../../api/initiatives';
import { withGroup } from './parts';
import '../../components/profilePages.css';
import '../orgs/orgs.css';
import './initiative.css';

/** `/{locale}/initiative/sign-up` and `/{locale}/profile/initiative/create`: a volunteer registers a group; it goes to moderation. */
export default function CreateGroupPage() {
  const { t, locale } = useI18n();
  const { request, role, refreshAvatar } = useSession();
  const [created, setCreated] = useState<MyGroup | null>(null);
  useDocumentTitle(t('initiative.signUp.title'));
  return (
    <section className="org-page initiative-page" data-testid="group-create">
      <h1>{t('initiative.signUp.title')}</h1>
      {role !== 'volon' ? (
        <Empty testId="volunteers-only">{t('initiative.signUp.volunteersOnly')}</Empty>
      ) : created ? (
        <div className="initiative-done" role="status" data-testid="group-created">
          <h2>{t('initiative.signUp.sent')}</h2>
          <p>{t('initiative.signUp.sentHint')}</p>
          <p className="initiative-actions">
            <Link className="btn btn--primary" to={withGroup(pagePath(locale, 'profileInitiative'), created.id)}>
              {t('initiative.dashboard.title')}
            </Link>
            <Link className="btn btn--secondary" to={withGroup(pagePath(locale, 'profileInfoInitiative'), created.id)}>
              {t('initiative.info.title')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p>{t('initiative.signUp.intro')}</p>
          <GroupForm
            initial={emptyGroup()}
            save={(input) => initiativeApi.create(request, input)}
            onSaved={(group) => {
              setCreated(group);
              refreshAvatar();
              window.scrollTo({ top: 0 });
            }}
            submitLabel={t('initiative.signUp.submit')}
          />
        </>
      )}
    </section>
  );
}
