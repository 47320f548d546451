import type { FriendPerson, GroupRequestDto } from '@hashar/common';
import type { ReactNode } from 'react';
import { initials } from '../../activity/format';
import { formatDate } from '../../i18n/dates';
import { useI18n } from '../../i18n';
import { Person } from '../friends/Person';
import '../friends/friends.css';

/** The person of a request or an invitation as the friends' rows draw people. */
export const personOf = (user: GroupRequestDto['user']): FriendPerson => ({
  id: user.id,
  name: user.name,
  avatar: user.avatar || null,
  logo: initials(user.name),
  color: 'var(--color-primary)',
});

/** Pending requests or invitations: who (or which group), when, the message, and what may be done. */
export function RequestRows({
  rows,
  show,
  actions,
  testId,
}: {
  rows: GroupRequestDto[];
  /** Whom to show: the volunteer (the group's pages) or the group (the volunteer's page). */
  show: 'user' | 'group';
  actions: (row: GroupRequestDto) => ReactNode;
  testId: string;
}) {
  const { locale } = useI18n();
  return (
    <ul className="friends-list" data-testid={testId}>
      {rows.map((r) => (
        <Person
          key={r.id}
          person={
            show === 'user'
              ? personOf(r.user)
              : {
                  ...personOf(r.user),
                  id: r.group.id,
                  name: r.group.name,
                  avatar: r.group.logo?.thumb ?? null,
                  logo: initials(r.group.name),
                }
          }
          meta={
            <>
              {formatDate(locale, r.createdAt)}
              {r.message ? ` · «${r.message}»` : ''}
            </>
          }
        >
          {actions(r)}
        </Person>
      ))}
    </ul>
  );
}
