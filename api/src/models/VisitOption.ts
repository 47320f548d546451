import type { Sequelize } from 'sequelize';
import { str } from './base/columns';
import { activityAttributes, ModeratedActivity } from './base/moderated';

/** A standing visit offer: undated itself, with dated sessions (VisitSession). */
export class VisitOption extends ModeratedActivity<VisitOption> {
  static initModel(sequelize: Sequelize): void {
    VisitOption.init(
      {
        ...activityAttributes<VisitOption>(),
        titleRu: str(200, false),
        titleUz: str(200),
      },
      { sequelize, tableName: 'visit_options' },
    );
  }
}
