import TourIcon from '@mui/icons-material/Tour';
import { representBy } from '../components/localized';
import { pagesResource } from '../reference/resource';

/** `tours`: slides of the onboarding tour of the public site. */
export default pagesResource(() => import('./TourPages'), 'Tour', { icon: TourIcon, recordRepresentation: representBy('title') });
