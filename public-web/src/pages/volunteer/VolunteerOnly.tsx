import { isAllowed, pagePath, type Role } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import '../../components/profilePages.css';

/** Whether a role takes part in events (applies, earns hours and points). */
export function isParticipant(role: Role | null): boolean {
  return role !== null && isAllowed({ role }, 'event.apply');
}

/** The page's content for volunteers and trainees; others get a short note (the API answers them 403). */
export function VolunteerOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t, locale } = useI18n();
  const { role } = useSession();
  if (isParticipant(role)) return <>{children}</>;
  return (
    <section className="organizer">
      <h1>{title}</h1>
      <FormAlert tone="info" testId="volunteers-only">
        {t('volunteer.only')}
      </FormAlert>
      <p>
        <Link to={pagePath(locale, 'profile')}>{t('profile.title')}</Link>
      </p>
    </section>
  );
}
