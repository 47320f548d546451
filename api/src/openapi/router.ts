import { Router, type Application } from 'express';
import swaggerUi from 'swagger-ui-express';
import { openApiDocument } from './document';
import { operation } from '../lib/operation';

const SPEC_URL = '/api/openapi.json';
const UI_OPTIONS = { customSiteTitle: 'Hashar API', swaggerOptions: { url: SPEC_URL, validatorUrl: null } };

/** GET /api/openapi.json (generated once per app, from its own routes) and Swagger UI at /api/docs/. */
export function openApiRouter(): Router {
  const documents = new WeakMap<Application, Promise<Record<string, unknown>>>();
  const router = Router();
  router.get('/openapi.json', operation('Serves this OpenAPI description.', 'openapi'), async (req, res) => {
    let document = documents.get(req.app);
    if (!document) {
      documents.set(req.app, (document = openApiDocument(req.app)));
      document.catch(() => documents.delete(req.app));
    }
    res.json(await document);
  });
  // The UI's page loads its files relative to itself: /api/docs → /api/docs/.
  router.use('/docs', (req, res, next) => (req.originalUrl.split('?')[0] === '/api/docs' ? res.redirect(301, '/api/docs/') : next()));
  router.use('/docs', ...swaggerUi.serveFiles(undefined, UI_OPTIONS), swaggerUi.setup(undefined, UI_OPTIONS));
  return router;
}
