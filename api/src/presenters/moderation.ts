import { uploadUrl } from '@hashar/common';
import type { Locale, ModerationQueueColumns, ModerationQueueDetail, ModerationQueueRecord } from '@hashar/common';
import type { ActivityRecord } from '../models';
import { presentDocument, presentSession, type DocumentRow, type SessionRow } from '../activities/core/presenters';

/**
 * What a moderation queue (/api/admin/<adminResource>) sends: every column the back office
 * shows (no search text, the cover as a URL), and on a single record its organization,
 * directions, sessions and (kinds that carry them) documents.
 */
export function presentQueueRecord(a: ActivityRecord): ModerationQueueColumns {
  const { searchText: _search, ...plain } = a.get({ plain: true }) as unknown as Record<string, unknown> & { searchText?: string };
  // Every column as the answer's JSON carries it: times as ISO strings.
  const columns = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
  return { ...(columns as ModerationQueueColumns), cover: uploadUrl((plain['cover'] as string | null) ?? null) };
}

/** A queue row with its organization `{ id, name }` (null for activities owned by a user or a group). */
export function withOrganization(
  row: ModerationQueueColumns,
  organizations: ReadonlyMap<number, { id: number; name: string }>,
): ModerationQueueRecord {
  return { ...row, organization: (row.organizationId !== null && organizations.get(row.organizationId)) || null };
}

/** One record of a queue, as its show and edit pages read it. */
export function presentQueueDetail(
  row: ModerationQueueRecord,
  parts: { directionIds: number[]; sessions: SessionRow[]; documents: DocumentRow[] | null },
  locale: Locale,
): ModerationQueueDetail {
  return {
    ...row,
    directionIds: parts.directionIds,
    sessions: parts.sessions.map((s) => presentSession(s, locale)),
    ...(parts.documents ? { documents: parts.documents.map(presentDocument) } : {}),
  };
}
