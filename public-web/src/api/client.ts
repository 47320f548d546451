import type { ApiErrorBody, Locale } from '@hashar/common';

/** A failed API call: HTTP status (0 when the server was not reached) and the error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  /** Parsed response body, whatever its shape (e.g. 503 from /api/health). */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

export interface ApiRequestOptions {
  /** Sent as Accept-Language so the server answers messages in the page's language. */
  locale: Locale;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** DESIGN.md §5 errors carry a code; the spec's account calls answer {error: 1, msg}. */
function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: unknown } | null)?.error;
  return typeof value === 'object' && value !== null && (typeof error === 'string' || error === 1);
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Calls the same-origin JSON API and returns the parsed body, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const { locale, method = 'GET', body, signal, headers } = options;
  const init: RequestInit = {
    method,
    signal,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': locale,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }

  const data = await readJson(response);
  if (response.ok) return data as T;
  if (isErrorBody(data)) {
    const code = String(data.error) === '1' ? `http_${response.status}` : data.error;
    throw new ApiError(response.status, code, data.msg ?? code, data.fields ?? {}, data);
  }
  throw new ApiError(response.status, `http_${response.status}`, response.statusText || `HTTP ${response.status}`, {}, data);
}

/** GET shorthand. */
export function apiGet<T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

/** Adds `group=<id>` to an address (null: unchanged). */
export function withGroup(path: string, groupId: number | null): string {
  if (groupId === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}group=${groupId}`;
}
