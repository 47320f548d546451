import { LOCALES, ROLES, type UserAdminRecord } from '@hashar/common';
import { HttpError } from '../../../errors';
import { msg } from '../../../validation/validate';
import { databaseOf, Region, User } from '../../../models';
import { regionExists } from '../../../services/reference';
import type { ResourceSpec } from '../crud';
import type { WriteContext } from '../../../services/admin/records';
import { bool, existingId, oneOf, text } from '../../../validation/fields';
import { userOf } from '../../../policies/signedIn';

/** A region id that exists, or null. */
const regionId = existingId((id) => regionExists(databaseOf(Region), id), msg('choice'), { nullable: true });

/** Fields of a user the back office shows; never the password hash or token version. */
export function presentAdminUser(u: User): UserAdminRecord {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    name: u.name,
    isActive: u.isActive,
    isVerified: u.isVerified,
    isBlocked: u.isBlocked,
    isNewsEditor: u.isNewsEditor,
    isGenerated: u.isGenerated,
    locale: u.locale,
    regionId: u.regionId ?? null,
    avatarUrl: u.avatarUrl,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

/** An admin may not lock themselves out: no self-block, self-deactivation or self-demotion. */
function beforeUpdate({ req, record, changes }: WriteContext<User> & { changes: Record<string, unknown> }): void {
  const roleChanged = changes['role'] !== undefined && changes['role'] !== record.role;
  const blocked = changes['isBlocked'] === true && !record.isBlocked;
  const deactivated = changes['isActive'] === false && record.isActive;
  if (record.id === userOf(req).id && (roleChanged || blocked || deactivated)) throw new HttpError(400, 'bad_request', 'self_change');
  // Tokens carry the version: bumping it signs the account out everywhere, with its old role.
  if (roleChanged || blocked || deactivated) changes['tokenVersion'] = record.tokenVersion + 1;
}

/** Only accounts that never did anything may go; the others are blocked instead. */
function beforeDelete({ req, record }: WriteContext<User>): void {
  if (record.id === userOf(req).id) throw new HttpError(400, 'bad_request', 'self_change');
  if (record.isActive || record.lastLoginAt) throw new HttpError(409, 'conflict', 'user_has_activity');
}

/** Accounts: list, show, edit; no create (people sign up themselves). */
export const users: ResourceSpec<User> = {
  name: 'users',
  model: User,
  ops: { create: false },
  fields: {
    role: oneOf(ROLES),
    name: text(160),
    isActive: bool(),
    isVerified: bool(),
    isBlocked: bool(),
    isNewsEditor: bool(),
    locale: oneOf(LOCALES),
    regionId,
  },
  list: {
    sortable: ['email', 'name', 'role', 'isActive', 'isVerified', 'isBlocked', 'locale', 'createdAt', 'lastLoginAt'],
    filterable: {
      role: ROLES,
      isActive: 'bool',
      isVerified: 'bool',
      isBlocked: 'bool',
      isNewsEditor: 'bool',
      // The back office opens on isGenerated=false: the demo history's hundreds of past volunteers come on request.
      isGenerated: 'bool',
      locale: LOCALES,
      regionId: 'int',
    },
    searchable: ['email', 'name'],
    defaultSort: ['createdAt', 'DESC'],
  },
  answers: { record: 'UserAdminRecord', list: 'UserAdminList' },
  present: presentAdminUser,
  beforeUpdate,
  beforeDelete,
};
