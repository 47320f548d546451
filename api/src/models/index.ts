import type { Sequelize } from 'sequelize';
import { AccountToken } from './AccountToken';
import { BusinessProfile, initProfiles, OrganizationProfile, TraineeProfile, VolunteerProfile } from './profiles';
import { Region } from './Region';
import { User } from './User';

/** Binds every model to the process's Sequelize instance and declares associations. */
export function initModels(sequelize: Sequelize): void {
  Region.initModel(sequelize);
  User.initModel(sequelize);
  AccountToken.initModel(sequelize);
  initProfiles(sequelize);
  User.belongsTo(Region, { as: 'region', foreignKey: 'regionId' });
  User.hasOne(VolunteerProfile, { as: 'volunteerProfile', foreignKey: 'userId' });
  User.hasOne(OrganizationProfile, { as: 'organizationProfile', foreignKey: 'userId' });
  User.hasOne(BusinessProfile, { as: 'businessProfile', foreignKey: 'userId' });
  User.hasOne(TraineeProfile, { as: 'traineeProfile', foreignKey: 'userId' });
}

export type { TokenPurpose } from './AccountToken';
export { AccountToken, BusinessProfile, OrganizationProfile, Region, TraineeProfile, User, VolunteerProfile };
