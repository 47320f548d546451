import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { fk, id, str, text } from './base/columns';

/** A series of an organization's events. */
export class EventGroup extends Model<InferAttributes<EventGroup>, InferCreationAttributes<EventGroup>> {
  declare id: CreationOptional<number>;
  declare organizationId: number;
  declare titleRu: string;
  declare titleUz: string | null;
  declare descriptionRu: string | null;
  declare descriptionUz: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    EventGroup.init(
      {
        id,
        organizationId: fk(),
        titleRu: str(200, false),
        titleUz: str(200),
        descriptionRu: text(),
        descriptionUz: text(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'event_groups' },
    );
  }
}
