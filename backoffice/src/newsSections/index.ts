import TopicIcon from '@mui/icons-material/Topic';
import { representBy } from '../components/localized';
import { pagesResource } from '../reference/resource';

/** `news-sections`: the news rubrics (admins and news editors). */
export default pagesResource(() => import('./NewsSectionPages'), 'NewsSection', {
  icon: TopicIcon,
  recordRepresentation: representBy('name'),
});
