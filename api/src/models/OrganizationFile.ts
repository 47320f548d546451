import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { OrganizationFileKind } from '@hashar/common';
import { createdOnly, fk, id, str } from './base/columns';

/** A document (public or not), license, grant, memorandum or photo on an organization's profile. */
export class OrganizationFile extends Model<InferAttributes<OrganizationFile>, InferCreationAttributes<OrganizationFile>> {
  declare id: CreationOptional<number>;
  declare organizationId: number;
  declare kind: OrganizationFileKind;
  declare url: string;
  declare name: string;
  declare size: number;
  declare isPublic: CreationOptional<boolean>;
  declare sortOrder: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    OrganizationFile.init(
      {
        id,
        organizationId: fk(),
        kind: str(16, false),
        url: str(500, false),
        name: str(255, false),
        size: { type: DataTypes.INTEGER, allowNull: false },
        isPublic: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'organization_files', ...createdOnly },
    );
  }
}
