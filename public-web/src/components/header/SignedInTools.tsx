import { AvatarMenu } from './AvatarMenu';
import { NotificationsBell } from './NotificationsBell';

/** The header's tools for signed-in users; a separate chunk, so guests never download it. */
export default function SignedInTools() {
  return (
    <>
      <NotificationsBell />
      <AvatarMenu />
    </>
  );
}
