import RedeemIcon from '@mui/icons-material/Redeem';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./BonusPages');

/** `bonuses`: partners' and organizations' offers volunteers buy with points; moderators and admins decide them. */
const bonuses: ResourceDefinition = {
  list: lazyPage(pages, 'BonusList'),
  show: lazyPage(pages, 'BonusShow'),
  icon: RedeemIcon,
  recordRepresentation: (record) => record.titleRu ?? String(record.id),
};

export default bonuses;
