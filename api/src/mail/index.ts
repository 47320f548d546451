/** The mail subsystem: templates, durable queue, delivery. */
export { createMailer, MAIL_QUEUE, BOSS_SCHEMA, type MailerOptions } from './mailer';
export { render, type RenderedMail } from './templates';
export { listMessages, type MailRow, type MailStatus } from './store';
export type { Mailer, MailParams, MailQueueOptions, MailRequest, MailTemplate } from './types';
