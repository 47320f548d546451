import { DataTypes, type Sequelize } from 'sequelize';
import { date, fk, str, text } from './base/columns';
import { activityAttributes, ModeratedActivity } from './base/moderated';

/** A dated activity with sessions, documents and an optional series (EventGroup). */
export class Event extends ModeratedActivity<Event> {
  declare groupId: number | null;
  declare isOnline: boolean;
  declare startsAt: Date;
  declare endsAt: Date;
  declare capacity: number | null;
  declare minAge: number | null;
  declare skills: string | null;

  static initModel(sequelize: Sequelize): void {
    Event.init(
      {
        ...activityAttributes<Event>(),
        titleRu: str(200, false),
        titleUz: str(200),
        groupId: fk(true),
        isOnline: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        startsAt: date(false),
        endsAt: date(false),
        capacity: fk(true),
        minAge: { type: DataTypes.SMALLINT, allowNull: true },
        skills: text(),
      },
      { sequelize, tableName: 'events' },
    );
  }
}
