import type { Sequelize, Transaction } from 'sequelize';
import type { Locale } from '@hashar/common';
import type { Mailer } from '../../mail/types';
import { NotFound } from '../../errors';
import { recordAudit } from '../audit';
import { accountByEmail, accountById } from './account';
import { accountLink, issueAccountToken } from './tokens';

type Recipient = { id: number; email: string; name: string };

/** Issues a recovery token and queues its letter (in `locale`) inside the caller's transaction. */
async function mailLink(
  ctx: { sequelize: Sequelize; mailer: Mailer; publicUrl: string },
  user: Recipient,
  locale: Locale,
  transaction: Transaction,
): Promise<void> {
  const token = await issueAccountToken(ctx.sequelize, user.id, 'recovery', transaction);
  const link = accountLink(ctx.publicUrl, locale, 'recovery', user.id, token);
  await ctx.mailer.send(
    { to: user.email, locale, template: 'recovery', userId: user.id, params: { name: user.name, link } },
    { transaction },
  );
}

/** Emails a fresh password-reset link to the account of this address, if there is a usable one. */
export async function sendRecoveryLink(
  email: string,
  ctx: { sequelize: Sequelize; mailer: Mailer; publicUrl: string; locale: Locale },
): Promise<void> {
  const user = await accountByEmail(ctx.sequelize, email);
  if (!user || user.isBlocked || user.deletedAt) return;
  await ctx.sequelize.transaction((transaction) => mailLink(ctx, user, ctx.locale, transaction));
}

/**
 * POST /api/admin/users/:id/reset-password: mails the account a recovery link, the link and the
 * letter in the user's language (not the admin's), audited; gives the address. 404 for an unknown account.
 */
export async function mailRecoveryLink(ctx: { sequelize: Sequelize; mailer: Mailer; publicUrl: string }, userId: number, adminId: number) {
  const user = await accountById(ctx.sequelize, userId);
  if (!user) throw NotFound();
  await ctx.sequelize.transaction(async (transaction) => {
    await mailLink(ctx, user, user.locale, transaction);
    await recordAudit({ userId: adminId, action: 'reset-password', resource: 'users', recordId: user.id }, transaction);
  });
  return user.email;
}
