import type { ModerationState } from '@hashar/common';
import {
  DataTypes,
  type Attributes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelAttributes,
  type ModelStatic,
} from 'sequelize';
import { date, fk, id, str, text } from './columns';

/** Exactly one of them is set (migration 0010): policies/ownership.ts reads them. */
const ownerAttributes = { organizationId: fk(true), ownerUserId: fk(true), ownerGroupId: fk(true) };

/** The moderation columns (states and moves: MODERATION_TRANSITIONS in common/statuses.ts). */
const moderatedAttributes = {
  moderation: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
  rejectReason: text(),
  submittedAt: date(),
  publishedAt: date(),
  archivedAt: date(),
  searchText: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
};

/**
 * The attributes every activity model has: id, owner, author, texts, place, cover, moderation
 * and timestamps. A kind's model is these plus its own
 * (`Kind.init({ ...activityAttributes<Kind>(), ...own }, { sequelize, tableName })`).
 */
export function activityAttributes<M extends Model = Model>(): ModelAttributes<M, Attributes<M>> {
  const attributes: ModelAttributes = {
    id,
    ...ownerAttributes,
    createdBy: fk(true),
    titleRu: str(300, false),
    titleUz: str(300),
    descriptionRu: text(false),
    descriptionUz: text(),
    regionId: fk(true),
    districtId: fk(true),
    addressRu: str(500),
    addressUz: str(500),
    cover: str(500),
    lat: { type: DataTypes.DOUBLE, allowNull: true },
    lng: { type: DataTypes.DOUBLE, allowNull: true },
    ...moderatedAttributes,
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  };
  return attributes as ModelAttributes<M, Attributes<M>>;
}

/**
 * The shared moderated base of every activity model (events, visit offers, the kinds to come):
 * the declarations of `activityAttributes()`. A kind extends it and declares only its own columns.
 */
export abstract class ModeratedActivity<M extends ModeratedActivity<M>> extends Model<InferAttributes<M>, InferCreationAttributes<M>> {
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
  declare districtId: CreationOptional<number | null>;
  declare addressRu: string | null;
  declare addressUz: string | null;
  declare cover: string | null;
  /** The point on the map (both or neither, migration 20261203000101). */
  declare lat: CreationOptional<number | null>;
  declare lng: CreationOptional<number | null>;
  declare moderation: CreationOptional<ModerationState>;
  declare rejectReason: CreationOptional<string | null>;
  declare submittedAt: CreationOptional<Date | null>;
  declare publishedAt: CreationOptional<Date | null>;
  declare archivedAt: CreationOptional<Date | null>;
  declare searchText: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A moderated activity's row as the generic code (writer, moderation, owner routes) handles it. */
export interface ActivityRecord extends Model {
  id: number;
  organizationId: number | null;
  ownerUserId: number | null;
  ownerGroupId: number | null;
  createdBy: number | null;
  titleRu: string;
  titleUz: string | null;
  descriptionRu: string;
  descriptionUz: string | null;
  moderation: CreationOptional<ModerationState>;
  rejectReason: CreationOptional<string | null>;
  submittedAt: CreationOptional<Date | null>;
  publishedAt: CreationOptional<Date | null>;
  archivedAt: CreationOptional<Date | null>;
  searchText: CreationOptional<string>;
}

/** The model of an activity kind's table. */
export type ActivityModel = ModelStatic<ActivityRecord>;
