import { DataTypes, type Sequelize } from 'sequelize';
import { date, fk, str, text } from './base/columns';
import { activityAttributes, ModeratedActivity } from './base/moderated';

/** A project: dated, owned by an organization, a volunteer or a group; partners (ProjectPartner) and participants. */
export class Project extends ModeratedActivity<Project> {
  declare isNationwide: boolean;
  declare startsAt: Date;
  declare endsAt: Date;
  declare goalsRu: string | null;
  declare goalsUz: string | null;
  declare helpRu: string | null;
  declare helpUz: string | null;
  declare places: number | null;

  static initModel(sequelize: Sequelize): void {
    Project.init(
      {
        ...activityAttributes<Project>(),
        titleRu: str(200, false),
        titleUz: str(200),
        isNationwide: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        startsAt: date(false),
        endsAt: date(false),
        goalsRu: text(),
        goalsUz: text(),
        helpRu: text(),
        helpUz: text(),
        places: fk(true),
      },
      { sequelize, tableName: 'projects' },
    );
  }
}
