import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { fk, id, text } from './base/columns';

/** Verified hours of one application (owned like its activity). */
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

  static initModel(sequelize: Sequelize): void {
    HoursRecord.init(
      {
        id,
        applicationId: fk(),
        userId: fk(),
        organizationId: fk(true),
        ownerUserId: fk(true),
        ownerGroupId: fk(true),
        hours: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
        note: text(),
        verifiedBy: fk(true),
        verifiedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      },
      { sequelize, tableName: 'hours_records', timestamps: false },
    );
  }
}
