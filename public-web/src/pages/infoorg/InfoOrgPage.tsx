import { pagePath, type OrgProfile } from '@hashar/common';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { eventsApi } from '../../api/events';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { orgsApi } from '../../api/orgs';
import { VerificationPanel } from '../verification/VerificationPanel';
import { OrgFilesSection } from './OrgFilesSection';
import { OrgImageField } from './OrgImageField';
import { OrgProfileForm } from './OrgProfileForm';
import '../orgs/orgs.css';

/** `/{locale}/profile/infoorg`: the organization's own profile — legal data, contacts, about, regions, files, banner — and its verification. */
export default function InfoOrgPage() {
  const { t, locale } = useI18n();
  const { request, role } = useSession();
  useDocumentTitle(t('orgs.form.title'));
  const isOrganization = role === 'organization';
  const loaded = useLoad((signal) => orgsApi.mine(request, signal), locale, isOrganization);
  const regions = useLoad((signal) => eventsApi.regions(request, { signal }).then((r) => r.data), locale);
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale);
  const [profile, setProfile] = useState<OrgProfile | null>(null);
  useEffect(() => setProfile(loaded.data ?? null), [loaded.data]);
  if (!isOrganization) return <Empty>{t('orgs.onlyOrganizations')}</Empty>;
  return (
    <section className="org-page" data-testid="infoorg-page">
      <h1>{t('orgs.form.title')}</h1>
      <VerificationPanel />
      {loaded.status === 'error' && <LoadError onRetry={loaded.reload} />}
      {!profile && loaded.status === 'loading' && <Loading />}
      {profile && regions.data && directions.data && (
        <>
          <p>
            <Link to={pagePath(locale, 'orgView', { id: profile.id })}>{t('orgs.form.publicPage')}</Link>
          </p>
          <OrgProfileForm key={profile.id} profile={profile} regions={regions.data} directions={directions.data} onSaved={setProfile} />
          <div className="org-form">
            <fieldset>
              <legend>{t('orgs.files.banner')}</legend>
              <OrgImageField which="banner" url={profile.banner} onChange={(banner) => setProfile({ ...profile, banner })} />
              <OrgImageField which="logo" url={profile.logo} onChange={(logo) => setProfile({ ...profile, logo })} />
            </fieldset>
          </div>
          <OrgFilesSection photos files={profile.files} onChange={(files) => setProfile({ ...profile, files })} />
          <OrgFilesSection photos={false} files={profile.files} onChange={(files) => setProfile({ ...profile, files })} />
        </>
      )}
    </section>
  );
}
