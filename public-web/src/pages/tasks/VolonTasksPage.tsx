import { MyTaskApplications } from './TasksProfilePage';

/** profile/volon/tasks: the pro bono volunteer's tasks (applied, chosen, results). */
export default function VolonTasksPage() {
  return <MyTaskApplications />;
}
