import { ACTIVITY_KINDS, activityKind, isAllowed, pagePath, type Role } from '@hashar/common';
import { activityUi } from '../../activity/registry';
import { Link } from 'react-router-dom';
import { useI18n, type MessageKey } from '../../i18n';
import { isParticipant } from '../volunteer/VolunteerOnly';

type Entry = { label: MessageKey; to: string; external?: boolean };

/** The profile's links to the role's own pages: organizer lists and CRM, or the volunteer's applications, events, favorites, points. */
export function ProfileLinks({ role }: { role: Role | null }) {
  const { t, locale } = useI18n();
  // The owner's page of every kind the role may create (events, visit offers, projects, tasks, vacancies).
  const owned: Entry[] = role
    ? ACTIVITY_KINDS.filter((kind) => isAllowed({ role }, activityKind(kind).createAction)).map((kind) => ({
        label: activityUi(kind).texts.ownTitle,
        to: pagePath(locale, activityKind(kind).pages.own),
      }))
    : [];
  // The publications and notices (the profile page loads the 'publish' texts).
  if (role && isAllowed({ role }, 'publication.create')) owned.push({ label: 'publish.title', to: pagePath(locale, 'profilePublish') });
  // The academy's courses the account writes (organizations; a group's leader writes them in the group's area).
  if (role && isAllowed({ role }, 'course.create')) owned.push({ label: 'profile.link.courses', to: pagePath(locale, 'profileCourses') });
  // Bonus offers for volunteers and the code check (partners and organizations; the profile page loads the 'bonuses' texts).
  const bonuses: Entry[] =
    role && isAllowed({ role }, 'bonus.create')
      ? [
          { label: 'profile.link.bonusOffers', to: pagePath(locale, 'profileBonuses') },
          { label: 'profile.link.bonusCheck', to: pagePath(locale, 'profileBonusCheck') },
        ]
      : [];
  let entries: Entry[] = [];
  if (role === 'organization') {
    entries = [
      { label: 'organizer.orgProfile', to: pagePath(locale, 'profileInfoOrg') },
      ...owned,
      ...bonuses,
      // A server redirect into the back office: a full page load, not a client-side route.
      { label: 'organizer.crm', to: `/${locale}/crm`, external: true },
    ];
  } else if (isParticipant(role)) {
    entries = [
      ...(role === 'volon'
        ? [
            { label: 'volunteer.links.infovolon' as const, to: pagePath(locale, 'profileInfoVolon') },
            { label: 'volunteer.links.book' as const, to: pagePath(locale, 'volonBook') },
          ]
        : []),
      ...owned,
      { label: 'volunteer.applications.title', to: pagePath(locale, 'profileApplications') },
      { label: 'volunteer.events.title', to: pagePath(locale, 'volonEvents') },
      { label: 'volunteer.projects.title', to: pagePath(locale, 'volonProjects') },
      { label: 'volunteer.links.favorites', to: pagePath(locale, 'profileFavorites') },
      { label: 'volunteer.bonuse.title', to: pagePath(locale, 'volonBonuse') },
      { label: 'profile.link.myboon', to: pagePath(locale, 'volonMyboon') },
      { label: 'volunteer.links.archive', to: pagePath(locale, 'volonArchive') },
      { label: 'volunteer.links.courses', to: pagePath(locale, 'volonCourses') },
      { label: 'volunteer.links.news', to: pagePath(locale, 'volonNews') },
      ...(role === 'volon' ? [{ label: 'volunteer.links.friends' as const, to: pagePath(locale, 'volonFriends') }] : []),
      { label: 'volunteer.links.link', to: pagePath(locale, role === 'volon' ? 'volonLink' : 'profileLink') },
    ];
  } else {
    // A partner: their bonuses.
    entries = bonuses;
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
