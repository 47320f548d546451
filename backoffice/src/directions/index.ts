import ExploreIcon from '@mui/icons-material/Explore';
import { lazyPage } from '../components/lazyPage';
import { representBy } from '../components/localized';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./DirectionPages');

/** `directions`: the 17 themes (icon, colour, names). */
const directions: ResourceDefinition = {
  list: lazyPage(pages, 'DirectionList'),
  show: lazyPage(pages, 'DirectionShow'),
  edit: lazyPage(pages, 'DirectionEdit'),
  create: lazyPage(pages, 'DirectionCreate'),
  icon: ExploreIcon,
  recordRepresentation: representBy('name'),
};

export default directions;
