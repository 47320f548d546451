import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { initModels } from './models';
import { detectLocale } from './middlewares/locale';
import { errorHandler } from './middlewares/errorHandler';
import { checkUrl, jsonBody } from './middlewares/input';
import { createMetrics } from './metrics';
import { createListCache } from './middlewares/listCache';
import { apiRouter } from './routes';
import { uploadsRouter } from './storage';
import { frontendsRouter } from './web/frontends';
import type { AppDeps } from './deps';
import { operation } from './lib/operation';

/** Express's trust proxy setting from its text form ("true", a hop count, or addresses). */
function trustProxyValue(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The path of a request address, without its query (which may carry personal data). */
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

/**
 * Powerful browser features: refused, except the two our own pages ask for, for our own origin
 * only (never a frame of another site): the camera (the back office's QR check-in scanner) and
 * the location ("near me" on the lists). Only features browsers know: Chromium logs an unknown one
 * (`bluetooth`) as an error on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

/** The Express application, wired but not listening (tests drive it with supertest). */
export function createApp(deps: AppDeps): Express {
  initModels(deps.sequelize);
  const app = express();
  app.disable('x-powered-by');
  const { config } = deps;
  app.set('trust proxy', trustProxyValue(config.trustProxy));
  // Prometheus metrics: every request timed by its route pattern; GET /metrics for METRICS_TOKEN.
  const metrics = createMetrics({ sequelize: deps.sequelize, token: config.metricsToken });
  app.use(metrics.timing);

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
      // One short line per request; the headers only when debugging (secrets redacted by the logger).
      serializers: {
        req: (req: { id: unknown; method: string; url: string; headers: unknown }) => {
          const line = { id: req.id, method: req.method, path: pathOf(req.url) };
          return deps.logger.isLevelEnabled('debug') ? { ...line, headers: req.headers } : line;
        },
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      customProps: (req) => (req.user ? { userId: req.user.id } : {}),
      customSuccessMessage: (req, res, ms) => `${req.method} ${pathOf(req.originalUrl)} ${res.statusCode} ${Math.round(ms)} ms`,
      customErrorMessage: (req, res) => `${req.method} ${pathOf(req.originalUrl)} ${res.statusCode}`,
    }),
  );
  // Anonymous answers of the public reads reused for a few seconds (Speed): a fresh one
  // goes out here, timed and logged, with the headers the whole stack gave it; the rest goes on.
  const listCache = config.listCacheSeconds > 0 ? createListCache({ seconds: config.listCacheSeconds }) : undefined;
  if (listCache) app.use(listCache.serve);
  // Browser features no page of ours uses stay off for every page and any frame.
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  // The map's tiles (MAP_TILE_URL) are the one other image source; reCAPTCHA, when configured, loads Google's script and frame; nothing else leaves the origin.
  const recaptcha = config.captcha.recaptchaSiteKey
    ? {
        script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      }
    : { script: [], frame: [] };
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...recaptcha.script],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', ...tileImageSources(config.map.tileUrl)],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          // The public site's service worker and web app manifest.
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'frame-src': ["'self'", ...recaptcha.frame],
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
  // Bad input stops here, for the API and the pages alike: undecodable %-escapes, text PostgreSQL rejects.
  app.use(checkUrl);

  app.get('/metrics', operation('Serves the Prometheus metrics (METRICS_TOKEN).', 'text'), metrics.endpoint);
  app.use('/api', jsonBody(config.jsonBodyLimit), apiRouter(deps, listCache));
  app.use('/uploads', uploadsRouter(config));
  app.use(
    frontendsRouter(
      deps.frontends ?? {
        publicWeb: path.join(config.rootDir, 'public-web', 'dist'),
        backoffice: path.join(config.rootDir, 'backoffice', 'dist'),
      },
      config.publicUrlConfigured ? { publicUrl: config.publicUrl } : {},
    ),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler);
  return app;
}

/**
 * Where the map's tiles come from, for the CSP's img-src: the origin of MAP_TILE_URL, a `{s}`
 * subdomain as a wildcard (`https://{s}.tile.example.org/…` → `https://*.tile.example.org`). A path
 * of our own (`/tiles/{z}/{x}/{y}.png`) or none adds nothing.
 */
export function tileImageSources(tileUrl: string | null): string[] {
  if (!tileUrl || !/^https?:\/\//i.test(tileUrl)) return [];
  const host = /^(https?:\/\/[^/?#]+)/i.exec(tileUrl)?.[1];
  return host ? [host.replace(/\{s\}/g, '*').replace(/\{[a-z]+\}/gi, '*')] : [];
}
