import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./PartnerApplicationPages');

/** `partner-applications`: businesses asking to become partners (admins approve or reject with a reason). */
const partnerApplications: ResourceDefinition = {
  list: lazyPage(pages, 'PartnerApplicationList'),
  show: lazyPage(pages, 'PartnerApplicationShow'),
  icon: StorefrontIcon,
  recordRepresentation: 'companyName',
};

export default partnerApplications;
