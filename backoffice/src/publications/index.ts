import { representBy } from '../components/localized';
import ArticleIcon from '@mui/icons-material/Article';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./PublicationPages');

/** `publications`: stories and missing notices by users, organizations and groups; moderators and admins decide them. */
const publications: ResourceDefinition = {
  list: lazyPage(pages, 'PublicationList'),
  show: lazyPage(pages, 'PublicationShow'),
  icon: ArticleIcon,
  recordRepresentation: representBy('title'),
};

export default publications;
