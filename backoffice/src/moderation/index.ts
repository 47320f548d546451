import EventIcon from '@mui/icons-material/Event';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./ModerationPages');
const edit = () => import('./ModerationEdit');

/** A moderation queue: list, show with Approve/Reject; edit for admins (canAccess). */
const queue = (icon: ResourceDefinition['icon']): ResourceDefinition => ({
  list: lazyPage(pages, 'ModerationList'),
  show: lazyPage(pages, 'ModerationShow'),
  edit: lazyPage(edit, 'ModerationEdit'),
  icon,
  recordRepresentation: (record) => record.titleRu ?? String(record.id),
});

/** `events`: events waiting for (or past) moderation, at /api/admin/events. */
export const events = queue(EventIcon);
/** `visits`: visit options ("myvisit") in moderation, at /api/admin/visits. */
export const visits = queue(VolunteerActivismIcon);
