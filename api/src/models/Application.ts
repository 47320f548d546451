import type { ApplicationState } from '@hashar/common';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { date, fk, id, str, text } from './base/columns';

/** A volunteer's application to an activity, and to its session when the kind has sessions (migration 0010). */
export class Application extends Model<InferAttributes<Application>, InferCreationAttributes<Application>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare activityKind: string;
  declare activityId: number;
  declare sessionId: number | null;
  declare state: ApplicationState;
  declare message: string | null;
  declare decidedBy: CreationOptional<number | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Application.init(
      {
        id,
        userId: fk(),
        activityKind: str(32, false),
        activityId: fk(),
        sessionId: fk(true),
        state: str(16, false),
        message: text(),
        decidedBy: fk(true),
        decidedAt: date(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'applications' },
    );
  }
}
