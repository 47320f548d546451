import { MyActivitiesPage } from './parts/MyActivitiesPage';

/** `/{locale}/profile/myvisit`: the organization's standing visit offers. */
export default function MyVisitsPage() {
  return <MyActivitiesPage kind="visit" />;
}
