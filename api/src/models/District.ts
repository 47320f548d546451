import { DataTypes, type CreationOptional, type Sequelize } from 'sequelize';
import { ReferenceItem, referenceAttributes } from './base/referenceItem';

/** A district (tuman) or a city of regional standing, under its region (seeders/districts.ts). */
export class District extends ReferenceItem<District> {
  declare regionId: number;
  declare aliases: CreationOptional<string[]>;
  /** numeric(8,5): PostgreSQL answers it as a string. */
  declare lat: number | string | null;
  declare lng: number | string | null;

  static initModel(sequelize: Sequelize): void {
    District.init(
      {
        ...referenceAttributes,
        regionId: { type: DataTypes.INTEGER, allowNull: false },
        aliases: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
        lat: { type: DataTypes.DECIMAL(8, 5), allowNull: true },
        lng: { type: DataTypes.DECIMAL(8, 5), allowNull: true },
      },
      { sequelize, tableName: 'districts', modelName: 'District' },
    );
  }
}
