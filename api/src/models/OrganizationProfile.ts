import { Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { companyAttributes } from './base/profile';

/** An organization's legal name and tax number. */
export class OrganizationProfile extends Model<InferAttributes<OrganizationProfile>, InferCreationAttributes<OrganizationProfile>> {
  declare userId: number;
  declare name: string;
  declare taxNumber: string | null;

  static initModel(sequelize: Sequelize): void {
    OrganizationProfile.init(companyAttributes, { sequelize, tableName: 'organization_profiles', modelName: 'OrganizationProfile' });
  }
}
