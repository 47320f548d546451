import { ApiError, apiGet, apiRequest } from './client';
import { fetchApiHealth } from './health';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends Accept-Language with the page locale and returns the JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [{ id: 1, nameRu: 'Ташкент', nameUz: 'Toshkent' }] }));

    const body = await apiGet<{ data: unknown[] }>('/api/cities', { locale: 'uz' });

    expect(body.data).toHaveLength(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cities');
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'uz', Accept: 'application/json' });
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 3 }));
    await apiRequest('/api/things', { locale: 'ru', method: 'POST', body: { a: 1 } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('turns an error body {error,msg,fields} into an ApiError', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: 'validation', msg: 'Проверьте поля', fields: { email: 'Данное поле обязательно для заполнения' } }),
    );

    const error = await apiGet('/api/x', { locale: 'ru' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Проверьте поля',
      fields: { email: 'Данное поле обязательно для заполнения' },
    });
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/x', { locale: 'ru' })).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('reports health ok only when the API and the database are up', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: 'ok', db: 'up' }));
    await expect(fetchApiHealth('ru')).resolves.toBe('ok');

    fetchMock.mockResolvedValueOnce(jsonResponse(503, { status: 'error', db: 'down' }));
    await expect(fetchApiHealth('ru')).resolves.toBe('error');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchApiHealth('ru')).resolves.toBe('error');
  });
});
