import type { FavoriteType } from '@hashar/common';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { createdOnly } from './base/columns';

/** A user's bookmark of an activity or another favorite target. */
export class Favorite extends Model<InferAttributes<Favorite>, InferCreationAttributes<Favorite>> {
  declare userId: number;
  declare targetType: FavoriteType;
  declare targetId: number;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Favorite.init(
      {
        userId: { type: DataTypes.INTEGER, primaryKey: true },
        targetType: { type: DataTypes.STRING(16), primaryKey: true },
        targetId: { type: DataTypes.INTEGER, primaryKey: true },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'favorites', ...createdOnly },
    );
  }
}
