import type { FriendPerson } from '@hashar/common';
import type { ReactNode } from 'react';

/** A friend's avatar (picture or initials) and name, with what may be done on the right. */
export function Person({ person, meta, children }: { person: FriendPerson; meta?: ReactNode; children?: ReactNode }) {
  return (
    <li className="friend" data-testid="friend-row" data-user-id={person.id}>
      {person.avatar ? (
        <img className="friend__avatar" src={person.avatar} alt="" loading="lazy" />
      ) : (
        <span className="friend__avatar" style={{ background: person.color }} aria-hidden="true">
          {person.logo}
        </span>
      )}
      <div className="friend__body">
        <p className="friend__name">{person.name}</p>
        {meta ? <p className="muted friend__meta">{meta}</p> : null}
      </div>
      {children ? <div className="friend__actions">{children}</div> : null}
    </li>
  );
}
