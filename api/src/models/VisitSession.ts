import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { date, fk, id, str } from './base/columns';

/** A shift of an event or of a visit offer (exactly one of eventId / visitOptionId). */
export class VisitSession extends Model<InferAttributes<VisitSession>, InferCreationAttributes<VisitSession>> {
  declare id: CreationOptional<number>;
  declare eventId: number | null;
  declare visitOptionId: number | null;
  declare titleRu: string | null;
  declare titleUz: string | null;
  declare startsAt: Date;
  declare endsAt: Date;
  declare capacity: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    VisitSession.init(
      {
        id,
        eventId: fk(true),
        visitOptionId: fk(true),
        titleRu: str(200),
        titleUz: str(200),
        startsAt: date(false),
        endsAt: date(false),
        capacity: fk(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'visit_sessions' },
    );
  }
}
