import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ModerationState } from '@hashar/common';
import { date, id, str, text } from './base/columns';

/**
 * An initiative group (migration 0022): moderated like an activity, suspended by an
 * admin. `status` is computed by the database (GROUP_STATUS in common/initiatives.ts): the model
 * reads it and never writes it.
 */
export class InitiativeGroup extends Model<InferAttributes<InitiativeGroup>, InferCreationAttributes<InitiativeGroup>> {
  declare id: CreationOptional<number>;
  declare nameRu: string;
  declare nameUz: CreationOptional<string | null>;
  declare descriptionRu: string;
  declare descriptionUz: CreationOptional<string | null>;
  declare goalsRu: CreationOptional<string | null>;
  declare goalsUz: CreationOptional<string | null>;
  declare regionId: CreationOptional<number | null>;
  declare districtId: CreationOptional<number | null>;
  declare logoUrl: CreationOptional<string | null>;
  declare logoThumbUrl: CreationOptional<string | null>;
  declare logoFallbackUrl: CreationOptional<string | null>;
  declare cover: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare email: CreationOptional<string | null>;
  declare links: CreationOptional<string[]>;
  declare foundedOn: CreationOptional<string | null>;
  declare createdBy: CreationOptional<number | null>;
  declare moderation: CreationOptional<ModerationState>;
  declare rejectReason: CreationOptional<string | null>;
  declare submittedAt: CreationOptional<Date | null>;
  declare publishedAt: CreationOptional<Date | null>;
  declare suspendedAt: CreationOptional<Date | null>;
  declare suspendReason: CreationOptional<string | null>;
  declare inviteCode: CreationOptional<string>;
  declare searchText: CreationOptional<string>;
  /** Computed by the database from `moderation` and `suspendedAt`: read only. */
  declare readonly status: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    InitiativeGroup.init(
      {
        id,
        nameRu: str(200, false),
        nameUz: str(200),
        descriptionRu: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        descriptionUz: text(),
        goalsRu: text(),
        goalsUz: text(),
        regionId: { type: DataTypes.INTEGER, allowNull: true },
        districtId: { type: DataTypes.INTEGER, allowNull: true },
        logoUrl: str(500),
        logoThumbUrl: str(500),
        logoFallbackUrl: str(500),
        cover: str(500),
        phone: str(32),
        email: str(254),
        links: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
        foundedOn: { type: DataTypes.DATEONLY, allowNull: true },
        createdBy: { type: DataTypes.INTEGER, allowNull: true },
        moderation: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'moderation' },
        rejectReason: text(),
        submittedAt: date(),
        publishedAt: date(),
        suspendedAt: date(),
        suspendReason: text(),
        inviteCode: { type: DataTypes.STRING(64), allowNull: false },
        searchText: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        status: { type: DataTypes.SMALLINT, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'initiative_groups',
        hooks: {
          // The database computes `status` (a generated column): never sent.
          beforeSave: (group) => {
            group.changed('status', false);
          },
        },
      },
    );
  }
}
