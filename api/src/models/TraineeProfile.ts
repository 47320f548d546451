import { Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { personAttributes } from './base/profile';

/** A trainee's name. */
export class TraineeProfile extends Model<InferAttributes<TraineeProfile>, InferCreationAttributes<TraineeProfile>> {
  declare userId: number;
  declare firstName: string;
  declare lastName: string;

  static initModel(sequelize: Sequelize): void {
    TraineeProfile.init(personAttributes, { sequelize, tableName: 'trainee_profiles', modelName: 'TraineeProfile' });
  }
}
