import type { Sequelize } from 'sequelize';
import { AccountToken } from './AccountToken';
import {
  activityAttributes,
  Application,
  Comment,
  Event,
  EventDocument,
  EventGroup,
  Favorite,
  HoursRecord,
  initActivityModels,
  Notification,
  Organization,
  OrganizationStaff,
  PointsEntry,
  VisitOption,
  VisitSession,
} from './activities';
import { AuditLog } from './AuditLog';
import { Banner } from './Banner';
import { Partner } from './Partner';
import { BusinessProfile, initProfiles, OrganizationProfile, TraineeProfile, VolunteerProfile } from './profiles';
import { Direction, initReferenceLists, ProbonoDirection, TaskCategory, VolunteerType } from './referenceLists';
import { Region } from './Region';
import { Tour } from './Tour';
import { User } from './User';

/** Binds every model to the process's Sequelize instance and declares associations. */
export function initModels(sequelize: Sequelize): void {
  Region.initModel(sequelize);
  User.initModel(sequelize);
  AccountToken.initModel(sequelize);
  initProfiles(sequelize);
  initReferenceLists(sequelize);
  Banner.initModel(sequelize);
  Tour.initModel(sequelize);
  Partner.initModel(sequelize);
  AuditLog.initModel(sequelize);
  initActivityModels(sequelize);
  User.belongsTo(Region, { as: 'region', foreignKey: 'regionId' });
  User.hasOne(VolunteerProfile, { as: 'volunteerProfile', foreignKey: 'userId' });
  User.hasOne(OrganizationProfile, { as: 'organizationProfile', foreignKey: 'userId' });
  User.hasOne(BusinessProfile, { as: 'businessProfile', foreignKey: 'userId' });
  User.hasOne(TraineeProfile, { as: 'traineeProfile', foreignKey: 'userId' });
}

export type { TokenPurpose } from './AccountToken';
export type { ActivityModel, ActivityRecord } from './activities';
export {
  activityAttributes,
  Application,
  Comment,
  Event,
  EventDocument,
  EventGroup,
  Favorite,
  HoursRecord,
  Notification,
  Organization,
  OrganizationStaff,
  PointsEntry,
  VisitOption,
  VisitSession,
  AccountToken,
  AuditLog,
  Banner,
  BusinessProfile,
  Direction,
  OrganizationProfile,
  Partner,
  ProbonoDirection,
  Region,
  TaskCategory,
  Tour,
  TraineeProfile,
  User,
  VolunteerProfile,
  VolunteerType,
};
