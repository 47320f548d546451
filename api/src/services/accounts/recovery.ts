import type { Sequelize } from 'sequelize';
import type { Locale } from '@hashar/common';
import type { Mailer } from '../../mail/types';
import { User } from '../../models';
import { accountLink, issueAccountToken } from './tokens';

/** Emails a fresh password-reset link to the account of this address, if there is a usable one. */
export async function sendRecoveryLink(
  email: string,
  ctx: { sequelize: Sequelize; mailer: Mailer; publicUrl: string; locale: Locale },
): Promise<void> {
  const user = await User.findByEmail(email);
  if (!user || user.isBlocked || user.deletedAt) return;
  await ctx.sequelize.transaction(async (transaction) => {
    const token = await issueAccountToken(user.id, 'recovery', transaction);
    const link = accountLink(ctx.publicUrl, ctx.locale, 'recovery', user.id, token);
    await ctx.mailer.send(
      { to: user.email, locale: ctx.locale, template: 'recovery', userId: user.id, params: { name: user.name, link } },
      { transaction },
    );
  });
}
