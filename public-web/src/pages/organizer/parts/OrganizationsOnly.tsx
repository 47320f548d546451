import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import type { ActivityKind } from '../../../api/organizer';
import { FormAlert } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import '../organizer.css';

/** What other roles see on the organizer pages (the API answers them 403 anyway). */
export function OrganizationsOnly({ kind }: { kind: ActivityKind }) {
  const { t, locale } = useI18n();
  return (
    <section className="organizer">
      <h1>{t(kind === 'event' ? 'organizer.events.title' : 'organizer.visits.title')}</h1>
      <FormAlert tone="info" testId="organizations-only">
        {t(kind === 'event' ? 'organizer.events.only' : 'organizer.visits.only')}
      </FormAlert>
      <p>
        <Link to={pagePath(locale, 'profile')}>{t('profile.title')}</Link>
      </p>
    </section>
  );
}
