import { Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { companyAttributes } from './base/profile';

/** A business's legal name and tax number. */
export class BusinessProfile extends Model<InferAttributes<BusinessProfile>, InferCreationAttributes<BusinessProfile>> {
  declare userId: number;
  declare name: string;
  declare taxNumber: string | null;

  static initModel(sequelize: Sequelize): void {
    BusinessProfile.init(companyAttributes, { sequelize, tableName: 'business_profiles', modelName: 'BusinessProfile' });
  }
}
