import { pageAfterLocale } from '@hashar/common';
import type { NotificationKind } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { notify, type NotifyDeps } from '../notify';
import type { Mailer } from '../../mail/types';
import { accountsOf, type Subject } from './subject';

/** What happened to a subject's verification. */
export type VerificationNotice = { kind: 'approved' } | { kind: 'rejected'; reason: string } | { kind: 'again' };

const KEYS = {
  approved: ['notice_verified_title', 'notice_verified_body'],
  rejected: ['notice_verification_rejected_title', 'notice_verification_rejected_body'],
  again: ['notice_verification_again_title', 'notice_verification_again_body'],
} as const;

/** A mailer for in-app-only notices (never asked to send). */
const NO_MAIL: Mailer = { send: async () => undefined, start: async () => undefined, stop: async () => undefined };

/** Tells the subject's accounts in-app, and by e-mail in their language when a mailer is given. */
export async function notifyVerification(
  deps: NotifyDeps | { sequelize: Sequelize },
  subject: Subject,
  notice: VerificationNotice,
  transaction: Transaction,
): Promise<void> {
  const [titleKey, bodyKey] = KEYS[notice.kind];
  const params: Record<string, string> = notice.kind === 'rejected' ? { reason: notice.reason } : {};
  const email = 'mailer' in deps;
  await notify(
    email ? deps : { sequelize: deps.sequelize, mailer: NO_MAIL, publicUrl: '' },
    {
      userIds: await accountsOf(deps.sequelize, subject, transaction),
      kind: `verification_${notice.kind}` satisfies NotificationKind,
      title: { key: titleKey },
      body: { key: bodyKey, params },
      page: pageAfterLocale(subject.type === 'user' ? 'profileInfoVolon' : 'profileInfoOrg'),
      email,
    },
    transaction,
  );
}
