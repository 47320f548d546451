import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { createdOnly, date, fk, id, str, text } from './base/columns';

/** A notice in a user's inbox. */
export class Notification extends Model<InferAttributes<Notification>, InferCreationAttributes<Notification>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare kind: string;
  declare titleRu: string;
  declare titleUz: string;
  declare bodyRu: string | null;
  declare bodyUz: string | null;
  declare link: string | null;
  declare readAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Notification.init(
      {
        id,
        userId: fk(),
        kind: str(32, false),
        titleRu: str(200, false),
        titleUz: str(200, false),
        bodyRu: text(),
        bodyUz: text(),
        link: str(500),
        readAt: date(),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'notifications', ...createdOnly },
    );
  }
}
