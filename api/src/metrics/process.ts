import client from 'prom-client';

/** Process-wide metrics: Node's own (memory, event loop, GC) and mail failures (the mailer has no app). */
export const processRegistry = new client.Registry();
client.collectDefaultMetrics({ register: processRegistry });

/** Failed mail delivery attempts; `final="true"`: the mailer gave up and marked the message failed. */
export const mailFailures = new client.Counter({
  name: 'hashar_mail_failures_total',
  help: 'Failed mail delivery attempts (final="true": the last one, the message is marked failed)',
  labelNames: ['final'] as const,
  registers: [processRegistry],
});
