import { representBy } from '../components/localized';
import RedeemIcon from '@mui/icons-material/Redeem';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./BonusPages');

/** `bonuses`: partners' and organizations' offers volunteers buy with points; moderators and admins decide them. */
const bonuses: ResourceDefinition = {
  list: lazyPage(pages, 'BonusList'),
  show: lazyPage(pages, 'BonusShow'),
  icon: RedeemIcon,
  recordRepresentation: representBy('title'),
};

export default bonuses;
