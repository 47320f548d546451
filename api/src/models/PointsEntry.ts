import type { PointsReason } from '@hashar/common';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { createdOnly, fk, id, str } from './base/columns';

/** One append-only line of a user's points. */
export class PointsEntry extends Model<InferAttributes<PointsEntry>, InferCreationAttributes<PointsEntry>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare delta: number;
  declare reason: PointsReason;
  declare hoursRecordId: number | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PointsEntry.init(
      {
        id,
        userId: fk(),
        delta: fk(),
        reason: str(16, false),
        hoursRecordId: fk(true),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'points_ledger', ...createdOnly },
    );
  }
}
