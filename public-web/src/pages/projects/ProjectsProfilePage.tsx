import { isAllowed, pagePath, type Role } from '@hashar/common';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { myActivitiesPage } from '../organizer/parts/MyActivitiesPage';
import { mayOwn, OrganizationsOnly } from '../organizer/parts/OrganizationsOnly';
import { useOwnerContext } from '../../activity/ownerContext';
import { JoinedProjects } from './JoinedProjects';
import { PartneredProjects } from './PartneredProjects';
import { ProjectManage } from './ProjectManage';
import '../../activity/events.css';
import './projects.css';

const MyProjects = myActivitiesPage('project');

type Tab = 'owned' | 'partnered' | 'joined';

/** The tabs a role has: owned (owners), partnered (organizations), joined (volunteers and trainees); a group's sub-area: owned. */
function tabsOf(role: Role | null, groupId: number | null): Tab[] {
  if (groupId !== null) return mayOwn('project', role, groupId) ? ['owned'] : [];
  const tabs: Tab[] = [];
  if (mayOwn('project', role)) tabs.push('owned');
  if (role !== null && isAllowed({ role }, 'project.partner')) tabs.push('partnered');
  if (role !== null && isAllowed({ role }, 'project.apply')) tabs.push('joined');
  return tabs;
}

/** profile/projects: my projects (owned, with participants and partners), partnerships, projects I joined — as tabs. */
export default function ProjectsProfilePage() {
  const { t, locale } = useI18n();
  const { role } = useSession();
  const { groupId } = useOwnerContext();
  const [params] = useSearchParams();
  const title = t('projects.profile.title');
  useDocumentTitle(title);
  const tabs = tabsOf(role, groupId);
  if (tabs.length === 0) return <OrganizationsOnly kind="project" />;
  const asked = params.get('tab') as Tab | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0]!;
  const own = pagePath(locale, 'profileProjects');
  return (
    <div data-testid="projects-profile">
      {tabs.length > 1 ? (
        <nav className="tabs organizer" aria-label={t('projects.tabs')}>
          {tabs.map((name) => (
            <Link
              key={name}
              className="tabs__tab"
              to={`${own}?tab=${name}`}
              aria-current={tab === name ? 'page' : undefined}
              data-testid={`projects-tab-${name}`}
            >
              {t(`projects.tab.${name}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      {tab === 'owned' ? (
        <>
          <MyProjects />
          <div className="organizer">
            <ProjectManage />
          </div>
        </>
      ) : (
        <section className="organizer">
          <h1>{t(`projects.tab.${tab}`)}</h1>
          {tab === 'partnered' ? <PartneredProjects /> : <JoinedProjects />}
        </section>
      )}
    </div>
  );
}
