import type { Sequelize } from 'sequelize';
import { Region } from './Region';

/** Binds every model to the process's Sequelize instance. */
export function initModels(sequelize: Sequelize): void {
  Region.initModel(sequelize);
}

export { Region };
