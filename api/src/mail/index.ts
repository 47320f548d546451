/** The mail subsystem: templates, durable queue, delivery. */
export { createMailer } from './mailer';
export { render } from './templates';
export { listMessages } from './store';
