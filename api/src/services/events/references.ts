import { validationMessage, type EventInput, type Locale, type VisitInput } from '@hashar/common';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { Validation } from '../../errors';
import { translate } from '../../i18n';
import type { FileStorage } from '../../storage/types';
import { keyOf, storedUpload } from './uploads';

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
 */
export async function checkReferences(
  sequelize: Sequelize, storage: FileStorage, organizationId: number, input: (EventInput | VisitInput) & Partial<EventInput>,
  locale: Locale, transaction: Transaction,
): Promise<{ cover: string | null; documents: CheckedDocument[] }> {
  const directionIds = [...new Set(input.directionIds)];
  const [found] = await sequelize.query<{ directions: number; region: boolean; group: boolean }>(
    `SELECT (SELECT count(*)::int FROM directions WHERE id = ANY($1::int[])) AS directions,
            ($2::int IS NULL OR EXISTS (SELECT 1 FROM regions WHERE id = $2::int)) AS region,
            ($3::int IS NULL OR EXISTS (SELECT 1 FROM event_groups WHERE id = $3::int AND organization_id = $4)) AS group`,
    { bind: [directionIds, input.regionId ?? null, input.groupId ?? null, organizationId], type: QueryTypes.SELECT, transaction },
  );
  const fields: Record<string, string> = {};
  if (found!.directions !== directionIds.length) fields['directionIds'] = validationMessage(locale, 'choice');
  if (!found!.region) fields['regionId'] = validationMessage(locale, 'choice');
  if (!found!.group) fields['groupId'] = validationMessage(locale, 'choice');
  const cover = input.cover ? keyOf(input.cover) : null;
  if (cover && !(await storedUpload(storage, cover, true))) fields['cover'] = translate(locale, 'upload_unknown');
  const documents: CheckedDocument[] = [];
  for (const [i, d] of (input.documents ?? []).entries()) {
    const key = keyOf(d.key);
    const stored = await storedUpload(storage, key);
    if (stored) documents.push({ key, name: d.name, ...stored });
    else fields[`documents[${i}].key`] = translate(locale, 'upload_unknown');
  }
  if (Object.keys(fields).length) throw Validation(fields);
  return { cover, documents };
}
