import { Router } from 'express';
import type { OperatorDetailsResponse, SiteInfo } from '@hashar/common';
import type { Config } from '../../config';
import { botIdOf } from '../../telegram/bot';
import { operation } from '../../lib/operation';

/** Facts about the site itself that its pages show (anyone may read them). */
export function siteRouter(config: Config): Router {
  const router = Router();
  // Whether the platform has a Telegram bot: the login page shows the Login Widget, the profile the linking.
  router.get('/', operation("Reads the platform's set-up the public site needs.", 'SiteInfo'), (_req, res) => {
    const { telegram } = config;
    const data: SiteInfo = { telegram: telegram ? { botName: telegram.botName, botId: botIdOf(telegram) } : null, map: config.map };
    res.set('Cache-Control', 'public, max-age=300').json(data);
  });
  // The privacy policy names the operator from settings; the page words around what is missing.
  router.get('/operator', operation("Reads the personal data operator's details.", 'OperatorDetailsResponse'), (_req, res) => {
    const answer: OperatorDetailsResponse = { data: config.operator };
    res.set('Cache-Control', 'public, max-age=300').json(answer);
  });
  return router;
}
