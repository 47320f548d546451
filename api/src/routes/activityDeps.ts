import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { Mailer } from '../mail/types';
import type { FileStorage } from '../storage/types';

/** What the routers of events, visits, applications and the CRM are built with. */
export interface ActivityDeps {
  config: Config;
  sequelize: Sequelize;
  mailer: Mailer;
  /** 401 without a valid Bearer token. */
  authenticate: RequestHandler;
  /** Anonymous without an Authorization header; a given token must be valid. */
  optionalAuthenticate: RequestHandler;
  storage: FileStorage;
}
