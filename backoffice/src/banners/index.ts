import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazyPage } from '../components/lazyPage';
import { representBy } from '../components/localized';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./BannerPages');

/** `banners`: main and advertising banners of the home page (two menu entries, one resource). */
const banners: ResourceDefinition = {
  list: lazyPage(pages, 'BannerList'),
  show: lazyPage(pages, 'BannerShow'),
  edit: lazyPage(pages, 'BannerEdit'),
  create: lazyPage(pages, 'BannerCreate'),
  icon: ViewCarouselIcon,
  recordRepresentation: representBy('title'),
};

export default banners;
