import CategoryIcon from '@mui/icons-material/Category';
import { referenceResource } from '../reference/resource';

/** `cattask`: categories of pro bono tasks. */
export default referenceResource(CategoryIcon);
