import { HttpError } from 'react-admin';
import { createHttpClient } from './httpClient';

describe('httpClient (fetchJson with the Bearer token, for the stock ra-data-simple-rest)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    const fetch = jest.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
    );
    global.fetch = fetch as unknown as typeof global.fetch;
    return fetch;
  }

  it('sends Authorization: Bearer and the UI language on every request', async () => {
    const fetch = answer(200, [{ id: 1 }], { 'Content-Range': 'regions 0-0/1' });
    const client = createHttpClient({ getToken: () => 'the.jwt.token', getLocale: () => 'uz' });
    const { json } = await client('/api/admin/regions?range=[0,24]');
    expect(json).toEqual([{ id: 1 }]);
    const headers = fetch.mock.calls[0]![1]!.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer the.jwt.token');
    expect(headers.get('Accept-Language')).toBe('uz');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetch = answer(200, {});
    await createHttpClient({ getToken: () => null, getLocale: () => 'ru' })('/api/admin/stats');
    expect((fetch.mock.calls[0]![1]!.headers as Headers).has('Authorization')).toBe(false);
  });

  it("turns the API's error body into react-admin's HttpError: msg as the message, field messages as body.errors", async () => {
    answer(400, { error: 'validation', msg: 'Проверьте поля', fields: { nameRu: 'Данное поле обязательно для заполнения' } });
    const client = createHttpClient({ getToken: () => 't', getLocale: () => 'ru' });
    const error = (await client('/api/admin/regions/1', { method: 'PUT', body: '{}' }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Проверьте поля');
    expect(error.body.errors).toEqual({ nameRu: 'Данное поле обязательно для заполнения' });
  });

  it('keeps an explicit errors object and shows a 409 message (user with activity)', async () => {
    answer(409, { error: 'conflict', msg: 'Заблокируйте пользователя вместо удаления' });
    const client = createHttpClient({ getToken: () => 't', getLocale: () => 'ru' });
    const error = (await client('/api/admin/users/5', { method: 'DELETE' }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(409);
    expect(error.message).toBe('Заблокируйте пользователя вместо удаления');
    expect(error.body.errors).toBeUndefined();
  });
});
