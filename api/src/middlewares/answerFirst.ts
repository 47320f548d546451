import type { Request, Response } from 'express';

/** Work started after its request was answered and not finished yet. */
const pending = new Set<Promise<void>>();

/**
 * Sends the answer, then does the work: for answers that must not tell by their timing
 * whether there was anything to do, e.g. whether an email has an account. A failure is logged,
 * since nobody is waiting for it.
 */
export function answerThenRun(req: Request, res: Response, body: unknown, work: () => Promise<unknown>): void {
  res.json(body);
  const task: Promise<void> = work()
    .then(() => undefined)
    .catch((err: unknown) => req.log.error({ err }, 'work after the answer failed'))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once the work started after answers so far is done (shutdown, and the development mailbox). */
export async function workAfterAnswers(): Promise<void> {
  await Promise.all([...pending]);
}
