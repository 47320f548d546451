import PlaceIcon from '@mui/icons-material/Place';
import { referenceResource } from '../reference/resource';

/** `regions`: the 14 regions of Uzbekistan (GET /api/cities on the public site). */
export default referenceResource(PlaceIcon);
