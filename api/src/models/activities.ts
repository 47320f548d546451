import type { ApplicationState, FavoriteType, ModerationState, PointsReason } from '@hashar/common';
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/**
 * Organizations, events, visit offers, sessions, applications, hours, points, favorites,
 * comments and notifications (migration 20261121000007-events). Lists are read with SQL in
 * the services (one query per list); these models serve writes and single rows.
 */

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true };
const fk = (allowNull = false) => ({ type: DataTypes.INTEGER, allowNull });
const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
const str = (length: number, allowNull = true) => ({ type: DataTypes.STRING(length), allowNull });
const date = (allowNull = true) => ({ type: DataTypes.DATE, allowNull });

export class Organization extends Model<InferAttributes<Organization>, InferCreationAttributes<Organization>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare taxNumber: string | null;
  declare legalForm: CreationOptional<string | null>;
  declare headName: CreationOptional<string | null>;
  declare legalAddress: CreationOptional<string | null>;
  declare actualAddress: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare email: string | null;
  declare website: CreationOptional<string | null>;
  declare logo: CreationOptional<string | null>;
  declare isVerified: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class OrganizationStaff extends Model<InferAttributes<OrganizationStaff>, InferCreationAttributes<OrganizationStaff>> {
  declare organizationId: number;
  declare userId: number;
  declare role: 'owner' | 'staff';
  declare createdAt: CreationOptional<Date>;
}

