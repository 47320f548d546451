import { CRM_RESOURCES } from '@hashar/common';
import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider, type GetListParams, type GetListResult } from 'react-admin';
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
 * A list whose count stopped at the API's cap (common's BACK_OFFICE_COUNT_CAP) answers
 * `Content-Range: <resource> 0-24/*`, which ra-data-simple-rest reads as a total of NaN: such a page
 * has no total but says whether another follows, and react-admin pages on with "next" alone
 * ("1–25 of more than 25").
 */
function uncountedPage(result: GetListResult, params: Pick<GetListParams, 'pagination'>): GetListResult {
  if (!Number.isNaN(result.total)) return result;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  return { data: result.data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: result.data.length >= perPage } };
}

/** The provider with uncounted pages of its lists read as uncountedPage says. */
function withUncountedPages(provider: DataProvider): DataProvider {
  return {
    ...provider,
    getList: async (resource, params) => uncountedPage(await provider.getList(resource, params), params),
    getManyReference: async (resource, params) => uncountedPage(await provider.getManyReference(resource, params), params),
  };
}

/**
 * The stock ra-data-simple-rest twice: the admin API at /api/admin and the organization CRM at
 * /api/crm, chosen by the resource name (`crm/*` → the CRM), each reading an uncounted page's total.
 */
export function createDataProvider(http: HttpClient): DataProvider {
  const admin = withUncountedPages(simpleRestProvider('/api/admin', http));
  const crm = withoutCrmPrefix(withUncountedPages(simpleRestProvider('/api/crm', http)));
  return combineDataProviders((resource) => (isCrmResource(resource) ? crm : admin));
}
