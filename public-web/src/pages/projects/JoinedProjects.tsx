import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ApplicationItem } from '../volunteer/ApplicationItem';
import { projectsApi } from './projectsApi';

/** The caller's applications to projects: state and verified hours, each linking to its project. */
export function JoinedProjects() {
  const { t, locale } = useI18n();
  const session = useSession();
  const loaded = useLoad((signal) => projectsApi.mine(session.request, signal), `${locale}|${session.token}`);
  const rows = loaded.data?.data.filter((r) => r.target.type === 'project') ?? null;
  if (loaded.status === 'error') return <LoadError onRetry={loaded.reload} />;
  if (!rows) return <Loading />;
  if (rows.length === 0)
    return (
      <Empty
        testId="joined-empty"
        action={
          <Link className="btn btn--primary" to={pagePath(locale, 'projects')}>
            {t('projects.joined.browse')}
          </Link>
        }
      >
        {t('projects.joined.empty')}
      </Empty>
    );
  return (
    <ul className="activity-list" data-testid="joined-projects">
      {rows.map((row) => (
        <ApplicationItem key={row.id} row={row} showHours />
      ))}
    </ul>
  );
}
