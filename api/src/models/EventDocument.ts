import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { createdOnly, fk, id, str } from './base/columns';

/** A file attached to an event. */
export class EventDocument extends Model<InferAttributes<EventDocument>, InferCreationAttributes<EventDocument>> {
  declare id: CreationOptional<number>;
  declare eventId: number;
  declare fileKey: string;
  declare name: string;
  declare mimeType: string;
  declare size: number;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    EventDocument.init(
      {
        id,
        eventId: fk(),
        fileKey: str(500, false),
        name: str(255, false),
        mimeType: str(150, false),
        size: fk(),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'event_documents', ...createdOnly },
    );
  }
}
