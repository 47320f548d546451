import MapIcon from '@mui/icons-material/Map';
import { representBy } from '../components/localized';
import { pagesResource } from '../reference/resource';

/** `districts`: Uzbekistan's districts and cities under their regions (GET /api/districts on the public site). */
export default pagesResource(() => import('./DistrictPages'), 'District', {
  icon: MapIcon,
  recordRepresentation: representBy('name'),
});
