import type { Sequelize } from 'sequelize';
import { ReferenceItem, referenceAttributes } from './base/referenceItem';

/** A pro bono direction (admin resource `dirprobono`). */
export class ProbonoDirection extends ReferenceItem<ProbonoDirection> {
  static initModel(sequelize: Sequelize): void {
    ProbonoDirection.init(referenceAttributes, { sequelize, tableName: 'probono_directions', modelName: 'ProbonoDirection' });
  }
}
