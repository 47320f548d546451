import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./VerificationPages');

/** `verifications`: the queue of volunteers and organizations asking to be verified (admins and moderators). */
const verifications: ResourceDefinition = {
  list: lazyPage(pages, 'VerificationList'),
  show: lazyPage(pages, 'VerificationShow'),
  icon: VerifiedUserIcon,
  recordRepresentation: 'name',
};

export default verifications;
