import type { ActivityKind } from '@hashar/common';
import type { ComponentType } from 'react';
import { eventsApi } from '../api/events';
import { LoadError, Loading } from '../components/LoadState';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useLoad } from '../hooks/useLoad';
import { useI18n } from '../i18n';
import NotFoundPage from '../pages/NotFoundPage';
import { useSession } from '../session/SessionProvider';
import { ActivityView } from './ActivityView';
import { activityUi, type ActivityUi } from './registry';
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

const pages = new Map<ActivityKind, ComponentType>();

/** The route's page of a kind (one component per kind, so React keeps it across renders). */
export function activityPage(kind: ActivityKind): ComponentType {
  let page = pages.get(kind);
  if (!page) {
    const entry = activityUi(kind);
    page = function KindActivityPage() {
      return <ActivityPage entry={entry} />;
    };
    pages.set(kind, page);
  }
  return page;
}