export class EventGroup extends Model<InferAttributes<EventGroup>, InferCreationAttributes<EventGroup>> {
  declare id: CreationOptional<number>;
  declare organizationId: number;
  declare titleRu: string;
  declare titleUz: string | null;
  declare descriptionRu: string | null;
  declare descriptionUz: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Columns events and visit options share. */
interface Moderated {
  moderation: CreationOptional<ModerationState>;
  rejectReason: CreationOptional<string | null>;
  submittedAt: CreationOptional<Date | null>;
  publishedAt: CreationOptional<Date | null>;
  archivedAt: CreationOptional<Date | null>;
  searchText: CreationOptional<string>;
}

/** A moderated activity's row as the generic code (writer, moderation, owner routes) handles it. */
export interface ActivityRecord extends Model, Moderated {
  id: number;
  organizationId: number | null;
  ownerUserId: number | null;
  ownerGroupId: number | null;
  createdBy: number | null;
  titleRu: string;
  titleUz: string | null;
  descriptionRu: string;
  descriptionUz: string | null;
}
/** The model of an activity kind's table. */
export type ActivityModel = ModelStatic<ActivityRecord>;

/** Exactly one of them is set (migration 0010): policies/ownership.ts reads them. */
const ownerAttributes = { organizationId: fk(true), ownerUserId: fk(true), ownerGroupId: fk(true) };

const moderatedAttributes = {
  moderation: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
  rejectReason: text(),
  submittedAt: date(),
  publishedAt: date(),
  archivedAt: date(),
  searchText: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
};

/**
 * The attributes every activity model has, on the shared moderated base: id, owner, author,
 * texts, place, cover, moderation and timestamps. A kind's model is these plus its own
 * (`Model.init({ ...activityAttributes(), ... }, { sequelize, tableName })`).
 */
export function activityAttributes(): ModelAttributes {
  return {
    id,
    ...ownerAttributes,
    createdBy: fk(true),
    titleRu: str(300, false),
    titleUz: str(300),
    descriptionRu: text(false),
    descriptionUz: text(),
    regionId: fk(true),
    addressRu: str(500),
    addressUz: str(500),
    cover: str(500),
    ...moderatedAttributes,
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  };
}

export class Event extends Model<InferAttributes<Event>, InferCreationAttributes<Event>> implements Moderated {
  declare id: CreationOptional<number>;
  declare organizationId: number | null;
  declare ownerUserId: CreationOptional<number | null>;
  declare ownerGroupId: CreationOptional<number | null>;
  declare groupId: number | null;
  declare createdBy: number | null;
  declare titleRu: string;
  declare titleUz: string | null;
  declare descriptionRu: string;
  declare descriptionUz: string | null;
  declare regionId: number | null;
  declare addressRu: string | null;
  declare addressUz: string | null;
  declare isOnline: boolean;
  declare startsAt: Date;
  declare endsAt: Date;
  declare cover: string | null;
  declare capacity: number | null;
  declare minAge: number | null;
  declare skills: string | null;
  declare moderation: CreationOptional<ModerationState>;
  declare rejectReason: CreationOptional<string | null>;
  declare submittedAt: CreationOptional<Date | null>;
  declare publishedAt: CreationOptional<Date | null>;
  declare archivedAt: CreationOptional<Date | null>;
  declare searchText: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class EventDocument extends Model<InferAttributes<EventDocument>, InferCreationAttributes<EventDocument>> {
  declare id: CreationOptional<number>;
  declare eventId: number;
  declare fileKey: string;
  declare name: string;
  declare mimeType: string;
  declare size: number;
  declare createdAt: CreationOptional<Date>;
}

export class VisitOption extends Model<InferAttributes<VisitOption>, InferCreationAttributes<VisitOption>> implements Moderated {
  declare id: CreationOptional<number>;
  declare organizationId: number | null;
  declare ownerUserId: CreationOptional<number | null>;
  declare ownerGroupId: CreationOptional<number | null>;
  declare createdBy: number | null;
  declare titleRu: string;
  declare titleUz: string | null;
  declare descriptionRu: string;
  declare descriptionUz: string | null;
  declare regionId: number | null;
  declare addressRu: string | null;
  declare addressUz: string | null;
  declare cover: string | null;
  declare moderation: CreationOptional<ModerationState>;
  declare rejectReason: CreationOptional<string | null>;
  declare submittedAt: CreationOptional<Date | null>;
  declare publishedAt: CreationOptional<Date | null>;
  declare archivedAt: CreationOptional<Date | null>;
  declare searchText: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A shift of an event or of a visit offer (exactly one of eventId / visitOptionId). */
export class VisitSession extends Model<InferAttributes<VisitSession>, InferCreationAttributes<VisitSession>> {
  declare id: CreationOptional<number>;
  declare eventId: number | null;
  declare visitOptionId: number | null;
  declare titleRu: string | null;
  declare titleUz: string | null;
  declare startsAt: Date;
  declare endsAt: Date;
  declare capacity: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class Application extends Model<InferAttributes<Application>, InferCreationAttributes<Application>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare sessionId: number;
  declare state: ApplicationState;
  declare message: string | null;
  declare decidedBy: CreationOptional<number | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class HoursRecord extends Model<InferAttributes<HoursRecord>, InferCreationAttributes<HoursRecord>> {
  declare id: CreationOptional<number>;
  declare applicationId: number;
  declare userId: number;
  declare organizationId: number | null;
  declare ownerUserId: CreationOptional<number | null>;
  declare ownerGroupId: CreationOptional<number | null>;
  /** numeric(5,2): PostgreSQL returns it as a string. */
  declare hours: number | string;
  declare note: string | null;
  declare verifiedBy: number | null;
  declare verifiedAt: CreationOptional<Date>;
}

/** One append-only line of a user's points. */
export class PointsEntry extends Model<InferAttributes<PointsEntry>, InferCreationAttributes<PointsEntry>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare delta: number;
  declare reason: PointsReason;
  declare hoursRecordId: number | null;
  declare createdAt: CreationOptional<Date>;
}

export class Favorite extends Model<InferAttributes<Favorite>, InferCreationAttributes<Favorite>> {
  declare userId: number;
  declare targetType: FavoriteType;
  declare targetId: number;
  declare createdAt: CreationOptional<Date>;
}

export class Comment extends Model<InferAttributes<Comment>, InferCreationAttributes<Comment>> {
  declare id: CreationOptional<number>;
  declare targetType: FavoriteType;
  declare targetId: number;
  declare userId: number;
  declare body: string;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
}

export class Notification extends Model<InferAttributes<Notification>, InferCreationAttributes<Notification>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare kind: string;
  declare titleRu: string;
  declare titleUz: string;
  declare bodyRu: string | null;
  declare bodyUz: string | null;
  declare link: string | null;
  declare readAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
}

const createdOnly = { updatedAt: false as const };

function init<M extends Model>(
  model: { init(attrs: ModelAttributes<M>, opts: object): unknown },
  sequelize: Sequelize,
  tableName: string,
  attrs: ModelAttributes<M>,
  opts: object = {},
) {
  model.init(attrs, { sequelize, tableName, ...opts });
}

/** Binds the models of this file. */
export function initActivityModels(sequelize: Sequelize): void {
  init<Organization>(Organization, sequelize, 'organizations', {
    id,
    name: str(300, false),
    taxNumber: str(9),
    legalForm: str(100),
    headName: str(200),
    legalAddress: str(500),
    actualAddress: str(500),
    phone: str(32),
    email: str(200),
    website: str(300),
    logo: str(500),
    isVerified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  });
  init<OrganizationStaff>(
    OrganizationStaff,
    sequelize,
    'organization_staff',
    {
      organizationId: { type: DataTypes.INTEGER, primaryKey: true },
      userId: { type: DataTypes.INTEGER, primaryKey: true },
      role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'staff' },
      createdAt: DataTypes.DATE,
    },
    createdOnly,
  );
  init<EventGroup>(EventGroup, sequelize, 'event_groups', {
    id,
    organizationId: fk(),
    titleRu: str(200, false),
    titleUz: str(200),
    descriptionRu: text(),
    descriptionUz: text(),
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  });
  init<Event>(Event, sequelize, 'events', {
    id,
    ...ownerAttributes,
    groupId: fk(true),
    createdBy: fk(true),
    titleRu: str(200, false),
    titleUz: str(200),
    descriptionRu: text(false),
    descriptionUz: text(),
    regionId: fk(true),
    addressRu: str(500),
    addressUz: str(500),
    isOnline: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    startsAt: date(false),
    endsAt: date(false),
    cover: str(500),
    capacity: fk(true),
    minAge: { type: DataTypes.SMALLINT, allowNull: true },
    skills: text(),
    ...moderatedAttributes,
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  });
  init<EventDocument>(
    EventDocument,
    sequelize,
    'event_documents',
    {
      id,
      eventId: fk(),
      fileKey: str(500, false),
      name: str(255, false),
      mimeType: str(150, false),
      size: fk(),
      createdAt: DataTypes.DATE,
    },
    createdOnly,
  );
  init<VisitOption>(VisitOption, sequelize, 'visit_options', {
    ...(activityAttributes() as ModelAttributes<VisitOption>),
    titleRu: str(200, false),
    titleUz: str(200),
  });
  init<VisitSession>(VisitSession, sequelize, 'visit_sessions', {
    id,
    eventId: fk(true),
    visitOptionId: fk(true),
    titleRu: str(200),
    titleUz: str(200),
    startsAt: date(false),
    endsAt: date(false),
    capacity: fk(),
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  });
  init<Application>(Application, sequelize, 'applications', {
    id,
    userId: fk(),
    sessionId: fk(),
    state: str(16, false),
    message: text(),
    decidedBy: fk(true),
    decidedAt: date(),
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  });
  init<HoursRecord>(
    HoursRecord,
    sequelize,
    'hours_records',
    {
      id,
      applicationId: fk(),
      userId: fk(),
      ...ownerAttributes,
      hours: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
      note: text(),
      verifiedBy: fk(true),
      verifiedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { timestamps: false },
  );
  init<PointsEntry>(
    PointsEntry,
    sequelize,
    'points_ledger',
    {
      id,
      userId: fk(),
      delta: fk(),
      reason: str(16, false),
      hoursRecordId: fk(true),
      createdAt: DataTypes.DATE,
    },
    createdOnly,
  );
  init<Favorite>(
    Favorite,
    sequelize,
    'favorites',
    {
      userId: { type: DataTypes.INTEGER, primaryKey: true },
      targetType: { type: DataTypes.STRING(16), primaryKey: true },
      targetId: { type: DataTypes.INTEGER, primaryKey: true },
      createdAt: DataTypes.DATE,
    },
    createdOnly,
  );
  init<Comment>(
    Comment,
    sequelize,
    'comments',
    {
      id,
      targetType: str(16, false),
      targetId: fk(),
      userId: fk(),
      body: text(false),
      deletedAt: date(),
      createdAt: DataTypes.DATE,
    },
    createdOnly,
  );
  init<Notification>(
    Notification,
    sequelize,
    'notifications',
    {
      id,
      userId: fk(),
      kind: str(32, false),
      titleRu: str(200, false),
      titleUz: str(200, false),
      bodyRu: text(),
      bodyUz: text(),
      link: str(500),
      readAt: date(),
      createdAt: DataTypes.DATE,
    },
    createdOnly,
  );
}
