import { DataTypes, type Sequelize } from 'sequelize';
import { date, fk, str, text } from './base/columns';
import { activityAttributes, ModeratedActivity } from './base/moderated';

/** A pro bono task: a category (`cattask`), a deadline, performers picked among pro bono applicants. */
export class Task extends ModeratedActivity<Task> {
  declare categoryId: number;
  declare skillsRu: string | null;
  declare skillsUz: string | null;
  declare resultRu: string | null;
  declare resultUz: string | null;
  declare deadline: Date;
  declare isOnline: boolean;
  declare performers: number;
  declare estimatedHours: string | null;

  static initModel(sequelize: Sequelize): void {
    Task.init(
      {
        ...activityAttributes<Task>(),
        titleRu: str(200, false),
        titleUz: str(200),
        categoryId: fk(),
        skillsRu: text(),
        skillsUz: text(),
        resultRu: text(),
        resultUz: text(),
        deadline: date(false),
        isOnline: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        performers: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        estimatedHours: { type: DataTypes.DECIMAL(6, 2), allowNull: true },
      },
      { sequelize, tableName: 'tasks' },
    );
  }
}
