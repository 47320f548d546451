import simpleRestProvider from 'ra-data-simple-rest';
import { createHttpClient } from './httpClient';

describe('the stock ra-data-simple-rest over our httpClient', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('lists with sort, range and filter, authenticated, and reads Content-Range', async () => {
    const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
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
