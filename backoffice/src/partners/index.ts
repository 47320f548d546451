import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazyPage } from '../components/lazyPage';
import type { ResourceDefinition } from '../reference/resource';

const pages = () => import('./PartnerPages');

/** `partners`: logos and links of the public footer. */
const partners: ResourceDefinition = {
  list: lazyPage(pages, 'PartnerList'),
  show: lazyPage(pages, 'PartnerShow'),
  edit: lazyPage(pages, 'PartnerEdit'),
  create: lazyPage(pages, 'PartnerCreate'),
  icon: HandshakeIcon,
  recordRepresentation: 'name',
};

export default partners;
