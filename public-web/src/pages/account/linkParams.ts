/** The id and token of an emailed account link (`confirmation/{id}/{token}`, `recovery/{id}/{token}`). */
export interface AccountLink {
  id: number;
  token: string;
}

/**
 * The link's parameters when they can be valid: a positive integer id and a non-empty token of
 * sane length (the API's limits). Anything else is a broken link, told apart without a request.
 */
export function parseAccountLink(id: string | undefined, token: string | undefined): AccountLink | null {
  if (!id || !token || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2147483647) return null;
  if (token.length > 200 || token.trim() === '') return null;
  return { id: Number(id), token };
}
