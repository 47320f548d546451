import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { CONTENT_LIMITS } from '@hashar/common';
import { pageOf } from '../../lists';
import { validate } from '../../validation/validate';
import { listNews, newsItem, newsSections } from '../../services/news/public';
import { recordId } from '../../validation/query';
import { queryText } from '../../validation/query';
import { isSlug, newsListChains } from './validators';
import { NotFound } from '../../errors';
import { listReader } from '../../db/replica';
import { operation } from '../../lib/operation';

/** The platform's public news (docs/news-api.md "News"): sections, the list, one item by its address or id. */
export function newsRouter(sequelize: Sequelize): Router {
  const router = Router();

  router.get('/sections', operation('Lists the news sections.', 'NewsSectionsResponse'), async (req, res) => {
    res.json({ data: await newsSections(sequelize, req.locale) });
  });

  router.get(
    '/',
    operation('Lists the published news, filtered and paged.', 'NewsCardPage'),
    validate(newsListChains()),
    async (req, res) => {
      const filters = { section: queryText(req, 'section'), tag: queryText(req, 'tag')?.trim(), q: queryText(req, 'q') };
      res.json(await listNews(listReader(sequelize), filters, pageOf(req), req.locale));
    },
  );

  router.get('/by-id/:id', operation('Reads one news item by its id.', 'NewsItemResponse'), async (req, res) => {
    res.json({ data: await newsItem(sequelize, { id: recordId(req) }, req.locale) });
  });

  router.get('/:section/:slug', operation('Reads one news item by its section and address.', 'NewsItemResponse'), async (req, res) => {
    const { section, slug } = req.params as { section: string; slug: string };
    // A malformed address names no item: not found, like any other.
    if (!isSlug(section, CONTENT_LIMITS.sectionSlugMax) || !isSlug(slug)) throw NotFound();
    res.json({ data: await newsItem(sequelize, { section, slug }, req.locale) });
  });

  return router;
}
