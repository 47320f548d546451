import { DataTypes, type Sequelize } from 'sequelize';
import { ReferenceItem, referenceAttributes } from './base/referenceItem';

/** One of the 17 direction themes, with its icon key and colour. */
export class Direction extends ReferenceItem<Direction> {
  declare icon: string;
  declare color: string;

  static initModel(sequelize: Sequelize): void {
    Direction.init(
      {
        ...referenceAttributes,
        icon: { type: DataTypes.STRING(64), allowNull: false },
        color: { type: DataTypes.STRING(7), allowNull: false },
      },
      { sequelize, tableName: 'directions', modelName: 'Direction' },
    );
  }
}
