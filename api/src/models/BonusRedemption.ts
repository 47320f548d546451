import type { RedemptionState } from '@hashar/common';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { createdOnly, date, fk, id, str } from './base/columns';

/** A bonus bought with points: its code, the points paid, and whether the owner marked it used. */
export class BonusRedemption extends Model<InferAttributes<BonusRedemption>, InferCreationAttributes<BonusRedemption>> {
  declare id: CreationOptional<number>;
  declare offerId: number;
  declare userId: number;
  declare code: string;
  declare points: number;
  declare state: CreationOptional<RedemptionState>;
  declare usedAt: CreationOptional<Date | null>;
  declare usedBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    BonusRedemption.init(
      {
        id,
        offerId: fk(),
        userId: fk(),
        code: str(16, false),
        points: fk(),
        state: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'issued' },
        usedAt: date(),
        usedBy: fk(true),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'bonus_redemptions', modelName: 'BonusRedemption', ...createdOnly },
    );
  }
}
