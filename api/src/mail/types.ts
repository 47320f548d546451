import type { Locale } from '@hashar/common';
import type { Transaction } from 'sequelize';

/** The emails the platform sends; each has a ru and an uz template (HTML + text). */
export type MailTemplate = 'activation' | 'recovery' | 'password_changed' | 'notification';

/** Parameters each template needs. */
export interface MailParams {
  activation: { name: string; link: string };
  recovery: { name: string; link: string };
  password_changed: { name: string };
  /** An in-app notification also sent by email (moderation decisions, applications, hours, organizer messages). */
  notification: { name: string; subject: string; body: string; link?: string; linkLabel?: string; actions?: MailLink[] };
}

/** A further link of a message, shown under its text (a reminder's map, its "can't come"). */
export interface MailLink {
  label: string;
  url: string;
}

export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  locale: Locale;
  template: T;
  params: MailParams[T];
  /** The account the message concerns, if any (kept with the message for support). */
  userId?: number;
}

/** Queues mail durably; sending happens in the background with retries. */
export interface Mailer {
  /**
   * Renders the message and stores it as queued — inside `transaction` when given, so the
   * message exists exactly when the caller's change commits — then hands it to the queue.
   */
  send<T extends MailTemplate>(request: MailRequest<T>, opts?: { transaction?: Transaction }): Promise<void>;
  /** Starts the background worker that delivers queued messages. */
  start(): Promise<void>;
  /** Stops the worker, letting a delivery in progress finish. */
  stop(): Promise<void>;
}

/** How the delivery queue retries and polls (defaults suit production; tests shorten them). */
export interface MailQueueOptions {
  /** Retries after the first attempt before a message is marked 'failed'. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay after each failure (with jitter). */
  retryBackoff: boolean;
  /** How often an idle worker asks the queue for work (pg-boss minimum 0.5). */
  pollingIntervalSeconds: number;
  /** Messages one worker delivers at once. */
  batchSize: number;
  /** How often queued messages without a job are looked for. */
  sweepIntervalMs: number;
  /** Age after which a queued message without a job counts as lost. */
  sweepAfterSeconds: number;
}
