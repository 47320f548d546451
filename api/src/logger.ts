import pino, { type Logger } from 'pino';
import { SENSITIVE_VOLUNTEER_FIELDS } from '@hashar/common';

/** Never in a log line: credentials, and a volunteer's sensitive fields wherever an object carrying them is logged. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.passwordHash',
  ...SENSITIVE_VOLUNTEER_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** The process logger; request loggers are children carrying the request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'hashar' },
    redact: { paths: REDACT_PATHS, remove: true },
  });
}

export type { Logger };
