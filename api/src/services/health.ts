import type { Sequelize } from 'sequelize';
import { run } from '../lists';

/** Resolves when the database answers a trivial query; rejects otherwise. */
export async function pingDatabase(sequelize: Sequelize): Promise<void> {
  await run(sequelize, 'SELECT 1', []);
}
