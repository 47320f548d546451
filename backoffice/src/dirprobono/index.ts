import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { referenceResource } from '../reference/resource';

/** `dirprobono`: areas a pro bono volunteer picks (up to three). */
export default referenceResource(VolunteerActivismIcon);
