import { pagePath, type VolunteerProfileDto } from '@hashar/common';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { eventsApi } from '../../api/events';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { VerificationPanel } from '../verification/VerificationPanel';
import { infovolonApi } from '../../api/infovolon';
import { VolunteerProfileForm } from './VolunteerProfileForm';
import './infovolon.css';

/** `/{locale}/profile/infovolon`: the volunteer's own profile — personal data, skills, activity type, directions, verification data with the passport copy, health and sizes. */
export default function InfoVolonPage() {
  const { t, locale } = useI18n();
  const { request, role } = useSession();
  useDocumentTitle(t('infovolon.title'));
  const isVolunteer = role === 'volon';
  const loaded = useLoad((signal) => infovolonApi.mine(request, signal), locale, isVolunteer);
  const regions = useLoad((signal) => eventsApi.regions(request, { signal }).then((r) => r.data), locale, isVolunteer);
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale, isVolunteer);
  const [profile, setProfile] = useState<VolunteerProfileDto | null>(null);
  useEffect(() => setProfile(loaded.data ?? null), [loaded.data]);
  if (!isVolunteer) {
    return (
      <Empty>
        {t('infovolon.onlyVolunteers')} <Link to={pagePath(locale, 'profile')}>{t('infovolon.toProfile')}</Link>.
      </Empty>
    );
  }
  return (
    <section className="infovolon-page" data-testid="infovolon-page">
      <h1>{t('infovolon.title')}</h1>
      <VerificationPanel />
      {loaded.status === 'error' && <LoadError onRetry={loaded.reload} message={t('infovolon.loadError')} />}
      {!profile && loaded.status === 'loading' && <Loading />}
      {profile && regions.data && directions.data && (
        <VolunteerProfileForm profile={profile} regions={regions.data} directions={directions.data} onSaved={setProfile} />
      )}
    </section>
  );
}
