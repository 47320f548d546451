import { pagePath, type MyProjectPartnership } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { actionFailure } from '../../hooks/useAction';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDateRange } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { DecisionButtons } from '../../components/DecisionButtons';
import { projectsApi } from '../../api/projects';

/** The organization's partnerships: invitations to answer, its requests, the projects it partners. */
export function PartneredProjects() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const loaded = useLoad((signal) => projectsApi.myPartnerships(session.request, signal), `${locale}|${session.token}`);
  const answer = async (row: MyProjectPartnership, decision: 'accept' | 'decline') => {
    setBusy(row.project.id);
    setError(undefined);
    try {
      await projectsApi.answerInvitation(session.request, row.project.id, decision);
      loaded.reload();
    } catch (err) {
      setError(actionFailure(err, t('errors.network')));
    } finally {
      setBusy(null);
    }
  };
  if (loaded.status === 'error') return <LoadError onRetry={loaded.reload} />;
  if (!loaded.data) return <Loading />;
  if (loaded.data.data.length === 0) return <Empty testId="partnered-empty">{t('projects.partnered.empty')}</Empty>;
  return (
    <>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <ul className="project-manage__list" data-testid="partnered-projects">
        {loaded.data.data.map((row) => (
          <li key={row.project.id} className="project-manage__item" data-testid="partnership-row" data-state={row.state}>
            <h3>
              <Link to={pagePath(locale, 'projectView', { id: row.project.id })}>{row.project.title}</Link>
            </h3>
            <p className="muted">
              {row.project.organization.name} · {formatDateRange(locale, row.project.startsAt, row.project.endsAt)}
            </p>
            <p>{t(`projects.partnered.state.${row.state}`)}</p>
            {row.state === 'invited' ? (
              <DecisionButtons
                className="project-manage__actions"
                busy={busy === row.project.id}
                yes={{ label: t('projects.partner.accept'), onClick: () => void answer(row, 'accept'), testId: 'partnership-accept' }}
                no={{ label: t('projects.partner.decline'), onClick: () => void answer(row, 'decline') }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
