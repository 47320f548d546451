import { validationMessage, type EventInput, type Locale, type VisitInput } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { Validation } from '../../errors';
import { translate } from '../../i18n';
import { claimUploads } from '../../storage/records';
import type { FileStorage } from '../../storage/types';
import { keyOf, storedUpload } from '../../storage/organizerFiles';
import { firstRow, run } from '../../lists';

/** A stored document of an event, as written to event_documents. */
export interface CheckedDocument {
  key: string;
  name: string;
  size: number;
  mime: string;
}

/**
 * Checks what an input points at — directions, region, series of the organization, uploaded
 * cover and documents — in one query plus a look at storage; 400 with a message per field.
 * The single point where uploads get attached: each must be the author's own upload (or one
 * their organization already uses), and is then marked attached.
 */
export async function checkReferences(
  sequelize: Sequelize,
  storage: FileStorage,
  author: { organizationId: number | null; userId: number },
  input: (EventInput | VisitInput) & Partial<EventInput>,
  locale: Locale,
  transaction: Transaction,
): Promise<{ cover: string | null; documents: CheckedDocument[] }> {
  const { organizationId } = author;
  const directionIds = [...new Set(input.directionIds)];
  const courseIds = [...new Set(input.requiredCourseIds ?? [])];
  // A required course: published and not archived, listed in the catalogue or the owner's own.
  const checks = await run<{ directions: number; region: boolean; group: boolean; courses: number }>(
    sequelize,
    `SELECT (SELECT count(*)::int FROM directions WHERE id = ANY($1::int[])) AS directions,
            ($2::int IS NULL OR EXISTS (SELECT 1 FROM regions WHERE id = $2::int)) AS region,
            ($3::int IS NULL OR EXISTS (SELECT 1 FROM event_groups WHERE id = $3::int AND organization_id = $4)) AS group,
            (SELECT count(*)::int FROM courses c WHERE c.id = ANY($5::int[]) AND c.moderation = 'approved' AND c.archived_at IS NULL
               AND (c.is_listed OR c.organization_id = $4)) AS courses`,
    [directionIds, input.regionId ?? null, input.groupId ?? null, organizationId, courseIds],
    transaction,
  );
  const found = firstRow(checks, 'the activity references check');
  const fields: Record<string, string> = {};
  if (found.directions !== directionIds.length) fields['directionIds'] = validationMessage(locale, 'choice');
  if (!found.region) fields['regionId'] = validationMessage(locale, 'choice');
  if (!found.group) fields['groupId'] = validationMessage(locale, 'choice');
  if (found.courses !== courseIds.length) fields['requiredCourseIds'] = validationMessage(locale, 'choice');
  const cover = input.cover ? keyOf(input.cover) : null;
  if (cover && !(await storedUpload(storage, cover, true))) fields['cover'] = translate(locale, 'upload_unknown');
  const documents: CheckedDocument[] = [];
  for (const [i, d] of (input.documents ?? []).entries()) {
    const key = keyOf(d.key);
    const stored = await storedUpload(storage, key);
    if (stored) documents.push({ key, name: d.name, ...stored });
    else fields[`documents[${i}].key`] = translate(locale, 'upload_unknown');
  }
  const keys = [...(cover && !fields['cover'] ? [cover] : []), ...documents.map((d) => d.key)];
  const refused = await claimUploads(sequelize, keys, author, transaction);
  const refusal = (key: string) => translate(locale, refused.get(key) === 'not_yours' ? 'upload_not_yours' : 'upload_unknown');
  if (cover && refused.has(cover)) fields['cover'] = refusal(cover);
  for (const [i, d] of (input.documents ?? []).entries()) {
    if (refused.has(keyOf(d.key))) fields[`documents[${i}].key`] = refusal(keyOf(d.key));
  }
  if (Object.keys(fields).length) throw Validation(fields);
  return { cover, documents };
}
