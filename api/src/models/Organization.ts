import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { id, str } from './base/columns';

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
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'organizations' },
    );
  }
}
