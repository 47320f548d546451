import { fetchUtils, HttpError } from 'react-admin';

/** What the API answers on failure (DESIGN.md §5), plus react-admin's `errors`. */
interface ErrorBody {
  error?: string;
  msg?: string;
  message?: string;
  fields?: Record<string, string>;
  errors?: Record<string, string>;
}

export interface HttpClientDeps {
  /** The live access token, or null. */
  getToken(): string | null;
  /** The UI language, so the server's messages come in it. */
  getLocale(): string;
}

/**
 * The documented way to authenticate ra-data-simple-rest: `fetchUtils.fetchJson` with the
 * Bearer header. On failure it rethrows with the server's `msg` as the message (fetchJson
 * looks for `message`), and exposes per-field messages as `body.errors`, which react-admin's
 * forms put on the inputs.
 */
export function createHttpClient({ getToken, getLocale }: HttpClientDeps) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set('Accept-Language', getLocale());
    const token = getToken();
    try {
      return await fetchUtils.fetchJson(url, {
        ...options,
        headers,
        user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
      });
    } catch (error) {
      throw withServerMessage(error);
    }
  };
}

/** The HttpError fetchJson threw, with the API's message and field errors where react-admin reads them. */
function withServerMessage(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? undefined) as ErrorBody | undefined;
  if (!body || typeof body !== 'object') return error;
  const fieldErrors = body.errors ?? body.fields;
  const message = body.msg ?? body.message ?? error.message;
  return new HttpError(message, error.status, fieldErrors ? { ...body, errors: fieldErrors } : body);
}

export type HttpClient = ReturnType<typeof createHttpClient>;
