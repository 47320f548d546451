import { GROUP_STATUS, groupStatusName, isGroupActive, type GroupStatusName } from '@hashar/common';
import type { ReasonDialogTexts } from '../moderation/RejectDialog';

/**
 * The status filter: the spec's numeric statuses, named (hashar.initiatives.statuses.*). Sent as
 * text ("-2"), the form a query string has, which a list's integer or value-list filter reads.
 */
export const STATUS_CHOICES = (Object.keys(GROUP_STATUS) as GroupStatusName[]).map((name) => ({
  id: String(GROUP_STATUS[name]),
  name: `hashar.initiatives.statuses.${name}`,
}));

/** The translation key of a status's name. */
export const statusLabel = (status: number) => `hashar.initiatives.statuses.${groupStatusName(status)}`;

const COLORS: Record<GroupStatusName, 'info' | 'success' | 'error' | 'warning'> = {
  onModeration: 'info',
  active: 'success',
  rejected: 'error',
  suspended: 'warning',
};

/** The chip colour of a status. */
export const statusColor = (status: number) => COLORS[groupStatusName(status)];

/**
 * What an admin may do besides the moderation decision: suspend an active group, restore a
 * suspended one. Moderators do neither (the API refuses them too).
 */
export function adminGroupActions(role: string | null | undefined, status: number): { suspend: boolean; restore: boolean } {
  const admin = role === 'admin';
  return { suspend: admin && isGroupActive(status), restore: admin && status === GROUP_STATUS.suspended };
}

/** The rejection dialog's texts for a group (the leader reads the reason). */
export const GROUP_REJECT_TEXTS: Partial<ReasonDialogTexts> = {
  title: 'hashar.initiatives.reject_title',
  hint: 'hashar.initiatives.reject_hint',
};

/** The suspension dialog's texts (the same dialog: a required reason the leader reads). */
export const GROUP_SUSPEND_TEXTS: ReasonDialogTexts = {
  title: 'hashar.initiatives.suspend_title',
  hint: 'hashar.initiatives.suspend_hint',
  reason: 'hashar.initiatives.suspend_reason',
  confirm: 'hashar.initiatives.suspend',
};
