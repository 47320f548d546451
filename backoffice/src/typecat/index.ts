import BadgeIcon from '@mui/icons-material/Badge';
import { referenceResource } from '../reference/resource';

/** `typecat`: volunteer types. */
export default referenceResource(BadgeIcon);
