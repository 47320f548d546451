import type { AnalyticsDto, CourseStatsResponse, CrmDashboard, HealthResponse, ShiftCheckinCode } from '@hashar/common';
import type { DataProvider, Identifier } from 'react-admin';
import { session } from './auth';
import { createDataProvider } from './combinedProvider';
import type { AdminStats } from './dashboard/stats';
import { createHttpClient, type HttpClient } from './httpClient';
import { i18nProvider } from './i18n';
import type { Person } from './users/person';

/** fetchJson with the Bearer token and the UI language; also used for uploads and actions. */
export const httpClient = createHttpClient({
  getToken: () => session.getToken(),
  getLocale: () => i18nProvider.getLocale(),
});

/** A plain fetch with the Bearer token and the UI language (files: not JSON). */
function authorizedFetch(url: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': i18nProvider.getLocale() };
  const token = session.getToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  return fetch(url, { headers, signal });
}

/** A name in both languages, as the public lists (regions, directions) give it. */
type PublicListItem = { id: number; nameRu: string; nameUz: string | null; color?: string };

const id = (value: Identifier) => encodeURIComponent(String(value));

/** The reads that are no resource's list or record: one method each, read through `useCustomQuery`. */
function customMethods(http: HttpClient, authorizedFetch: (url: string, signal?: AbortSignal) => Promise<Response>) {
  const json = async <T>(url: string) => (await http(url)).json as T;
  return {
    /** The dashboard's numbers (GET /api/admin/stats). */
    getStats: () => json<AdminStats>('/api/admin/stats'),
    /** Everything a moderator checks about a person (GET /api/admin/users/:id/profile). */
    getPersonProfile: (userId: Identifier) => json<Person>(`/api/admin/users/${id(userId)}/profile`),
    /** The CRM's home: the organization and its figures (GET /api/crm/dashboard). */
    getCrmDashboard: () => json<CrmDashboard>('/api/crm/dashboard'),
    /** The organization's figures by month and direction (GET /api/crm/analytics). */
    getCrmAnalytics: async () => (await json<{ data: AnalyticsDto }>('/api/crm/analytics')).data,
    /** A course's figures (GET /api/admin/courses/:id/stats). */
    getCourseStats: async (courseId: Identifier) => (await json<CourseStatsResponse>(`/api/admin/courses/${id(courseId)}/stats`)).data,
    /** The check-in code of a shift (GET /api/crm/sessions/:id/checkin-code). */
    getShiftCheckinCode: (sessionId: Identifier) => json<ShiftCheckinCode>(`/api/crm/sessions/${id(sessionId)}/checkin-code`),
    /** Whether the API and its database are up (GET /api/health): 'ok' or 'error', never a failure. */
    getHealth: async (signal?: AbortSignal): Promise<'ok' | 'error'> => {
      try {
        const response = await fetch('/api/health', { headers: { Accept: 'application/json' }, signal });
        const body = response.ok ? ((await response.json()) as HealthResponse) : undefined;
        return body?.status === 'ok' && body.db === 'up' ? 'ok' : 'error';
      } catch {
        return 'error';
      }
    },
    /** A private file (an /api/admin/... address answering it inline) as a Blob: the Bearer token goes with it. */
    getPrivateFile: async (url: string, signal?: AbortSignal) => {
      const response = await authorizedFetch(url, signal);
      if (!response.ok) throw new Error(String(response.status));
      return response.blob();
    },
    /** A public list of the API (regions, directions): what the public site shows. */
    getPublicList: async (url: string) => (await json<{ data?: PublicListItem[] }>(url)).data ?? [],
  };
}

export type HasharDataProvider = DataProvider & ReturnType<typeof customMethods>;

/** The stock provider, its methods untouched, with the custom ones beside them. */
function withCustomMethods(provider: DataProvider, custom: ReturnType<typeof customMethods>): HasharDataProvider {
  return new Proxy(provider, {
    get: (target, name, receiver) =>
      typeof name === 'string' && name in custom ? custom[name as keyof typeof custom] : Reflect.get(target, name, receiver),
  }) as HasharDataProvider;
}

/** The back office's data provider (contract: DESIGN.md §5). */
export const dataProvider = withCustomMethods(createDataProvider(httpClient), customMethods(httpClient, authorizedFetch));
