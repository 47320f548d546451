import { ActivityFormPage } from './parts/ActivityFormPage';

/** `/{locale}/profile/myvisit/create` and `/{locale}/profile/myvisit/edit/:id` (organizations). */
export default function VisitFormPage() {
  return <ActivityFormPage kind="visit" />;
}
