import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./UserPages');

/** `users`: accounts (role, activation, verification, block, password reset); created by sign-up only. */
const users: ResourceDefinition = {
  list: lazyPage(pages, 'UserList'),
  show: lazyPage(pages, 'UserShow'),
  edit: lazyPage(pages, 'UserEdit'),
  icon: PeopleIcon,
  recordRepresentation: (record) => record.name || record.email,
};

export default users;
