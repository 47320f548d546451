import type { Sequelize } from 'sequelize';
import { ReferenceItem, referenceAttributes } from './base/referenceItem';

/** A volunteer type (admin resource `typecat`). */
export class VolunteerType extends ReferenceItem<VolunteerType> {
  static initModel(sequelize: Sequelize): void {
    VolunteerType.init(referenceAttributes, { sequelize, tableName: 'volunteer_types', modelName: 'VolunteerType' });
  }
}
