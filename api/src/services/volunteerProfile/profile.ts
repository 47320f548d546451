import {
  LIMITS,
  validationMessage,
  VOLUNTEER_LEGAL_FIELDS,
  type Locale,
  type VerificationState,
  type VolunteerProfileInput,
} from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { NotFound, Validation } from '../../errors';
import { exec, firstRow, modelRecord, run } from '../../lists';
import { VolunteerProfile } from '../../models';
import type { VolunteerProfileRecord } from '../../presenters/volunteerProfile';
import type { NotifyDeps } from '../notify';
import { sendBackForVerification } from '../verification';
import { checkDistrict } from '../places';

/** States in which a change of legal data sends the profile back to verification. */
export const CHECKED_STATES: readonly VerificationState[] = ['verified', 'pending'];

/** A volunteer's profile with their region, directions and pro bono categories (404 when the account has none). */
export async function loadVolunteerProfile(
  sequelize: Sequelize,
  userId: number,
  transaction?: Transaction,
): Promise<VolunteerProfileRecord> {
  // In a transaction the profile is locked for the change that follows; else it is read with SQL (every column goes out).
  const profile = transaction
    ? await VolunteerProfile.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE })
    : await modelRecord(sequelize, VolunteerProfile, userId);
  if (!profile) throw NotFound();
  const rows = await run<Omit<VolunteerProfileRecord, 'profile'>>(
    sequelize,
    `SELECT u.region_id AS "regionId", u.district_id AS "districtId",
            ARRAY(SELECT direction_id FROM volunteer_directions WHERE user_id = u.id ORDER BY direction_id) AS "directionIds",
            ARRAY(SELECT probono_direction_id FROM volunteer_probono_directions WHERE user_id = u.id ORDER BY probono_direction_id) AS "probonoDirectionIds"
       FROM users u WHERE u.id = $1`,
    [userId],
    transaction,
  );
  return { profile, ...firstRow(rows, `user ${userId}`) };
}

interface Found {
  typeKey: string | null;
  probono: number;
  directions: number;
  region: boolean;
}

/** 400 naming each chosen item that is not on the admin lists (or, for a pro bono volunteer, too few categories); whether the type is pro bono. */
async function checkChoices(
  sequelize: Sequelize,
  input: VolunteerProfileInput,
  locale: Locale,
  transaction: Transaction,
): Promise<boolean> {
  const checks = await run<Found>(
    sequelize,
    `SELECT (SELECT key FROM volunteer_types WHERE id = $1::int AND is_active) AS "typeKey",
            (SELECT count(*)::int FROM probono_directions WHERE id = ANY($2::int[]) AND is_active) AS probono,
            (SELECT count(*)::int FROM directions WHERE id = ANY($3::int[])) AS directions,
            ($4::int IS NULL OR EXISTS (SELECT 1 FROM regions WHERE id = $4::int AND is_active)) AS region`,
    [input.volunteerTypeId, input.probonoDirectionIds, input.directionIds, input.regionId],
    transaction,
  );
  const found = firstRow(checks, 'the profile choices check');
  const fields: Record<string, string> = {};
  if (input.volunteerTypeId !== null && !found.typeKey) fields['volunteerTypeId'] = validationMessage(locale, 'choice');
  const isProbono = found.typeKey === 'probono';
  if (found.probono !== input.probonoDirectionIds.length) fields['probonoDirectionIds'] = validationMessage(locale, 'probonoUnknown');
  else if (isProbono && input.probonoDirectionIds.length < LIMITS.probonoDirections.min)
    fields['probonoDirectionIds'] = validationMessage(locale, 'probonoCount', LIMITS.probonoDirections);
  if (found.directions !== input.directionIds.length) fields['directionIds'] = validationMessage(locale, 'choice');
  if (!found.region) fields['regionId'] = validationMessage(locale, 'region');
  if (Object.keys(fields).length) throw Validation(fields);
  return isProbono;
}

/** Replaces a volunteer's rows of a link table (user_id, <column>) with `ids`. */
async function replaceLinks(sequelize: Sequelize, table: string, column: string, userId: number, ids: number[], t: Transaction) {
  await exec(sequelize, `DELETE FROM ${table} WHERE user_id = $1 AND NOT (${column} = ANY($2::int[]))`, [userId, ids], t);
  await exec(sequelize, `INSERT INTO ${table} (user_id, ${column}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [userId, ids], t);
}

/** Whether saving `input` changes any legal field (VOLUNTEER_LEGAL_FIELDS) of the stored profile. */
export function legalDataChanged(profile: VolunteerProfile, input: VolunteerProfileInput): boolean {
  return VOLUNTEER_LEGAL_FIELDS.some((field) => (profile[field] ?? null) !== (input[field] ?? null));
}

/**
 * Saves the whole profile (PUT /api/my/volunteer-profile) in one transaction: the profile row,
 * the account's name and region, directions and pro bono categories (none unless the chosen type
 * is pro bono, which also makes the volunteer pro bono). Returns the saved record and whether
 * verified or pending legal data changed (the caller sends it back to verification in `t`).
 */
export async function saveVolunteerProfile(
  sequelize: Sequelize,
  userId: number,
  input: VolunteerProfileInput,
  locale: Locale,
  t: Transaction,
): Promise<{ record: VolunteerProfileRecord; legalChanged: boolean }> {
  const { profile } = await loadVolunteerProfile(sequelize, userId, t);
  const isProbono = await checkChoices(sequelize, input, locale, t);
  await checkDistrict(sequelize, input, locale, t);
  const legalChanged = CHECKED_STATES.includes(profile.verification) && legalDataChanged(profile, input);
  const probonoIds = isProbono ? [...new Set(input.probonoDirectionIds)] : [];
  const { regionId: _region, districtId: _district, directionIds, probonoDirectionIds: _probono, ...fields } = input;
  await profile.update({ ...fields, middleName: input.noMiddleName ? null : input.middleName, isProbono }, { transaction: t });
  await exec(
    sequelize,
    `UPDATE users SET name = $2, region_id = $3, district_id = $4, updated_at = now() WHERE id = $1`,
    [userId, `${input.firstName} ${input.lastName}`.slice(0, 160), input.regionId, input.districtId ?? null],
    t,
  );
  await replaceLinks(sequelize, 'volunteer_directions', 'direction_id', userId, [...new Set(directionIds)], t);
  await replaceLinks(sequelize, 'volunteer_probono_directions', 'probono_direction_id', userId, probonoIds, t);
  return { record: await loadVolunteerProfile(sequelize, userId, t), legalChanged };
}

/** PUT /api/my/volunteer-profile: saves the profile; changed verified or pending legal data sends it back to verification (the person told). */
export function updateVolunteerProfile(
  notify: NotifyDeps,
  userId: number,
  input: VolunteerProfileInput,
  locale: Locale,
): Promise<VolunteerProfileRecord> {
  const { sequelize } = notify;
  return sequelize.transaction(async (t) => {
    const saved = await saveVolunteerProfile(sequelize, userId, input, locale, t);
    if (saved.legalChanged) await sendBackForVerification({ type: 'user', id: userId }, t, notify);
    return saved.legalChanged ? loadVolunteerProfile(sequelize, userId, t) : saved.record;
  });
}
