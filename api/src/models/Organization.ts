import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { OrganizationGeography, VerificationState } from '@hashar/common';
import { id, str, text } from './base/columns';

/** An organization: the owner of events and visit offers, with its staff (OrganizationStaff). */
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
  declare registrationDate: CreationOptional<string | null>;
  declare geography: CreationOptional<OrganizationGeography | null>;
  declare regionId: CreationOptional<number | null>;
  declare districtId: CreationOptional<number | null>;
  /** The office on the map (both or neither). */
  declare lat: CreationOptional<number | null>;
  declare lng: CreationOptional<number | null>;
  declare aboutRu: CreationOptional<string | null>;
  declare aboutUz: CreationOptional<string | null>;
  declare employeesCount: CreationOptional<number | null>;
  declare volunteersCount: CreationOptional<number | null>;
  declare partnersCount: CreationOptional<number | null>;
  declare license: CreationOptional<string | null>;
  declare grants: CreationOptional<string | null>;
  declare memoranda: CreationOptional<string | null>;
  declare partnersText: CreationOptional<string | null>;
  declare banner: CreationOptional<string | null>;
  declare videos: CreationOptional<string[]>;
  declare verification: CreationOptional<VerificationState>;
  declare verificationNote: CreationOptional<string | null>;
  /** Every text of the profile transliterated to Latin, written by the API: the directory's text filter. */
  declare searchText: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Organization.init(
      {
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
        registrationDate: { type: DataTypes.DATEONLY, allowNull: true },
        geography: str(16),
        regionId: { type: DataTypes.INTEGER, allowNull: true },
        districtId: { type: DataTypes.INTEGER, allowNull: true },
        lat: { type: DataTypes.DOUBLE, allowNull: true },
        lng: { type: DataTypes.DOUBLE, allowNull: true },
        aboutRu: text(),
        aboutUz: text(),
        employeesCount: { type: DataTypes.INTEGER, allowNull: true },
        volunteersCount: { type: DataTypes.INTEGER, allowNull: true },
        partnersCount: { type: DataTypes.INTEGER, allowNull: true },
        license: text(),
        grants: text(),
        memoranda: text(),
        partnersText: text(),
        banner: str(500),
        videos: { type: DataTypes.ARRAY(DataTypes.STRING(500)), allowNull: false, defaultValue: [] },
        verification: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'none' },
        verificationNote: str(1000),
        searchText: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'organizations' },
    );
  }
}
