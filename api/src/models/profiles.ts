import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** What a volunteer (or pro bono volunteer) gives at sign-up; the profile issue adds the rest. */
export class VolunteerProfile extends Model<InferAttributes<VolunteerProfile>, InferCreationAttributes<VolunteerProfile>> {
  declare userId: number;
  declare firstName: string;
  declare lastName: string;
  declare middleName: string | null;
  declare volunteerTypeId: number | null;
  declare isProbono: boolean;
}

/** An organization's or a business's legal name and tax number. */
export class OrganizationProfile extends Model<InferAttributes<OrganizationProfile>, InferCreationAttributes<OrganizationProfile>> {
  declare userId: number;
  declare name: string;
  declare taxNumber: string | null;
}

export class BusinessProfile extends Model<InferAttributes<BusinessProfile>, InferCreationAttributes<BusinessProfile>> {
  declare userId: number;
  declare name: string;
  declare taxNumber: string | null;
}

export class TraineeProfile extends Model<InferAttributes<TraineeProfile>, InferCreationAttributes<TraineeProfile>> {
  declare userId: number;
  declare firstName: string;
  declare lastName: string;
}

const userKey = { type: DataTypes.INTEGER, primaryKey: true };

/** Binds the profile models. */
export function initProfiles(sequelize: Sequelize): void {
  VolunteerProfile.init(
    {
      userId: userKey,
      firstName: { type: DataTypes.STRING(100), allowNull: false },
      lastName: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
      middleName: { type: DataTypes.STRING(100), allowNull: true },
      volunteerTypeId: { type: DataTypes.INTEGER, allowNull: true },
      isProbono: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    },
    { sequelize, tableName: 'volunteer_profiles', modelName: 'VolunteerProfile' },
  );
  const company = {
    userId: userKey,
    name: { type: DataTypes.STRING(200), allowNull: false },
    taxNumber: { type: DataTypes.STRING(9), allowNull: true },
  };
  OrganizationProfile.init(company, { sequelize, tableName: 'organization_profiles', modelName: 'OrganizationProfile' });
  BusinessProfile.init(company, { sequelize, tableName: 'business_profiles', modelName: 'BusinessProfile' });
  TraineeProfile.init(
    {
      userId: userKey,
      firstName: { type: DataTypes.STRING(100), allowNull: false },
      lastName: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
    },
    { sequelize, tableName: 'trainee_profiles', modelName: 'TraineeProfile' },
  );
}
