import { validationMessage, type Locale } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { Validation } from '../errors';
import { run } from '../lists';

/** A record's chosen region and district (a form's input, or a record's columns with the changes applied). */
export interface ChosenPlace {
  regionId?: number | null;
  districtId?: number | null;
}

/**
 * The one rule of a chosen district (docs/map-api.md), used by every writer (activities, the
 * moderators' edit, organizations, initiative groups, volunteer profiles): none, or an active
 * district of the chosen region. A district without a region, or of another region, gives the
 * field message on `districtId` in `locale`; nothing when the choice is fine.
 */
export async function districtFields(
  sequelize: Sequelize,
  place: ChosenPlace,
  locale: Locale,
  transaction?: Transaction,
): Promise<Record<string, string>> {
  const districtId = place.districtId ?? null;
  if (districtId === null) return {};
  const regionId = place.regionId ?? null;
  const found =
    regionId === null
      ? []
      : await run<{ id: number }>(
          sequelize,
          'SELECT id FROM districts WHERE id = $1 AND region_id = $2 AND is_active',
          [districtId, regionId],
          transaction,
        );
  return found.length ? {} : { districtId: validationMessage(locale, 'districtOfRegion') };
}

/** districtFields as a 400 (Validation) when the district does not fit the region. */
export async function checkDistrict(sequelize: Sequelize, place: ChosenPlace, locale: Locale, transaction?: Transaction): Promise<void> {
  const fields = await districtFields(sequelize, place, locale, transaction);
  if (Object.keys(fields).length) throw Validation(fields);
}
