import { Router, type Request } from 'express';
import type { NoticeState, PublicationKind } from '@hashar/common';
import { NotFound } from '../../errors';
import { can } from '../../middlewares/authenticate';
import { validate } from '../../validation/validate';
import { pageOf } from '../../lists';
import { allows } from '../../policies';
import { assertManages, mayManage, ownerFor, ownerOfRow } from '../../policies/ownership';
import { presentMyPublication, presentPublication } from '../../presenters/publications';
import { writeLimit } from '../../ratelimit';
import { listMyPublications, listPublications, newsFeed, publicationRow } from '../../services/publications/read';
import {
  createPublication,
  deletePublication,
  setNoticeState,
  updatePublication,
  type CheckedInput,
  type Writer,
} from '../../services/publications/writer';
import { recordId } from '../../validation/query';
import type { ActivityDeps } from '../activityDeps';
import { queryText } from '../../validation/query';
import { myListChains, publicationChains, publicListChains, stateChains } from './validators';
import { listReader } from '../../db/replica';
import { signedIn, userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const stateCheck = validate<{ state: NoticeState }>(stateChains());

/** Who the caller writes as: the group of `?group=` (403 unless they lead it and it is active), else their organization, else themselves. */
const writerOf = (req: Request): Writer => {
  const group = queryText(req, 'group');
  return { user: userOf(req), owner: ownerFor(userOf(req), group === undefined ? null : Number(group)), locale: req.locale };
};

/** The public list and page of publications and notices (docs/news-api.md), mounted at /posts. */
export function postsRouter(deps: Pick<ActivityDeps, 'sequelize' | 'optionalAuthenticate'>): Router {
  const { sequelize, optionalAuthenticate } = deps;
  const router = Router();

  router.get(
    '/',
    operation('Lists the published publications and notices.', 'PublicationCardPage'),
    validate(publicListChains()),
    async (req, res) => {
      const region = queryText(req, 'region');
      const filters = {
        kind: queryText(req, 'kind') as PublicationKind | undefined,
        regionId: region === undefined ? undefined : Number(region),
        tag: queryText(req, 'tag'),
        q: queryText(req, 'q'),
      };
      res.json(await listPublications(listReader(sequelize), filters, pageOf(req), req.locale));
    },
  );

  router.get('/:id', operation('Reads one publication or notice.', 'PublicationResponse'), optionalAuthenticate, async (req, res) => {
    const row = await publicationRow(sequelize, recordId(req), undefined, true);
    if (!row) throw NotFound();
    const canManage = mayManage(req.user, ownerOfRow(row)) || allows(req.user, 'content.moderate');
    res.json({ data: presentPublication(row, req.locale, canManage) });
  });
  return router;
}

/** The caller's news feed, mounted at /my/news-feed. */
export function newsFeedRouter(deps: Pick<ActivityDeps, 'sequelize' | 'authenticate'>): Router {
  const { sequelize, authenticate } = deps;
  const router = Router();
  router.get(
    '/',
    operation("Lists the caller's news feed.", 'PublicationCardPage'),
    authenticate,
    validate(myListChains()),
    signedIn(async (req, res) => {
      res.json(await newsFeed(sequelize, req.user.id, pageOf(req), req.locale));
    }),
  );
  return router;
}

/** The author's calls, mounted at /my/posts: their list, write, read, change, delete, and a notice's state. */
export function myPostsRouter(deps: ActivityDeps): Router {
  const { sequelize, authenticate } = deps;
  const notifyDeps = { sequelize, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const author = [authenticate, can('publication.create')];
  const writes = writeLimit(sequelize, 'settings');
  /** The caller's view of one publication they manage (404 otherwise). */
  const mine = async (req: Request, id: number) => {
    const row = await publicationRow(sequelize, id);
    if (!row) throw NotFound();
    assertManages(req.user, ownerOfRow(row));
    return { data: presentMyPublication(row, req.locale) };
  };
  const createCheck = validate<CheckedInput>([...myListChains(), ...publicationChains()]);
  const updateCheck = validate<CheckedInput>(publicationChains());
  const router = Router();

  router.get(
    '/',
    operation("Lists the caller's own publications.", 'MyPublicationPage'),
    ...author,
    validate(myListChains()),
    async (req, res) => {
      res.json(await listMyPublications(sequelize, writerOf(req).owner, pageOf(req), req.locale));
    },
  );

  router.post('/', operation('Creates a publication.', 'MyPublicationResponse'), ...author, createCheck, writes, async (req, res) => {
    const id = await createPublication(notifyDeps, writerOf(req), createCheck.input(req));
    res.status(201).json(await mine(req, id));
  });

  router.get('/:id', operation("Reads one of the caller's publications.", 'MyPublicationResponse'), ...author, async (req, res) => {
    res.json(await mine(req, recordId(req)));
  });

  router.put(
    '/:id',
    operation("Changes one of the caller's publications.", 'MyPublicationResponse'),
    ...author,
    updateCheck,
    writes,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await updatePublication(notifyDeps, { user: req.user, locale: req.locale }, id, updateCheck.input(req));
      res.json(await mine(req, id));
    }),
  );

  router.delete(
    '/:id',
    operation("Deletes one of the caller's publications.", 'empty'),
    ...author,
    writes,
    signedIn(async (req, res) => {
      await deletePublication(notifyDeps, req.user, recordId(req));
      res.status(204).end();
    }),
  );

  // The author's people or a moderator (who has no publication.create): the service decides.
  router.post(
    '/:id/state',
    operation("Changes a publication's or notice's state.", 'MyPublicationResponse'),
    authenticate,
    stateCheck,
    writes,
    signedIn(async (req, res) => {
      const id = recordId(req);
      await setNoticeState(notifyDeps, req.user, id, stateCheck.input(req).state, req.locale);
      const row = await publicationRow(sequelize, id);
      if (!row) throw NotFound();
      res.json({ data: presentMyPublication(row, req.locale) });
    }),
  );
  return router;
}
