/**
 * True only inside jest (NODE_ENV test and a jest worker): there the deliberately slow defences —
 * password hashing, the captcha's proof of work — take their smallest cost, so the suites' thousands
 * of accounts cost milliseconds. A running server never meets both conditions.
 */
export const INSIDE_JEST = process.env['NODE_ENV'] === 'test' && process.env['JEST_WORKER_ID'] !== undefined;
