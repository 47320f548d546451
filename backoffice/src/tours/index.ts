import TourIcon from '@mui/icons-material/Tour';
import { lazyPage } from '../components/lazyPage';
import { representBy } from '../components/localized';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./TourPages');

/** `tours`: slides of the onboarding tour of the public site. */
const tours: ResourceDefinition = {
  list: lazyPage(pages, 'TourList'),
  show: lazyPage(pages, 'TourShow'),
  edit: lazyPage(pages, 'TourEdit'),
  create: lazyPage(pages, 'TourCreate'),
  icon: TourIcon,
  recordRepresentation: representBy('title'),
};

export default tours;
