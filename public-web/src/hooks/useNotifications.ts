import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../session/SessionProvider';

/** One notification as GET /api/notifications lists it (in the request's language). */
export interface NotificationItem {
  id: number;
  kind?: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationsResponse {
  data: NotificationItem[];
  unread: number;
  total?: number;
}

export interface Notifications {
  status: 'loading' | 'ok' | 'error';
  items: NotificationItem[];
  unread: number;
  reload(): void;
  markAllRead(): void;
}

/** The signed-in user's notifications: read when the session starts and again on `reload()`. */
export function useNotifications(): Notifications {
  const { token, request } = useSession();
  const [state, setState] = useState<Pick<Notifications, 'status' | 'items' | 'unread'>>({ status: 'loading', items: [], unread: 0 });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    request<NotificationsResponse>('/api/notifications?limit=20', { signal: controller.signal })
      .then((res) => setState({ status: 'ok', items: res.data ?? [], unread: res.unread ?? 0 }))
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error' }));
      });
    return () => controller.abort();
  }, [token, version]); // eslint-disable-line react-hooks/exhaustive-deps

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const markAllRead = useCallback(() => {
    const readAt = new Date().toISOString();
    setState((s) => ({ ...s, unread: 0, items: s.items.map((n) => (n.readAt ? n : { ...n, readAt })) }));
    request('/api/notifications/read', { method: 'POST' }).catch(() => setVersion((v) => v + 1));
  }, [request]);

  return { ...state, reload, markAllRead };
}
