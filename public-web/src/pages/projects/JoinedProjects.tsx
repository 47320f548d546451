import { EmptyBrowse } from '../../components/EmptyBrowse';
import { LoadError, Loading } from '../../components/LoadState';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ApplicationItem } from '../volunteer/ApplicationItem';
import { projectsApi } from '../../api/projects';

/** The caller's applications to projects: state and verified hours, each linking to its project. */
export function JoinedProjects() {
  const { t, locale } = useI18n();
  const session = useSession();
  const loaded = useLoad((signal) => projectsApi.mine(session.request, signal), `${locale}|${session.token}`);
  const rows = loaded.data?.data ?? null;
  if (loaded.status === 'error') return <LoadError onRetry={loaded.reload} />;
  if (!rows) return <Loading />;
  if (rows.length === 0)
    return (
      <EmptyBrowse testId="joined-empty" page="projects" browse={t('projects.joined.browse')}>
        {t('projects.joined.empty')}
      </EmptyBrowse>
    );
  return (
    <ul className="activity-list" data-testid="joined-projects">
      {rows.map((row) => (
        <ApplicationItem key={row.id} row={row} showHours />
      ))}
    </ul>
  );
}
