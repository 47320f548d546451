import { Router, type Request } from 'express';
import { NotFound } from '../../errors';
import { validate } from '../../validation/validate';
import { pageOf } from '../../lists';
import { orgFile } from '../../services/orgs/records';
import { readsPrivateFilesOf } from '../../policies/organizations';
import { organizationDetail } from '../../services/orgs/detail';
import { listOrganizations, orgMarkers, type OrgFilters } from '../../services/orgs/directory';
import { readOrgDocument } from '../../services/orgs/files';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { directionIds, districtOf, nearOf, queryText } from '../../validation/query';
import { directoryChains } from './validators';
import { listReader } from '../../db/replica';
import { operation } from '../../lib/operation';

const optionalNumber = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/** The directory's filters from a request validated by directoryChains (its list's and its map's). */
function orgFilters(req: Request): OrgFilters {
  const verified = queryText(req, 'verified');
  return {
    q: queryText(req, 'q'),
    regionId: optionalNumber(queryText(req, 'region')),
    districtId: districtOf(req),
    near: nearOf(req),
    directionIds: directionIds(req),
    verified: verified === undefined ? undefined : verified === 'true',
    sort: queryText(req, 'sort') as OrgFilters['sort'],
  };
}

/** The organizations directory (docs/organizations-api.md), mounted at /orgs: the list, one organization and a document's file. */
export function publicOrgsRouter(deps: ActivityDeps): Router {
  const { sequelize, storage, optionalAuthenticate } = deps;
  const router = Router();

  router.get(
    '/',
    operation('Lists the organizations, filtered and paged.', 'OrgCardPage'),
    validate(directoryChains()),
    async (req, res) => {
      res.json(await listOrganizations(listReader(sequelize), orgFilters(req), pageOf(req), req.locale));
    },
  );

  router.get(
    '/map',
    operation('Lists the map markers of the organizations the filters match.', 'MapMarkersResponse'),
    validate(directoryChains()),
    async (req, res) => {
      res.json(await orgMarkers(listReader(sequelize), orgFilters(req), req.locale));
    },
  );

  router.get('/:id', operation("Reads one organization's public profile.", 'OrgDetail'), async (req, res) => {
    const detail = await organizationDetail(sequelize, recordId(req), req.locale);
    if (!detail) throw NotFound();
    res.json(detail);
  });

  // A document: public ones to anyone, the others only to the organization's own people (404 otherwise).
  router.get(
    '/:id/files/:fileId',
    operation('Downloads a document of an organization.', 'file'),
    optionalAuthenticate,
    async (req, res) => {
      const orgId = recordId(req);
      const fileId = recordId({ params: { id: req.params['fileId'] } } as never);
      const file = await orgFile(sequelize, orgId, fileId);
      if (!file || file.kind === 'photo' || !(file.isPublic || readsPrivateFilesOf(req.user, orgId))) throw NotFound();
      const stored = await readOrgDocument(storage, file);
      if (!stored) throw NotFound();
      const name = encodeURIComponent(file.name);
      res.type(stored.mime).set('Content-Disposition', `attachment; filename*=UTF-8''${name}`).set('X-Content-Type-Options', 'nosniff');
      if (!file.isPublic) res.set('Cache-Control', 'private, no-store');
      stored.stream.pipe(res);
    },
  );
  return router;
}
