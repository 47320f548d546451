import { AuditLog } from '../../../models';
import type { ResourceSpec } from '../crud';

/** The audit log, read-only. */
export const audit: ResourceSpec<AuditLog> = {
  name: 'audit',
  model: AuditLog,
  ops: { create: false, update: false, remove: false },
  fields: {},
  list: {
    sortable: ['createdAt'],
    filterable: { resource: 'text', userId: 'int', action: 'text', recordId: 'int' },
    searchable: ['userEmail', 'resource'],
    defaultSort: ['createdAt', 'DESC'],
  },
  present: (a) => ({
    id: a.id,
    userId: a.userId,
    userEmail: a.userEmail,
    action: a.action,
    resource: a.resource,
    recordId: a.recordId,
    before: a.before,
    after: a.after,
    createdAt: a.createdAt,
  }),
};
