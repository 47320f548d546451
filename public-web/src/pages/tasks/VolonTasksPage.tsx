import { PageAccess } from '../../session/PageAccess';
import { MyTaskApplications } from './TasksProfilePage';

/** profile/volon/tasks: the pro bono volunteer's tasks (applied, chosen, results); "no access" for any other account. */
export default function VolonTasksPage() {
  return (
    <PageAccess page="volonTasks">
      <MyTaskApplications />
    </PageAccess>
  );
}
