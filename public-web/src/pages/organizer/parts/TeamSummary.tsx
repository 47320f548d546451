import type { CrmTeam } from '@hashar/common';
import { useI18n } from '../../../i18n';

/** A team sign-up of an initiative group in the owner's applications: "Team «X» — N places", expanding to its named members. */
export function TeamSummary({ team }: { team: CrmTeam }) {
  const { t, plural } = useI18n();
  return (
    <details className="team-row" data-testid="team-row">
      <summary>
        <strong>{plural('organizer.team', team.places, { name: team.group.name })}</strong>
        <span className="visually-hidden"> — {t('organizer.team.show')}</span>
      </summary>
      {team.members.length ? (
        <ul data-testid="team-row-members">
          {team.members.map((m) => (
            <li key={m.applicationId}>
              {m.name} · {t(`volunteer.state.${m.state}`)}
              {m.hours !== null ? ` · ${m.hours}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('organizer.team.none')}</p>
      )}
    </details>
  );
}
