import { ActivityFormPage } from './parts/ActivityFormPage';

/** `/{locale}/profile/events/create` and `/{locale}/profile/events/edit/:id` (organizations). */
export default function EventFormPage() {
  return <ActivityFormPage kind="event" />;
}
