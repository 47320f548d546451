import GroupsIcon from '@mui/icons-material/Groups';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./InitiativePages');

/** `initiatives`: volunteers' initiative groups; moderators and admins decide the queue, admins suspend and restore. */
const initiatives: ResourceDefinition = {
  list: lazyPage(pages, 'InitiativeList'),
  show: lazyPage(pages, 'InitiativeShow'),
  icon: GroupsIcon,
  recordRepresentation: 'nameRu',
};

export default initiatives;
