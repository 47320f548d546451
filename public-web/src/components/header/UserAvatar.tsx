import { useSession } from '../../session/SessionProvider';
import { initialsOf } from './avatarMenu';

/** The signed-in user's picture, or a circle in their default colour with their initials. */
export function UserAvatar() {
  const { avatar, user } = useSession();
  if (avatar?.avatar) return <img className="user-avatar" src={avatar.avatar} alt="" width="35" height="35" />;
  const initials = avatar?.logo || initialsOf(avatar?.username ?? user?.username ?? '');
  return (
    <span
      className="user-avatar user-avatar--initials"
      style={avatar ? { background: avatar.dfAvatar.color } : undefined}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
