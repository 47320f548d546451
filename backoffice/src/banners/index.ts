import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { representBy } from '../components/localized';
import { pagesResource } from '../reference/resource';

/** `banners`: main and advertising banners of the home page (two menu entries, one resource). */
export default pagesResource(() => import('./BannerPages'), 'Banner', {
  icon: ViewCarouselIcon,
  recordRepresentation: representBy('title'),
});
