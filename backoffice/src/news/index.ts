import NewspaperIcon from '@mui/icons-material/Newspaper';
import { pagesResource } from '../reference/resource';

/** `news`: the platform's news (admins and news editors); bodies in the one rich-text format. */
export default pagesResource(() => import('./NewsPages'), 'News', {
  icon: NewspaperIcon,
  recordRepresentation: (record) => record.titleRu ?? String(record.id),
});
