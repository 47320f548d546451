import HandshakeIcon from '@mui/icons-material/Handshake';
import { pagesResource } from '../reference/resource';

/** `partners`: logos and links of the public footer. */
export default pagesResource(() => import('./PartnerPages'), 'Partner', { icon: HandshakeIcon, recordRepresentation: 'name' });
