import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type MailMessage, type SentMessageInfo, type Transport, type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { findLinks } from './templates';

/** Header naming the stored message, so an outbox file can be matched to its row. */
export const MESSAGE_ID_HEADER = 'X-Hashar-Mail-Id';

/** A file name that sorts by time and is valid on every OS (no colons). */
function fileName(mail: MailMessage): string {
  const header = mail.message.getHeader(MESSAGE_ID_HEADER);
  const id = typeof header === 'string' && /^\d+$/.test(header) ? header : mail.message.messageId().replace(/\W/g, '');
  return `${new Date().toISOString().replace(/:/g, '-')}-${id}.eml`;
}

/**
 * Development transport: writes each message as an .eml file (opens in any mail client) and
 * logs recipient, subject and links, so a developer can follow an activation link without SMTP.
 */
export function createOutboxTransport(dir: string, logger: Logger): Transporter {
  const transport: Transport = {
    name: 'hashar-outbox',
    version: '1',
    send(mail, done) {
      const envelope = mail.message.getEnvelope();
      const messageId = mail.message.messageId();
      void (async () => {
        const raw = await mail.message.build();
        await fs.mkdir(dir, { recursive: true });
        const file = path.join(dir, fileName(mail));
        await fs.writeFile(file, raw);
        const text = typeof mail.data.text === 'string' ? mail.data.text : '';
        logger.info({ to: envelope.to, subject: mail.data.subject, links: findLinks(text), file }, 'mail written to the outbox');
        return file;
      })().then(
        (file) => done(null, { envelope, messageId, response: `saved ${file}` }),
        (err: Error) => done(err, { envelope, messageId } as SentMessageInfo),
      );
    },
  };
  return nodemailer.createTransport(transport);
}

/** SMTP when SMTP_URL is set, otherwise the outbox folder (loudly, if that happens in production). */
export function defaultTransport(config: Pick<Config, 'mail' | 'isProduction'>, logger: Logger): Transporter {
  if (config.mail.smtpUrl) return nodemailer.createTransport(config.mail.smtpUrl);
  if (config.isProduction)
    logger.warn({ outboxDir: config.mail.outboxDir }, 'SMTP_URL is not set: mail is only written to the outbox folder');
  return createOutboxTransport(config.mail.outboxDir, logger);
}
