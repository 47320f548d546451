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
  /** Marks one notification read (at once on screen; reloaded if the server refuses). */
  markRead(id: number): void;
}

const POLL_MS = 60_000;

/** The signed-in user's notifications: read when the session starts, every minute, and on `reload()`. */
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

  // New notifications arrive while the page stays open: look again every minute the tab is visible.
  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => document.visibilityState === 'visible' && reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [token, reload]);

  const markAllRead = useCallback(() => {
    const readAt = new Date().toISOString();
    setState((s) => ({ ...s, unread: 0, items: s.items.map((n) => (n.readAt ? n : { ...n, readAt })) }));
    request('/api/notifications/read', { method: 'POST' }).catch(() => setVersion((v) => v + 1));
  }, [request]);

  const markRead = useCallback(
    (id: number) => {
      const readAt = new Date().toISOString();
      setState((s) =>
        s.items.some((n) => n.id === id && !n.readAt)
          ? { ...s, unread: Math.max(0, s.unread - 1), items: s.items.map((n) => (n.id === id ? { ...n, readAt } : n)) }
          : s,
      );
      request(`/api/notifications/${id}/read`, { method: 'POST' }).catch(() => setVersion((v) => v + 1));
    },
    [request],
  );

  return { ...state, reload, markAllRead, markRead };
}
