import { GROUP_STATUS } from '@hashar/common';
import { initiativesRu } from './messages';
import { initiativesUz } from './messagesUz';
import { STATUS_CHOICES, adminGroupActions, statusColor, statusLabel } from './status';

describe('initiative group statuses in the back office', () => {
  it('names each numeric status (a name both catalogues have)', () => {
    expect(statusLabel(GROUP_STATUS.active)).toBe('hashar.initiatives.statuses.active');
    expect(statusLabel(GROUP_STATUS.suspended)).toBe('hashar.initiatives.statuses.suspended');
    expect(statusLabel(GROUP_STATUS.rejected)).toBe('hashar.initiatives.statuses.rejected');
    expect(statusLabel(GROUP_STATUS.onModeration)).toBe('hashar.initiatives.statuses.onModeration');
    for (const choice of STATUS_CHOICES) {
      const key = choice.name.split('.').pop() as keyof typeof initiativesRu.statuses;
      expect(initiativesRu.statuses[key]).toBeTruthy();
      expect(initiativesUz.statuses[key]).toBeTruthy();
    }
  });

  it('filters by the numeric status', () => {
    expect(STATUS_CHOICES.map((choice) => Number(choice.id)).sort((a, b) => a - b)).toEqual([-2, -1, 0, 1]);
    expect(STATUS_CHOICES.find((choice) => choice.id === '-2')?.name).toBe('hashar.initiatives.statuses.suspended');
  });

  it('colours active green, suspended amber, rejected red', () => {
    expect(statusColor(1)).toBe('success');
    expect(statusColor(-2)).toBe('warning');
    expect(statusColor(-1)).toBe('error');
    expect(statusColor(0)).toBe('info');
  });

  it('lets an admin suspend an active group and restore a suspended one, a moderator neither', () => {
    expect(adminGroupActions('admin', GROUP_STATUS.active)).toEqual({ suspend: true, restore: false });
    expect(adminGroupActions('admin', GROUP_STATUS.suspended)).toEqual({ suspend: false, restore: true });
    expect(adminGroupActions('admin', GROUP_STATUS.onModeration)).toEqual({ suspend: false, restore: false });
    expect(adminGroupActions('admin', GROUP_STATUS.rejected)).toEqual({ suspend: false, restore: false });
    expect(adminGroupActions('moderator', GROUP_STATUS.active)).toEqual({ suspend: false, restore: false });
    expect(adminGroupActions('moderator', GROUP_STATUS.suspended)).toEqual({ suspend: false, restore: false });
  });
});
