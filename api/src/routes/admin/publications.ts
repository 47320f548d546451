import { Router, type Request } from 'express';
import { MODERATION_STATES, NOTICE_STATES, PUBLICATION_KINDS, type NoticeState } from '@hashar/common';
import { NotFound } from '../../errors';
import { listRequest, sendList, type ListSpec } from '../../lists';
import { publicationsAdminPage } from '../../services/publications/adminList';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { presentPublicationAdmin } from '../../presenters/publications';
import type { ModerationDeps } from '../../services/moderation';
import { PUBLICATIONS_MODERATION, PUBLICATIONS_RESOURCE } from '../../services/publications/moderation';
import { publicationRow } from '../../services/publications/read';
import { deletePublication, setNoticeState, updatePublication, type CheckedInput } from '../../services/publications/writer';
import { publicationChains, stateChains } from '../posts/validators';
import { allow } from './access';
import { decisionRoutes } from './decisionRoutes';
import { recordId } from '../../validation/query';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const publicationCheck = validate<CheckedInput>(publicationChains());

const stateCheck = validate<{ state: NoticeState }>(stateChains());

const LIST: ListSpec = {
  resource: PUBLICATIONS_RESOURCE,
  sortable: ['submittedAt', 'createdAt', 'publishedAt', 'updatedAt', 'titleRu', 'moderation', 'kind', 'noticeState'],
  filterable: { moderation: MODERATION_STATES, kind: PUBLICATION_KINDS, noticeState: NOTICE_STATES, regionId: 'int' },
  searchable: ['titleRu', 'titleUz', 'searchText'],
  // The moderation queue first: the oldest waiting on top.
  defaultSort: ['submittedAt', 'ASC'],
};

/**
 * /api/admin/publications (ra-data-simple-rest): list and show for moderators and admins, the
 * moderation decisions (services/moderation.ts decide()), a notice's state; edit and delete for admins.
 */
export function publicationsAdminRouter(deps: ModerationDeps): Router {
  const router = Router();
  const moderators = [allow(PUBLICATIONS_RESOURCE, 'show'), can('content.moderate')];
  const adminsOnly = allow(PUBLICATIONS_RESOURCE, 'edit');
  const record = async (req: Request, id: number) => {
    const row = await publicationRow(deps.sequelize, id);
    if (!row) throw NotFound();
    return presentPublicationAdmin(row, req.locale);
  };

  router.get(
    '/',
    operation('Lists publications for the back office.', 'PublicationAdminList'),
    allow(PUBLICATIONS_RESOURCE, 'list'),
    async (req, res) => {
      const list = listRequest(req, LIST);
      const { rows, ...count } = await publicationsAdminPage(deps.sequelize, list);
      sendList(
        res,
        PUBLICATIONS_RESOURCE,
        rows.map((r) => presentPublicationAdmin(r, req.locale)),
        count,
        list.offset,
      );
    },
  );

  router.get(
    '/:id',
    operation('Reads one publication for the back office.', 'PublicationAdminRecord'),
    allow(PUBLICATIONS_RESOURCE, 'show'),
    async (req, res) => {
      res.json(await record(req, recordId(req)));
    },
  );

  decisionRoutes(router, deps, PUBLICATIONS_MODERATION, moderators, record, 'PublicationAdminRecord');

  router.post(
    '/:id/state',
    operation("Changes a publication's state.", 'PublicationAdminRecord'),
    ...moderators,
    stateCheck,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await setNoticeState(deps, req.user, id, stateCheck.input(req).state, req.locale);
      res.json(await record(req, id));
    }),
  );

  router.put(
    '/:id',
    operation('Changes a publication.', 'PublicationAdminRecord'),
    adminsOnly,
    publicationCheck,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await updatePublication(deps, { user: req.user, locale: req.locale }, id, publicationCheck.input(req), { admin: true });
      res.json(await record(req, id));
    }),
  );

  router.delete(
    '/:id',
    operation('Deletes a publication.', 'PublicationAdminRecord'),
    adminsOnly,
    signedIn(async (req, res) => {
      const id = recordId(req);
      const before = await record(req, id);
      await deletePublication(deps, req.user, id, { admin: true });
      res.json(before);
    }),
  );
  return router;
}
