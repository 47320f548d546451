import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { createdOnly } from './base/columns';

/** A user's place in an organization's team. */
export class OrganizationStaff extends Model<InferAttributes<OrganizationStaff>, InferCreationAttributes<OrganizationStaff>> {
  declare organizationId: number;
  declare userId: number;
  declare role: 'owner' | 'staff';
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    OrganizationStaff.init(
      {
        organizationId: { type: DataTypes.INTEGER, primaryKey: true },
        userId: { type: DataTypes.INTEGER, primaryKey: true },
        role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'staff' },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'organization_staff', ...createdOnly },
    );
  }
}
