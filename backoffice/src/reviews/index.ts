import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./ReviewPages');

/** `reviews`: reported ones first; moderators and admins hide or restore a review (audited, the author told when hidden). */
const reviews: ResourceDefinition = {
  list: lazyPage(pages, 'ReviewList'),
  show: lazyPage(pages, 'ReviewShow'),
  icon: RateReviewIcon,
};

export default reviews;
