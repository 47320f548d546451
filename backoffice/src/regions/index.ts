import PlaceIcon from '@mui/icons-material/Place';
import { representBy } from '../components/localized';
import { pagesResource } from '../reference/resource';

/** `regions`: the 14 regions of Uzbekistan (GET /api/cities on the public site), each with its districts. */
export default pagesResource(() => import('./RegionPages'), 'Region', { icon: PlaceIcon, recordRepresentation: representBy('name') });
