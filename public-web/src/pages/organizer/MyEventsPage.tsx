import { MyActivitiesPage } from './parts/MyActivitiesPage';

/** `/{locale}/profile/events`: the organization's events with moderation states and actions. */
export default function MyEventsPage() {
  return <MyActivitiesPage kind="event" />;
}
