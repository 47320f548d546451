import { isAllowed, pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { EmptyBrowse } from '../../components/EmptyBrowse';
import { LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { HiringSteps } from '../../activity/kinds/HiringSteps';
import { myActivitiesPage } from '../organizer/parts/MyActivitiesPage';
import { Pipeline } from './Pipeline';
import { vacanciesApi } from '../../api/vacancies';
import { useOwnerContext } from '../../activity/ownerContext';
import '../../activity/vacancies.css';

const MyVacancies = myActivitiesPage('vacancy');

/** An applicant's (volunteer's, trainee's) applications to vacancies and internships, each with its step. */
function MyVacancyApplications() {
  const { t, locale } = useI18n();
  const session = useSession();
  const title = t('vacancies.mine.title');
  useDocumentTitle(title);
  const loaded = useLoad((signal) => vacanciesApi.mine(session.request, signal), `${locale}|${session.token}`);
  const rows = loaded.data?.data ?? null;
  return (
    <section className="organizer" data-testid="my-vacancy-applications">
      <h1>{title}</h1>
      {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} /> : null}
      {!rows && loaded.status === 'loading' ? <Loading /> : null}
      {rows && rows.length === 0 ? (
        <EmptyBrowse page="vacancies" browse={t('vacancies.mine.browse')}>
          {t('vacancies.mine.empty')}
        </EmptyBrowse>
      ) : null}
      {rows && rows.length ? (
        <ul className="activity-list">
          {rows.map((row) => (
            <li key={row.id} className="my-application" data-testid="my-vacancy-application" data-state={row.state}>
              <h2 className="my-application__title">
                <Link to={pagePath(locale, 'vacancyView', { id: row.target.id })}>{row.target.title}</Link>
              </h2>
              <p className="muted">{row.target.organization.name}</p>
              <HiringSteps state={row.state} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** profile/vacancies: an organization's (in the sub-area: a group's) vacancies and the pipeline of each; an applicant's applications. */
export default function VacanciesProfilePage() {
  const session = useSession();
  const { groupId } = useOwnerContext();
  const { role } = session;
  if (role !== null && groupId === null && isAllowed({ role }, 'vacancy.apply')) return <MyVacancyApplications />;
  return (
    <>
      <MyVacancies />
      {session.role === 'organization' || groupId !== null ? <Pipeline /> : null}
    </>
  );
}
