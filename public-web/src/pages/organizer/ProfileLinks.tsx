import { pagePath, type Role } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useI18n, type MessageKey } from '../../i18n';
import { isParticipant } from '../volunteer/VolunteerOnly';

type Entry = { label: MessageKey; to: string; external?: boolean };

/** The profile's links to the role's own pages: organizer lists and CRM, or the volunteer's applications, events, favorites, points. */
export function ProfileLinks({ role }: { role: Role | null }) {
  const { t, locale } = useI18n();
  let entries: Entry[] = [];
  if (role === 'organization') {
    entries = [
      { label: 'organizer.events.title', to: pagePath(locale, 'profileEvents') },
      { label: 'organizer.visits.title', to: pagePath(locale, 'profileMyvisit') },
      // A server redirect into the back office: a full page load, not a client-side route.
      { label: 'organizer.crm', to: `/${locale}/crm`, external: true },
    ];
  } else if (isParticipant(role)) {
    entries = [
      { label: 'volunteer.applications.title', to: pagePath(locale, 'profileApplications') },
      { label: 'volunteer.events.title', to: pagePath(locale, 'volonEvents') },
      { label: 'volunteer.links.favorites', to: pagePath(locale, 'profileFavorites') },
      { label: 'volunteer.bonuse.title', to: pagePath(locale, 'volonBonuse') },
    ];
  }
  if (!entries.length) return null;
  return (
    <nav className="profile__card" aria-labelledby="profile-links-title" data-testid="profile-links">
      <h2 id="profile-links-title">{t('organizer.profileLinks')}</h2>
      <ul className="profile__links">
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.external ? <a href={entry.to}>{t(entry.label)}</a> : <Link to={entry.to}>{t(entry.label)}</Link>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
