import { CRM_RESOURCES } from '@hashar/common';
import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import type { HttpClient } from './httpClient';

/** react-admin's name prefix of the organization CRM's resources (`crm/events` → /api/crm/events). */
const CRM_PREFIX = 'crm/';

/** Whether a react-admin resource name is one of the CRM's (common's CRM_RESOURCES). */
export function isCrmResource(resource: string): boolean {
  return resource.startsWith(CRM_PREFIX) && (CRM_RESOURCES as readonly string[]).includes(resource.slice(CRM_PREFIX.length));
}

/** A provider that is called with `crm/<name>` but asks the wrapped one for `<name>`. */
function withoutCrmPrefix(provider: DataProvider): DataProvider {
  return new Proxy(provider, {
    get(target, method) {
      const call = Reflect.get(target, method) as unknown;
      if (typeof call !== 'function') return call;
      return (resource: string, ...params: unknown[]) =>
        (call as (...args: unknown[]) => unknown).call(target, resource.slice(CRM_PREFIX.length), ...params);
    },
  });
}

/**
 * The stock ra-data-simple-rest twice, unmodified: the admin API at /api/admin and the
 * organization CRM at /api/crm, chosen by the resource name (`crm/*` → the CRM).
 */
export function createDataProvider(http: HttpClient): DataProvider {
  const admin = simpleRestProvider('/api/admin', http);
  const crm = withoutCrmPrefix(simpleRestProvider('/api/crm', http));
  return combineDataProviders((resource) => (isCrmResource(resource) ? crm : admin));
}
