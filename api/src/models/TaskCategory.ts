import type { Sequelize } from 'sequelize';
import { ReferenceItem, referenceAttributes } from './base/referenceItem';

/** A task category (admin resource `cattask`). */
export class TaskCategory extends ReferenceItem<TaskCategory> {
  static initModel(sequelize: Sequelize): void {
    TaskCategory.init(referenceAttributes, { sequelize, tableName: 'task_categories', modelName: 'TaskCategory' });
  }
}
