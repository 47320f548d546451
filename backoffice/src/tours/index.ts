import TourIcon from '@mui/icons-material/Tour';
import { representBy } from '../components/localized';
import { pagesResource } from '../reference/resource';

/** `tours`: slides of the tour on the home page, each shown within its period. */
export default pagesResource(() => import('./TourPages'), 'Tour', { icon: TourIcon, recordRepresentation: representBy('title') });
