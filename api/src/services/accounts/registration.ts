import crypto from 'node:crypto';
import { UniqueConstraintError, type Sequelize } from 'sequelize';
import { ROLE_OF_KIND, validationMessage, type Locale, type RegistrationRequest } from '@hashar/common';
import { HttpError, Validation } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail/types';
import {
  BusinessProfile,
  Organization,
  OrganizationProfile,
  OrganizationStaff,
  TraineeProfile,
  User,
  VolunteerProfile,
} from '../../models';
import { emailInUse } from './account';
import { accountLink, consumeAccountToken, issueAccountToken } from './tokens';
import { exec, run } from '../../lists';

export interface RegistrationContext {
  sequelize: Sequelize;
  mailer: Mailer;
  publicUrl: string;
  locale: Locale;
}

/** A short code friends sign up with (unambiguous letters and digits). */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Checks the references a form names (region, pro bono directions, referral code) exist. */
async function checkReferences(input: RegistrationRequest, ctx: RegistrationContext): Promise<number | null> {
  const fields: Record<string, string> = {};
  const [region] = await run<{ id: number }>(ctx.sequelize, 'SELECT id FROM regions WHERE id = $1 AND is_active', [input.regionId]);
  if (!region) fields['regionId'] = validationMessage(ctx.locale, 'region');
  if (input.type === 'probono') {
    const ids = input.probonoDirections ?? [];
    const [row] = await run<{ n: string }>(
      ctx.sequelize,
      'SELECT count(*) AS n FROM probono_directions WHERE id = ANY($1::int[]) AND is_active',
      [ids],
    );
    if (Number(row?.n) !== new Set(ids).size) fields['probonoDirections'] = validationMessage(ctx.locale, 'probonoUnknown');
  }
  let referrerId: number | null = null;
  if (input.referralCode) {
    const [referrer] = await run<{ id: number }>(ctx.sequelize, 'SELECT id FROM users WHERE referral_code = $1', [
      input.referralCode.toUpperCase(),
    ]);
    if (!referrer) fields['referralCode'] = validationMessage(ctx.locale, 'referral');
    referrerId = referrer?.id ?? null;
  }
  if (Object.keys(fields).length) throw Validation(fields);
  return referrerId;
}

/** The 409 for a taken email, with the spec's message on the field and as the summary. */
function emailTaken(locale: Locale): HttpError {
  const text = validationMessage(locale, 'emailTaken');
  return new HttpError(409, 'conflict', 'email_taken', {}, { username: text });
}

/**
 * Creates an inactive account with the profile of its kind and emails the activation link,
 * all in one transaction: either everything exists afterwards or nothing does.
 */
export async function registerAccount(input: RegistrationRequest, ctx: RegistrationContext): Promise<User> {
  const email = input.username.trim().toLowerCase();
  if (await emailInUse(ctx.sequelize, email)) throw emailTaken(ctx.locale);
  const referredById = await checkReferences(input, ctx);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.sequelize.transaction(async (transaction) => {
      const user = await User.create(
        {
          email,
          passwordHash,
          role: ROLE_OF_KIND[input.type],
          name: input.name.trim(),
          locale: ctx.locale,
          regionId: input.regionId,
          lastLoginAt: null,
          avatarUrl: null,
          referralCode: newReferralCode(),
          referredById,
          consentAt: new Date(),
        },
        { transaction },
      );
      const userId = user.id;
      if (input.type === 'volon' || input.type === 'probono') {
        const [type] = await run<{ id: number }>(ctx.sequelize, `SELECT id FROM volunteer_types WHERE key = 'probono'`, [], transaction);
        const isProbono = input.type === 'probono';
        await VolunteerProfile.create(
          { userId, ...splitName(input.name), middleName: null, volunteerTypeId: isProbono ? (type?.id ?? null) : null, isProbono },
          { transaction },
        );
        if (isProbono) {
          await exec(
            ctx.sequelize,
            `INSERT INTO volunteer_probono_directions (user_id, probono_direction_id) SELECT $1, unnest($2::int[])`,
            [userId, [...new Set(input.probonoDirections)]],
            transaction,
          );
        }
      } else if (input.type === 'organization') {
        await OrganizationProfile.create({ userId, name: user.name, taxNumber: null }, { transaction });
        const organization = await Organization.create(
          // Found by its name in the directory before its profile is filled in.
          { name: user.name, taxNumber: null, email },
          { transaction },
        );
        await OrganizationStaff.create({ organizationId: organization.id, userId, role: 'owner' }, { transaction });
      } else if (input.type === 'bussines') {
        await BusinessProfile.create({ userId, name: user.name, taxNumber: null }, { transaction });
      } else {
        await TraineeProfile.create({ userId, ...splitName(input.name) }, { transaction });
      }
      const token = await issueAccountToken(ctx.sequelize, userId, 'activation', transaction);
      await ctx.mailer.send(
        {
          to: email,
          locale: ctx.locale,
          template: 'activation',
          userId,
          params: { name: user.name, link: accountLink(ctx.publicUrl, ctx.locale, 'activation', userId, token) },
        },
        { transaction },
      );
      return user;
    });
  } catch (err) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (err instanceof UniqueConstraintError) throw emailTaken(ctx.locale);
    throw err;
  }
}

/** Emails a fresh activation link to an account that is not active yet. */
export async function sendActivationLink(
  user: Pick<User, 'id' | 'isActive' | 'email' | 'locale' | 'name'>,
  ctx: Omit<RegistrationContext, 'locale'>,
): Promise<void> {
  if (user.isActive) return;
  await ctx.sequelize.transaction(async (transaction) => {
    const token = await issueAccountToken(ctx.sequelize, user.id, 'activation', transaction);
    await ctx.mailer.send(
      {
        to: user.email,
        locale: user.locale,
        template: 'activation',
        userId: user.id,
        params: { name: user.name, link: accountLink(ctx.publicUrl, user.locale, 'activation', user.id, token) },
      },
      { transaction },
    );
  });
}

/** POST /api/user/confirm: a valid activation link activates its account; false for a bad link. */
export function activateAccount(sequelize: Sequelize, userId: number, token: string): Promise<boolean> {
  return sequelize.transaction(async (transaction) => {
    if (!(await consumeAccountToken(sequelize, userId, token, 'activation', transaction))) return false;
    await exec(sequelize, 'UPDATE users SET is_active = true, updated_at = $2 WHERE id = $1', [userId, new Date()], transaction);
    return true;
  });
}
