import { representBy } from '../components/localized';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';
import { MODERATION_QUEUES } from './registry';

const pages = () => import('./ModerationPages');
const edit = () => import('./ModerationEdit');

/**
 * One react-admin resource per moderation queue of the registry (events, visit offers, …):
 * the same list, show with Approve/Reject and admin edit (canAccess) for every kind.
 */
export const moderationResources: (ResourceDefinition & { name: string })[] = MODERATION_QUEUES.map((queue) => ({
  name: queue.resource,
  list: lazyPage(pages, 'ModerationList'),
  show: lazyPage(pages, 'ModerationShow'),
  edit: lazyPage(edit, 'ModerationEdit'),
  icon: queue.icon,
  recordRepresentation: representBy('title'),
}));
