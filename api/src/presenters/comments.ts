import { uploadUrl } from '@hashar/common';
import type { CommentDto } from '@hashar/common';
import { allows, type AuthUser } from '../policies';

/** A comment's row with its author (services/social.ts COMMENT_COLUMNS). */
export interface CommentRow {
  id: number;
  body: string;
  created_at: Date;
  user_id: number;
  name: string;
  logo: string | null;
}

/** Whether the viewer may delete a comment: its author, or a moderator. */
export const mayDeleteComment = (viewer: AuthUser | undefined, authorId: number): boolean =>
  viewer !== undefined && (viewer.id === authorId || allows(viewer, 'content.moderate'));

/** A comment as the activity pages show it, with whether the viewer may delete it. */
export function presentComment(r: CommentRow, viewer: AuthUser | undefined): CommentDto {
  return {
    id: r.id,
    body: r.body,
    createdAt: r.created_at.toISOString(),
    author: { id: r.user_id, name: r.name, logo: uploadUrl(r.logo) ?? '' },
    canDelete: mayDeleteComment(viewer, r.user_id),
  };
}
