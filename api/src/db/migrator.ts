import path from 'node:path';
import { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '../logger';
import { findRepoRoot } from '../config/paths';

/** Top-level migrations/ next to this file's tree: .ts from source (tests), .js from dist. */
function migrationsGlob(): string {
  const compiled = __filename.endsWith('.js');
  const base = compiled ? path.resolve(__dirname, '../../../migrations') : path.join(findRepoRoot(), 'migrations');
  return path.join(base, compiled ? '*.js' : '*.ts').replace(/\\/g, '/');
}

/** Forward-only migrations; the name drops the extension so source and build agree. */
export function createMigrator(sequelize: Sequelize, logger?: Logger) {
  return new Umzug({
    migrations: {
      glob: [migrationsGlob(), { ignore: ['**/*.d.ts'] }],
      resolve: ({ name, path: file, context }) => {
        if (!file) throw new Error(`migration ${name}: the glob gave no file path`);
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const migration = require(file) as { up: (ctx: unknown) => Promise<void> };
        return { name: name.replace(/\.(ts|js)$/, ''), up: () => migration.up(context) };
      },
    },
    context: { queryInterface: sequelize.getQueryInterface(), Sequelize, sequelize },
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: logger
      ? {
          info: (m) => logger.info(m, 'migration'),
          warn: (m) => logger.warn(m),
          error: (m) => logger.error(m),
          debug: (m) => logger.debug(m),
        }
      : undefined,
  });
}

/** Applies every pending migration in one go; returns the names applied. */
export async function migrate(sequelize: Sequelize, logger?: Logger): Promise<string[]> {
  const applied = await createMigrator(sequelize, logger).up();
  return applied.map((m) => m.name);
}
