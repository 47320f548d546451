import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Locale, Role } from '@hashar/common';

/** An account; email is the username (stored lower-case). */
export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare passwordHash: string;
  declare role: Role;
  declare name: string;
  declare isActive: CreationOptional<boolean>;
  declare isVerified: CreationOptional<boolean>;
  declare isBlocked: CreationOptional<boolean>;
  declare locale: CreationOptional<Locale>;
  declare regionId: ForeignKey<number> | null;
  declare districtId: CreationOptional<number | null>;
  declare tokenVersion: CreationOptional<number>;
  declare lastLoginAt: Date | null;
  declare avatarUrl: string | null;
  declare referralCode: string | null;
  declare referredById: number | null;
  declare consentAt: Date | null;
  declare notifyEmail: CreationOptional<boolean>;
  /** Writes news in the back office (granted by an admin). */
  declare isNewsEditor: CreationOptional<boolean>;
  declare notifyInApp: CreationOptional<boolean>;
  /** Made by the demo seeder (the analytics history's past volunteers): nobody's real account. */
  declare isGenerated: CreationOptional<boolean>;
  declare avatarThumbUrl: CreationOptional<string | null>;
  declare avatarFallbackUrl: CreationOptional<string | null>;
  declare deletedAt: CreationOptional<Date | null>;
  declare referralRewardedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    User.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
        passwordHash: { type: DataTypes.STRING(255), allowNull: false },
        role: { type: DataTypes.STRING(32), allowNull: false },
        name: { type: DataTypes.STRING(160), allowNull: false, defaultValue: '' },
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        isVerified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        isBlocked: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        locale: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'ru' },
        regionId: { type: DataTypes.INTEGER, allowNull: true },
        districtId: { type: DataTypes.INTEGER, allowNull: true },
        tokenVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lastLoginAt: { type: DataTypes.DATE, allowNull: true },
        avatarUrl: { type: DataTypes.STRING(500), allowNull: true },
        referralCode: { type: DataTypes.STRING(32), allowNull: true, unique: true },
        referredById: { type: DataTypes.INTEGER, allowNull: true },
        consentAt: { type: DataTypes.DATE, allowNull: true },
        notifyEmail: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        isNewsEditor: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        notifyInApp: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        isGenerated: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        avatarThumbUrl: { type: DataTypes.STRING(500), allowNull: true },
        avatarFallbackUrl: { type: DataTypes.STRING(500), allowNull: true },
        deletedAt: { type: DataTypes.DATE, allowNull: true },
        referralRewardedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'users', modelName: 'User' },
    );
  }
}
