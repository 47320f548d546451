import pino, { type Logger } from 'pino';

/** The process logger; request loggers are children carrying the request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'hashar' },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'], remove: true },
  });
}

export type { Logger };
