/** Reading a list page's state from its query string: malformed values fall back to nothing chosen. */

/** A record id as a query value. */
export const QUERY_ID = /^[1-9]\d{0,8}$/;

/** `?name=` as an id, else null. */
export function idParam(params: URLSearchParams, name: string): number | null {
  const value = params.get(name) ?? '';
  return QUERY_ID.test(value) ? Number(value) : null;
}

/** `?page=`, 1 when missing or malformed. */
export const pageParam = (params: URLSearchParams): number => idParam(params, 'page') ?? 1;

/** `?name=` trimmed and cut to `max` characters ('' when missing). */
export const textParam = (params: URLSearchParams, name: string, max: number): string => (params.get(name) ?? '').trim().slice(0, max);

/** `?name=` when it is one of `choices`, else ''. */
export function choiceParam<T extends string>(params: URLSearchParams, name: string, choices: readonly T[]): T | '' {
  const value = params.get(name) as T;
  return choices.includes(value) ? value : '';
}
