/** The avatar's files as GET /api/user/profile and /api/user/settings give them. */
export interface AvatarFiles {
  avatar: string | null;
  avatarFallback: string | null;
}

/** An avatar: the WebP square, with the JPEG fallback for browsers without WebP. */
export function AvatarPicture({ files, className, size }: { files: AvatarFiles; className?: string; size: number }) {
  if (!files.avatar) return null;
  const fallback = files.avatarFallback ?? files.avatar;
  return (
    <picture>
      {files.avatarFallback ? <source srcSet={files.avatar} type="image/webp" /> : null}
      <img className={className} src={fallback} alt="" width={size} height={size} data-testid="avatar-picture" />
    </picture>
  );
}
