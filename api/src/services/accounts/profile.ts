import { SENSITIVE_VOLUNTEER_FIELDS, type UserProfileResponse } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { NotFound } from '../../errors';
import { BusinessProfile, OrganizationProfile, TraineeProfile, VolunteerProfile } from '../../models';
import { presentAvatar, presentAvatarFiles, presentSessionUser } from '../../presenters/user';
import { pointsTotals } from '../participation/volunteer';
import { modelRecord, run } from '../../lists';
import { accountById } from './account';

type Named = { id: number; nameRu: string; nameUz: string };

/** Volunteer fields this call never returns: SENSITIVE_VOLUNTEER_FIELDS and where the passport copy is stored. */
const PRIVATE_PROFILE_FIELDS: readonly string[] = [...SENSITIVE_VOLUNTEER_FIELDS, 'passportKey', 'passportName'];

/** The caller's whole profile for their account kind (GET /api/user/profile). */
export async function loadProfile(sequelize: Sequelize, userId: number): Promise<UserProfileResponse> {
  const user = await accountById(sequelize, userId);
  if (!user) throw NotFound();
  // The account's kind has one profile table (its every column goes out, as the model names them).
  const [[region], volunteerProfile, organizationProfile, businessProfile, traineeProfile] = await Promise.all([
    run<Named>(sequelize, 'SELECT id, name_ru AS "nameRu", name_uz AS "nameUz" FROM regions WHERE id = $1', [user.regionId]),
    modelRecord(sequelize, VolunteerProfile, userId),
    modelRecord(sequelize, OrganizationProfile, userId),
    modelRecord(sequelize, BusinessProfile, userId),
    modelRecord(sequelize, TraineeProfile, userId),
  ]);
  const profile = volunteerProfile ?? organizationProfile ?? businessProfile ?? traineeProfile ?? null;
  const isProbono = volunteerProfile?.isProbono === true;
  const probonoDirections = isProbono
    ? await run<Named>(
        sequelize,
        `SELECT d.id, d.name_ru AS "nameRu", d.name_uz AS "nameUz" FROM volunteer_probono_directions v
           JOIN probono_directions d ON d.id = v.probono_direction_id WHERE v.user_id = $1 ORDER BY d.sort_order`,
        [userId],
      )
    : [];
  const { sendUser } = presentAvatar(user, [], { isProbono, leadsActiveGroup: false });
  const [points, [verification]] = await Promise.all([
    pointsTotals(sequelize, userId),
    // A volunteer's own state, else that of the organization the account works for.
    run<{ state: string | null }>(
      sequelize,
      `SELECT COALESCE((SELECT verification FROM volunteer_profiles WHERE user_id = $1),
                       (SELECT o.verification FROM organization_staff s JOIN organizations o ON o.id = s.organization_id
                         WHERE s.user_id = $1 ORDER BY s.created_at, s.organization_id LIMIT 1)) AS state`,
      [userId],
    ),
  ]);
  const { userId: _omit, ...profileFields } = (profile?.get({ plain: true }) ?? {}) as Record<string, unknown>;
  // The volunteer's sensitive data is read only on profile/infovolon (GET /api/my/volunteer-profile).
  for (const field of PRIVATE_PROFILE_FIELDS) delete profileFields[field];
  return {
    user: {
      ...presentSessionUser(user),
      logo: sendUser.logo,
      ...presentAvatarFiles(user),
      dfAvatar: sendUser.dfAvatar,
      notifyEmail: user.notifyEmail,
      notifyInApp: user.notifyInApp,
      verification: verification?.state ?? null,
      referralCode: user.referralCode,
      createdAt: user.createdAt.toISOString(),
      region: region ? { id: region.id, nameRu: region.nameRu, nameUz: region.nameUz } : null,
    },
    kind: isProbono ? 'probono' : user.role,
    profile: profileFields,
    probonoDirections,
    points,
  };
}
