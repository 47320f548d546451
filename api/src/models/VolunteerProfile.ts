import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { personAttributes } from './base/profile';

/** What a volunteer (or pro bono volunteer) gives at sign-up; the profile issue adds the rest. */
export class VolunteerProfile extends Model<InferAttributes<VolunteerProfile>, InferCreationAttributes<VolunteerProfile>> {
  declare userId: number;
  declare firstName: string;
  declare lastName: string;
  declare middleName: string | null;
  declare volunteerTypeId: number | null;
  declare isProbono: boolean;

  static initModel(sequelize: Sequelize): void {
    VolunteerProfile.init(
      {
        ...personAttributes,
        middleName: { type: DataTypes.STRING(100), allowNull: true },
        volunteerTypeId: { type: DataTypes.INTEGER, allowNull: true },
        isProbono: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      },
      { sequelize, tableName: 'volunteer_profiles', modelName: 'VolunteerProfile' },
    );
  }
}
