import { eventsApi } from '../api/events';
import { LoadError, Loading } from '../components/LoadState';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useLoad } from '../hooks/useLoad';
import { useI18n } from '../i18n';
import NotFoundPage from '../components/NotFoundPage';
import { useSession } from '../session/SessionProvider';
import { ActivityView } from './ActivityView';
import { activityUi, type ActivityUi } from './registry';
import { pagePerKind } from './pagePerKind';
import { useActivityId } from './useActivityId';
import './events.css';

/** `/{locale}/<kind's view page>/{id}`: loads the item from the kind's API collection and shows it. */
function ActivityPage({ entry }: { entry: ActivityUi }) {
  const id = useActivityId();
  const { locale, t } = useI18n();
  const { token, request } = useSession();
  const item = useLoad(
    (signal) => (id ? eventsApi.activity(request, entry.info.api, id, { signal }) : Promise.resolve(null)),
    `${locale}|${id}|${token ?? ''}`,
  );
  const notFound = !id || (item.status === 'ok' && !item.data) || (item.status === 'error' && item.errorStatus === 404);
  // The not-found page names the tab itself; a parent's effect would run after it and overwrite that.
  useDocumentTitle(item.data?.title ?? t(notFound ? 'notFound.title' : entry.texts.viewTitle));

  if (notFound) return <NotFoundPage />;
  if (item.status === 'error' && !item.data) return <LoadError onRetry={item.reload} />;
  if (!item.data) return <Loading />;
  return <ActivityView entry={entry} item={item.data} onChanged={item.reload} />;
}

/** The route's page of a kind. */
export const activityPage = pagePerKind((kind) => <ActivityPage entry={activityUi(kind)} />);
