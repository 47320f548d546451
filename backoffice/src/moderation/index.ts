import { representBy } from '../components/localized';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';
import { MODERATION_QUEUES } from './registry';

const pages = () => import('./QueuePages');
const edit = () => import('./ModerationEdit');

/**
 * One react-admin resource per moderation queue of the registry (events, visit offers, …):
 * the one moderation list, show with Approve/Reject and admin edit (canAccess) for every kind.
 */
export const moderationResources: (ResourceDefinition & { name: string })[] = MODERATION_QUEUES.map((queue) => ({
  name: queue.resource,
  list: lazyPage(pages, 'QueueList'),
  show: lazyPage(pages, 'QueueShow'),
  edit: lazyPage(edit, 'QueueEdit'),
  icon: queue.icon,
  recordRepresentation: representBy('title'),
}));
