import type { Sequelize } from 'sequelize';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Mailer } from './mail/types';

/** Where the built front ends are. */
export interface FrontendDirs {
  /** Built public site (public-web/dist). */
  publicWeb: string;
  /** Built back office (backoffice/dist). */
  backoffice: string;
}

/** What the app is made of: the process's configuration, database, logger and mailer. */
export interface AppDeps {
  config: Config;
  sequelize: Sequelize;
  logger: Logger;
  mailer: Mailer;
  /** Built front ends; by default public-web/dist and backoffice/dist of the repository. */
  frontends?: FrontendDirs;
}
