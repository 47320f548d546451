import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./AuditPages');

/** `audit`: every change an admin made (who, what, when, before/after); read-only. */
const audit: ResourceDefinition = {
  list: lazyPage(pages, 'AuditList'),
  show: lazyPage(pages, 'AuditShow'),
  icon: HistoryIcon,
};

export default audit;
