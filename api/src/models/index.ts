import type { Sequelize } from 'sequelize';
import { AccountToken } from './AccountToken';
import { Application } from './Application';
import { AuditLog } from './AuditLog';
import { Banner } from './Banner';
import { BusinessProfile } from './BusinessProfile';
import { Comment } from './Comment';
import { Direction } from './Direction';
import { Event } from './Event';
import { EventDocument } from './EventDocument';
import { EventGroup } from './EventGroup';
import { Favorite } from './Favorite';
import { HoursRecord } from './HoursRecord';
import { Notification } from './Notification';
import { Organization } from './Organization';
import { OrganizationProfile } from './OrganizationProfile';
import { OrganizationStaff } from './OrganizationStaff';
import { Partner } from './Partner';
import { PointsEntry } from './PointsEntry';
import { ProbonoDirection } from './ProbonoDirection';
import { Region } from './Region';
import { District } from './District';
import { TaskCategory } from './TaskCategory';
import { Tour } from './Tour';
import { TraineeProfile } from './TraineeProfile';
import { User } from './User';
import { VisitOption } from './VisitOption';
import { Project } from './Project';
import { Task } from './Task';
import { Vacancy } from './Vacancy';
import { VisitSession } from './VisitSession';
import { VolunteerProfile } from './VolunteerProfile';
import { VolunteerType } from './VolunteerType';
import { OrganizationFile } from './OrganizationFile';
import { VerificationRequest } from './VerificationRequest';
import { Review } from './Review';
import { Friendship } from './Friendship';
import { PartnerApplication } from './PartnerApplication';
import { InitiativeGroup } from './InitiativeGroup';
import { InitiativeGroupMember } from './InitiativeGroupMember';
import { InitiativeGroupRequest } from './InitiativeGroupRequest';
import { News } from './News';
import { NewsSection } from './NewsSection';
import { Publication } from './Publication';
import { BonusOffer } from './BonusOffer';
import { BonusRedemption } from './BonusRedemption';

/**
 * Binds every model to the process's Sequelize instance: the one place models are initialised.
 * Reads are SQL in the services (docs/architecture.md, "Data access"); the models serve a record
 * created, or locked and changed in a transaction.
 */
export function initModels(sequelize: Sequelize): void {
  Region.initModel(sequelize);
  District.initModel(sequelize);
  User.initModel(sequelize);
  AccountToken.initModel(sequelize);
  VolunteerProfile.initModel(sequelize);
  OrganizationProfile.initModel(sequelize);
  BusinessProfile.initModel(sequelize);
  TraineeProfile.initModel(sequelize);
  TaskCategory.initModel(sequelize);
  ProbonoDirection.initModel(sequelize);
  VolunteerType.initModel(sequelize);
  Direction.initModel(sequelize);
  Banner.initModel(sequelize);
  Tour.initModel(sequelize);
  Partner.initModel(sequelize);
  AuditLog.initModel(sequelize);
  Organization.initModel(sequelize);
  OrganizationStaff.initModel(sequelize);
  EventGroup.initModel(sequelize);
  Event.initModel(sequelize);
  EventDocument.initModel(sequelize);
  VisitOption.initModel(sequelize);
  VisitSession.initModel(sequelize);
  Project.initModel(sequelize);
  Task.initModel(sequelize);
  Vacancy.initModel(sequelize);
  Application.initModel(sequelize);
  HoursRecord.initModel(sequelize);
  PointsEntry.initModel(sequelize);
  Favorite.initModel(sequelize);
  Comment.initModel(sequelize);
  Notification.initModel(sequelize);
  OrganizationFile.initModel(sequelize);
  VerificationRequest.initModel(sequelize);
  Review.initModel(sequelize);
  Friendship.initModel(sequelize);
  PartnerApplication.initModel(sequelize);
  InitiativeGroup.initModel(sequelize);
  InitiativeGroupMember.initModel(sequelize);
  InitiativeGroupRequest.initModel(sequelize);
  NewsSection.initModel(sequelize);
  News.initModel(sequelize);
  Publication.initModel(sequelize);
  BonusOffer.initModel(sequelize);
  BonusRedemption.initModel(sequelize);
}

/**
 * The database a model was bound to by initModels, for code that reaches it through the model
 * (no deps at hand); an internal error, not a property of undefined, should initModels not have run.
 */
export function databaseOf(model: { readonly name: string; readonly sequelize?: Sequelize }): Sequelize {
  if (!model.sequelize) throw new Error(`${model.name} is not bound to a database: initModels has not run`);
  return model.sequelize;
}

export type { TokenPurpose } from './AccountToken';
export { activityAttributes, ModeratedActivity, type ActivityModel, type ActivityRecord } from './base/moderated';
export {
  AccountToken,
  Application,
  AuditLog,
  Banner,
  BusinessProfile,
  Comment,
  Direction,
  District,
  Event,
  EventDocument,
  EventGroup,
  Favorite,
  HoursRecord,
  Notification,
  Organization,
  OrganizationProfile,
  OrganizationStaff,
  Partner,
  PointsEntry,
  ProbonoDirection,
  Region,
  TaskCategory,
  Tour,
  TraineeProfile,
  User,
  VisitOption,
  Project,
  Task,
  Vacancy,
  VisitSession,
  VolunteerProfile,
  VolunteerType,
  OrganizationFile,
  VerificationRequest,
  Review,
  Friendship,
  PartnerApplication,
  InitiativeGroup,
  InitiativeGroupMember,
  InitiativeGroupRequest,
  News,
  NewsSection,
  Publication,
  BonusOffer,
  BonusRedemption,
};
