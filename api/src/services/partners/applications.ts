import { pageAfterLocale } from '@hashar/common';
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { Locale, PartnerApplicationRequest } from '@hashar/common';
import { HttpError, NotFound, Validation } from '../../errors';
import { translate } from '../../i18n';
import { exec, run } from '../../lists';
import type { Mailer } from '../../mail/types';
import { Partner, PartnerApplication, User } from '../../models';
import { presentPartnerApplicationRow as audited } from '../../presenters/partnerApplication';
import { keyOfUrl } from '../../storage/records';
import { recordAudit } from '../audit';
import { notify } from '../notify';

export interface PartnerDecisionDeps {
  sequelize: Sequelize;
  mailer: Mailer;
  publicUrl: string;
}

const RESOURCE = 'partner-applications';
const conflict = (key: 'partner_application_pending' | 'partner_application_already_partner' | 'partner_application_decided') =>
  new HttpError(409, 'conflict', key);

/** 400 unless the logo URL is a partner logo the applicant uploaded; marks it attached (kept by the sweep). */
async function claimLogo(sequelize: Sequelize, userId: number, url: string, locale: Locale, transaction: Transaction): Promise<void> {
  const [row] = await run<{ id: number }>(
    sequelize,
    `UPDATE uploads SET attached_at = COALESCE(attached_at, now())
      WHERE key = $1 AND owner_id = $2 AND kind = 'partnerLogo' RETURNING id`,
    [keyOfUrl(url), userId],
    transaction,
  );
  if (!row) throw Validation({ logoUrl: translate(locale, 'partner_application_logo') });
}

/**
 * A business's request to become a partner: 409 when the account already is one or a request is
 * pending (the user row is locked, so two sends cannot both pass); 400 for a logo not its own.
 */
export async function submitPartnerApplication(
  sequelize: Sequelize,
  userId: number,
  input: PartnerApplicationRequest,
  locale: Locale,
): Promise<PartnerApplication> {
  try {
    return await sequelize.transaction(async (transaction) => {
      const user = await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
      if (!user) throw NotFound();
      if (user.role === 'partner') throw conflict('partner_application_already_partner');
      const [pending] = await run<{ id: number }>(
        sequelize,
        `SELECT id FROM partner_applications WHERE user_id = $1 AND status = 'pending' LIMIT 1`,
        [userId],
        transaction,
      );
      if (pending) throw conflict('partner_application_pending');
      await claimLogo(sequelize, userId, input.logoUrl, locale, transaction);
      return PartnerApplication.create(
        {
          userId,
          companyName: input.companyName,
          taxNumber: input.taxNumber,
          contactName: input.contactName,
          phone: input.phone,
          website: input.website || null,
          logoUrl: input.logoUrl,
          offer: input.offer,
        },
        { transaction },
      );
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw conflict('partner_application_pending');
    throw err;
  }
}

/** The pending application, locked for the decision: 404 unknown, 409 already decided. */
async function lockedPending(id: number, transaction: Transaction): Promise<PartnerApplication> {
  const found = await PartnerApplication.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!found) throw NotFound();
  if (found.status !== 'pending') throw conflict('partner_application_decided');
  return found;
}

/** The applicant's Partner row (created last in the footer's order, or refreshed from the application). */
async function upsertPartner(sequelize: Sequelize, application: PartnerApplication, transaction: Transaction): Promise<void> {
  const values = {
    name: application.companyName,
    logoUrl: application.logoUrl ?? '',
    link: application.website,
    isActive: true,
    userId: application.userId,
  };
  const existing = await Partner.findOne({ where: { userId: application.userId }, transaction, lock: transaction.LOCK.UPDATE });
  if (existing) {
    await existing.update(values, { transaction });
    return;
  }
  const [last] = await run<{ max: number | null }>(sequelize, 'SELECT max(sort_order) AS max FROM partners', [], transaction);
  await Partner.create({ ...values, sortOrder: (last?.max ?? 0) + 1 }, { transaction });
}

/**
 * Approves in one transaction: the application, the account's role (bussines → partner; the
 * server reads the role from the database on every request), the footer's Partner row, the
 * audit row and the applicant's notice (in-app and e-mail in their language).
 */
export async function approvePartnerApplication(deps: PartnerDecisionDeps, id: number, adminId: number): Promise<PartnerApplication> {
  return deps.sequelize.transaction(async (transaction) => {
    const application = await lockedPending(id, transaction);
    const before = audited(application);
    await application.update({ status: 'approved', reason: null, decidedBy: adminId, decidedAt: new Date() }, { transaction });
    await exec(deps.sequelize, `UPDATE users SET role = 'partner' WHERE id = $1 AND role = 'bussines'`, [application.userId], transaction);
    await upsertPartner(deps.sequelize, application, transaction);
    await recordAudit(
      { userId: adminId, action: 'update', resource: RESOURCE, recordId: id, before, after: audited(application) },
      transaction,
    );
    const company = application.companyName;
    await notify(
      deps,
      {
        userIds: [application.userId],
        kind: 'partner_approved',
        title: { key: 'partner_approved_title' },
        body: { key: 'partner_approved_body', params: { company } },
        page: pageAfterLocale('partners'),
        email: true,
      },
      transaction,
    );
    return application;
  });
}

/** Rejects with a reason (audited); the applicant is told in-app and by e-mail and may apply again. */
export async function rejectPartnerApplication(
  deps: PartnerDecisionDeps,
  id: number,
  adminId: number,
  reason: string,
): Promise<PartnerApplication> {
  return deps.sequelize.transaction(async (transaction) => {
    const application = await lockedPending(id, transaction);
    const before = audited(application);
    await application.update({ status: 'rejected', reason, decidedBy: adminId, decidedAt: new Date() }, { transaction });
    await recordAudit(
      { userId: adminId, action: 'update', resource: RESOURCE, recordId: id, before, after: audited(application) },
      transaction,
    );
    await notify(
      deps,
      {
        userIds: [application.userId],
        kind: 'partner_rejected',
        title: { key: 'partner_rejected_title' },
        body: { key: 'partner_rejected_body', params: { company: application.companyName, reason } },
        page: pageAfterLocale('changeRole'),
        email: true,
      },
      transaction,
    );
    return application;
  });
}
