import simpleRestProvider from 'ra-data-simple-rest';
import { createHttpClient } from './httpClient';
import { createDataProvider, isCrmResource } from './combinedProvider';

describe('the stock ra-data-simple-rest over our httpClient', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('lists with sort, range and filter, authenticated, and reads Content-Range', async () => {
    const fetch = jest.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify([{ id: 3, email: 'a@b.uz' }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Content-Range': 'users 0-0/41' },
        }),
    );
    global.fetch = fetch as unknown as typeof global.fetch;
    const provider = simpleRestProvider('/api/admin', createHttpClient({ getToken: () => 'jwt', getLocale: () => 'ru' }));
    const result = await provider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'ali', role: 'volon' },
    });
    expect(result).toEqual({ data: [{ id: 3, email: 'a@b.uz' }], total: 41 });
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/admin/users');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'ali', role: 'volon' });
    expect((fetch.mock.calls[0]![1]!.headers as Headers).get('Authorization')).toBe('Bearer jwt');
  });
});

describe('the back office data provider: a list counted past its cap', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const answering = (contentRange: string, rows: number) => {
    global.fetch = (async () =>
      new Response(JSON.stringify(Array.from({ length: rows }, (_, i) => ({ id: i + 1 }))), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': contentRange },
      })) as unknown as typeof global.fetch;
    return createDataProvider(createHttpClient({ getToken: () => 'jwt', getLocale: () => 'ru' }));
  };
  const params = (page: number) => ({ pagination: { page, perPage: 2 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} });

  it('has no total but says whether a next page follows (Content-Range total *)', async () => {
    expect(await answering('users 2-3/*', 2).getList('users', params(2))).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      pageInfo: { hasPreviousPage: true, hasNextPage: true },
    });
    expect(await answering('crm/applications 0-0/*', 1).getList('crm/applications', params(1))).toEqual({
      data: [{ id: 1 }],
      pageInfo: { hasPreviousPage: false, hasNextPage: false },
    });
    expect(await answering('users 0-1/41', 2).getList('users', params(1))).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 41 });
  });
});

describe('the back office data provider: crm/* goes to /api/crm, the rest to /api/admin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  /** A fetch that records the URLs it is asked for and answers an empty page or the body sent. */
  function recordingFetch() {
    const urls: string[] = [];
    const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      urls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      const body = init?.body
        ? String(init.body)
        : JSON.stringify(url.search.includes('range') || url.search.includes('filter') ? [] : { id: 5 });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/0' } });
    });
    global.fetch = fetch as unknown as typeof global.fetch;
    return { urls, provider: createDataProvider(createHttpClient({ getToken: () => 'jwt', getLocale: () => 'uz' })) };
  }

  const list = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

  it('lists the CRM resources under /api/crm with the prefix stripped', async () => {
    const { urls, provider } = recordingFetch();
    await provider.getList('crm/events', list);
    await provider.getList('crm/applications', { ...list, filter: { eventId: 4, sessionId: 9, state: 'pending' } });
    await provider.getOne('crm/events', { id: 5 });
    await provider.getManyReference('crm/sessions', { ...list, target: 'eventId', id: 4 });
    expect(urls.map((u) => u.split('?')[0])).toEqual([
      'GET /api/crm/events',
      'GET /api/crm/applications',
      'GET /api/crm/events/5',
      'GET /api/crm/sessions',
    ]);
    const filter = new URL(`http://x${urls[1]!.slice(4)}`).searchParams.get('filter');
    expect(JSON.parse(filter!)).toEqual({ eventId: 4, sessionId: 9, state: 'pending' });
    const byEvent = new URL(`http://x${urls[3]!.slice(4)}`).searchParams.get('filter');
    expect(JSON.parse(byEvent!)).toEqual({ eventId: 4 });
  });

  it('keeps every other resource (moderation queues included) on /api/admin', async () => {
    const { urls, provider } = recordingFetch();
    await provider.getList('events', { ...list, filter: { moderation: 'moderation' } });
    await provider.getOne('visits', { id: 5 });
    await provider.update('events', { id: 5, data: { id: 5, titleRu: 'Субботник' }, previousData: { id: 5 } });
    await provider.getList('users', list);
    expect(urls.map((u) => u.split('?')[0])).toEqual([
      'GET /api/admin/events',
      'GET /api/admin/visits/5',
      'PUT /api/admin/events/5',
      'GET /api/admin/users',
    ]);
  });

  it('does not treat unknown crm/ names as CRM resources', () => {
    expect(isCrmResource('crm/events')).toBe(true);
    expect(isCrmResource('crm/applications')).toBe(true);
    expect(isCrmResource('crm/users')).toBe(false);
    expect(isCrmResource('events')).toBe(false);
  });
});
