import type { AuditAdminRecord } from '@hashar/common';
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
  answers: { record: 'AuditAdminRecord', list: 'AuditAdminList' },
  present: (a): AuditAdminRecord => ({
    id: a.id,
    userId: a.userId,
    userEmail: a.userEmail,
    action: a.action,
    resource: a.resource,
    recordId: a.recordId,
    before: a.before as AuditAdminRecord['before'],
    after: a.after as AuditAdminRecord['after'],
    createdAt: a.createdAt.toISOString(),
  }),
};
