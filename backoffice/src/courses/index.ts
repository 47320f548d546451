import SchoolIcon from '@mui/icons-material/School';
import { lazyPage } from '../components/lazyPage';
import { representBy } from '../components/localized';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./CoursePages');
const form = () => import('./CourseForm');

/** `courses`: the academy's courses of every author; moderators and admins decide them, admins write the platform's. */
const courses: ResourceDefinition = {
  list: lazyPage(pages, 'CourseList'),
  show: lazyPage(pages, 'CourseShow'),
  edit: lazyPage(form, 'CourseEdit'),
  create: lazyPage(form, 'CourseCreate'),
  icon: SchoolIcon,
  recordRepresentation: representBy('title'),
};

export default courses;
