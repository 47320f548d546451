import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type { Logger } from './logger';
import { initModels } from './models';
import { detectLocale } from './middlewares/locale';
import { errorHandler } from './middlewares/errorHandler';
import { apiRouter } from './routes';
import { frontendsRouter, type FrontendDirs } from './web/frontends';

export interface AppDeps {
  sequelize: Sequelize;
  logger: Logger;
  frontends: FrontendDirs;
  trustProxy?: string;
  jsonBodyLimit?: string;
}

/** Express's trust proxy setting from its text form ("true", a hop count, or addresses). */
function trustProxyValue(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The Express application, wired but not listening (tests drive it with supertest). */
export function createApp(deps: AppDeps): Express {
  initModels(deps.sequelize);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxyValue(deps.trustProxy ?? 'loopback'));

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use(cookieParser());
  app.use(detectLocale);

  app.use('/api', express.json({ limit: deps.jsonBodyLimit ?? '1mb' }), apiRouter(deps.sequelize));
  app.use(frontendsRouter(deps.frontends));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler);
  return app;
}
