import { uploadUrl } from '@hashar/common';
import type { Locale } from '@hashar/common';
import type { ActivityRecord } from '../models';
import { presentDocument, presentSession, type DocumentRow, type SessionRow } from '../activities/core/presenters';

/**
 * What a moderation queue (/api/admin/<adminResource>) sends: every column the back office
 * shows (no search text, the cover as a URL), and on a single record its organization,
 * directions, sessions and (kinds that carry them) documents.
 */
export function presentQueueRecord(a: ActivityRecord): Record<string, unknown> {
  const { searchText: _search, ...plain } = a.get({ plain: true }) as unknown as Record<string, unknown> & { searchText?: string };
  return { ...plain, cover: uploadUrl((plain['cover'] as string | null) ?? null) };
}

/** A queue row with its organization `{ id, name }` (null for activities owned by a user or a group). */
export function withOrganization(
  row: Record<string, unknown>,
  organizations: ReadonlyMap<number, { id: number; name: string }>,
): Record<string, unknown> {
  return { ...row, organization: organizations.get(row['organizationId'] as number) ?? null };
}

/** One record of a queue, as its show and edit pages read it. */
export function presentQueueDetail(
  row: Record<string, unknown>,
  parts: { directionIds: number[]; sessions: SessionRow[]; documents: DocumentRow[] | null },
  locale: Locale,
): Record<string, unknown> {
  return {
    ...row,
    directionIds: parts.directionIds,
    sessions: parts.sessions.map((s) => presentSession(s, locale)),
    ...(parts.documents ? { documents: parts.documents.map(presentDocument) } : {}),
  };
}
