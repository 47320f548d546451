import type { Sequelize } from 'sequelize';
import { ReferenceItem, referenceAttributes } from './base/referenceItem';

/** One of Uzbekistan's 14 regions (the spec's "cities"). */
export class Region extends ReferenceItem<Region> {
  static initModel(sequelize: Sequelize): void {
    Region.init(referenceAttributes, { sequelize, tableName: 'regions', modelName: 'Region' });
  }
}
