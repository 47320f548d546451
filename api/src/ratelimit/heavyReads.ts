import type { RequestHandler } from 'express';
import { overloaded } from '../errors';

export interface HeavyReadsOptions {
  /** Heavy reads running at once (each holds a database connection); the rest of the pool stays free for cheap calls and writes. */
  atOnce: number;
  /** How long a heavy read may wait for its turn before it is answered 503 + Retry-After. */
  waitMs: number;
  /**
   * Most heavy reads waiting; one more is answered 503 at once (default 2 × atOnce). A page's burst
   * of calls fits; a queue always full means more is asked than the process answers.
   */
  maxWaiting?: number;
}

/**
 * The lane of the expensive reads (uncached lists, search, the home page's sections, analytics):
 * at most `atOnce` run together; the next ones wait in order, at most `waitMs` and never more
 * than `maxWaiting` of them, else they are answered 503 + Retry-After at once instead of holding
 * the caller for seconds. Cheap calls (reference lists, one record, writes) never enter it, so
 * under load they still find a free database connection. A turn ends when the answer is sent or
 * the caller goes away.
 */
export function heavyReads({ atOnce, waitMs, maxWaiting = atOnce * 2 }: HeavyReadsOptions): RequestHandler {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return function heavyRead(_req, res, next) {
    const start = () => {
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        release();
      };
      res.once('finish', end);
      res.once('close', end);
      next();
    };
    if (running < atOnce) {
      running++;
      return start();
    }
    if (waiting.length >= maxWaiting) return next(overloaded());
    const turn = () => {
      clearTimeout(timer);
      if (res.writableEnded || res.destroyed) return release();
      start();
    };
    const timer = setTimeout(() => {
      const at = waiting.indexOf(turn);
      if (at >= 0) waiting.splice(at, 1);
      if (!res.destroyed) next(overloaded());
    }, waitMs);
    waiting.push(turn);
  };
}
