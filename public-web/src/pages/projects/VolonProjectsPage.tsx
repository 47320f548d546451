import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { VolunteerOnly } from '../volunteer/VolunteerOnly';
import { JoinedProjects } from './JoinedProjects';
import './projects.css';

/** `/{locale}/profile/volon/projects`: the projects I take part in, with their states and verified hours. */
export default function VolonProjectsPage() {
  const { t } = useI18n();
  const title = t('volunteer.projects.title');
  useDocumentTitle(title);
  return (
    <VolunteerOnly title={title}>
      <section className="organizer">
        <h1>{title}</h1>
        <JoinedProjects />
      </section>
    </VolunteerOnly>
  );
}
