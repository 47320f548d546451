import type { Sequelize } from 'sequelize';
import { DELETED_USER_NAME } from '@hashar/common';
import { exec, run } from '../../lists';
import type { FileStorage } from '../../storage';
import { recordAudit } from '../audit';
import { removeAvatarFiles } from './avatar';
import { leaveGroupsOfDeletedAccount } from '../initiatives/deletedAccount';

/** A password hash no password matches (argon2 refuses it as malformed). */
const UNUSABLE_HASH = '!deleted';

/** The e-mail a deleted account keeps: unique, on a domain that never receives mail. */
const deletedEmail = (id: number): string => `deleted-${id}@deleted.invalid`;

/**
 * Deletes an account in one transaction: the personal fields of its profiles are cleared, the
 * e-mail, name and password replaced, tokens revoked, friendships and private notices deleted;
 * applications (without their CVs), hours, reviews and points stay, now pointing at an anonymous
 * account; a partner request is deleted. The avatar, passport and CV files go once the
 * transaction has committed.
 */
export async function deleteAccount(sequelize: Sequelize, storage: FileStorage, userId: number): Promise<void> {
  const files = await sequelize.transaction(async (transaction) => {
    const q = (sql: string) => exec(sequelize, sql, [userId], transaction);
    const [before] = await run<{ avatar_url: string | null; avatar_thumb_url: string | null; avatar_fallback_url: string | null }>(
      sequelize,
      'SELECT avatar_url, avatar_thumb_url, avatar_fallback_url FROM users WHERE id = $1 FOR UPDATE',
      [userId],
      transaction,
    );
    const passports = await run<{ passport_key: string | null }>(
      sequelize,
      'SELECT passport_key FROM volunteer_profiles WHERE user_id = $1',
      [userId],
      transaction,
    );
    await q(`UPDATE volunteer_profiles SET first_name = '', last_name = '', middle_name = NULL, birth_date = NULL, sex = NULL,
               citizenship = NULL, phone = NULL, about = NULL, tags = '{}', education = NULL, languages = '{}', skills = '{}',
               work = NULL, certificates = NULL, courses = NULL, passport_series = NULL, registration_address = NULL,
               tax_number = NULL, residence_address = NULL, passport_key = NULL, passport_name = NULL, medical_book = NULL,
               disability_type = NULL, disability_group = NULL, vaccination = NULL, clothing_size = NULL, shoe_size = NULL,
               is_listed = false, show_activities = false, show_points = false, updated_at = now()
             WHERE user_id = $1`);
    await q('DELETE FROM volunteer_directions WHERE user_id = $1');
    await exec(
      sequelize,
      'UPDATE organization_profiles SET name = $2, tax_number = NULL, updated_at = now() WHERE user_id = $1',
      [userId, DELETED_USER_NAME],
      transaction,
    );
    await exec(
      sequelize,
      'UPDATE business_profiles SET name = $2, tax_number = NULL, updated_at = now() WHERE user_id = $1',
      [userId, DELETED_USER_NAME],
      transaction,
    );
    await exec(
      sequelize,
      `UPDATE trainee_profiles SET first_name = $2, last_name = '', updated_at = now() WHERE user_id = $1`,
      [userId, DELETED_USER_NAME],
      transaction,
    );
    // CVs sent with applications and the contact details of a partner request are personal too.
    const cvs = await run<{ cv_key: string }>(
      sequelize,
      'SELECT cv_key FROM applications WHERE user_id = $1 AND cv_key IS NOT NULL',
      [userId],
      transaction,
    );
    await q('UPDATE applications SET cv_key = NULL, cv_name = NULL WHERE user_id = $1 AND cv_key IS NOT NULL');
    await q('DELETE FROM partner_applications WHERE user_id = $1');
    await q('DELETE FROM friendships WHERE requester_id = $1 OR addressee_id = $1');
    // Its initiative groups: memberships go, leadership passes on (services/initiatives/deletedAccount.ts).
    await leaveGroupsOfDeletedAccount(sequelize, userId, transaction);
    await q('DELETE FROM account_tokens WHERE user_id = $1');
    await q('DELETE FROM notifications WHERE user_id = $1');
    // Telegram: the chat is no longer this person's; queued messages are not sent.
    await q('DELETE FROM telegram_links WHERE user_id = $1');
    await q('DELETE FROM telegram_link_codes WHERE user_id = $1');
    await q("DELETE FROM telegram_messages WHERE user_id = $1 AND status = 'queued'");
    const passportKeys = [...passports.map((p) => p.passport_key), ...cvs.map((c) => c.cv_key)].flatMap((key) =>
      key ? [key.replace(/^\/uploads\//, '')] : [],
    );
    await exec(sequelize, 'DELETE FROM uploads WHERE key = ANY($1::text[])', [passportKeys], transaction);
    await q(`UPDATE verification_requests SET status = 'withdrawn' WHERE subject_type = 'user' AND subject_id = $1 AND status = 'pending'`);
    await exec(
      sequelize,
      `UPDATE users SET email = $2, name = $3, password_hash = $4, token_version = token_version + 1, is_active = false,
              avatar_url = NULL, avatar_thumb_url = NULL, avatar_fallback_url = NULL, referral_code = NULL,
              notify_email = false, notify_in_app = false, deleted_at = now(), updated_at = now()
        WHERE id = $1`,
      [userId, deletedEmail(userId), DELETED_USER_NAME, UNUSABLE_HASH],
      transaction,
    );
    // After the update: the row keeps the anonymous e-mail, not the one just removed.
    await recordAudit({ userId, action: 'delete', resource: 'account', recordId: userId }, transaction);
    return [
      before?.avatar_url,
      before?.avatar_thumb_url,
      before?.avatar_fallback_url,
      ...passports.map((p) => p.passport_key),
      ...cvs.map((c) => c.cv_key),
    ];
  });
  await removeAvatarFiles(
    storage,
    files.map((f) => (f && !f.startsWith('/') ? `/uploads/${f}` : f)),
  );
}
