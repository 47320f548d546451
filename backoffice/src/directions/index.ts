import ExploreIcon from '@mui/icons-material/Explore';
import { representBy } from '../components/localized';
import { pagesResource } from '../reference/resource';

/** `directions`: the 17 themes (icon, colour, names). */
export default pagesResource(() => import('./DirectionPages'), 'Direction', {
  icon: ExploreIcon,
  recordRepresentation: representBy('name'),
});
