import { ACTIVITY_BASE_FIELDS, PARTICIPATION_DECISIONS, POINTS } from '@hashar/common';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { activityAttributes, ModeratedActivity, type ActivityModel } from '../models';
import { presentActivityCard } from './core/presenters';
import { useTestApp } from '../test/app';
import { skipContractCheck } from '../test/contract';
import { organizationAccount, staffAccount, volunteerAccount } from '../test/activities';
import { sessionlessInputChains } from './core/validators';
import { baseColumns, detailOf, editableOf } from './shared';
import { registerActivityKind } from './registry';
import type { ApiActivityKind, SharedKindFacts } from './types';

/**
 * The proof that a kind is a registry entry and its own table: a throw-away kind,
 * made in this test alone, goes through the owner's routes, the moderation queue, the public
 * list, a sessionless application, the organizer's decision and hours, without any other module
 * naming it.
 */
class Throwaway extends ModeratedActivity<Throwaway> {}

// Its answers name a kind common/ does not know (a real kind joins ACTIVITY_KINDS): not common's types.
skipContractCheck();

/** The kind's shared facts: what its file in common/ would declare (its pages are written below, as common knows no page of it). */
const THROWAWAY_FACTS: SharedKindFacts = {
  kind: 'throwaway',
  api: 'throwaways',
  adminResource: 'throwaways',
  createAction: 'event.create',
  applyAction: 'event.apply',
  owners: ['organization'],
  hasSessions: false,
  hasDates: false,
  hasDocuments: false,
  hasSeries: false,
  decisions: PARTICIPATION_DECISIONS,
  hoursMax: 24,
  fields: { form: [...ACTIVITY_BASE_FIELDS.form, 'cover'], moderated: [], show: [], editable: [] },
};

const THROWAWAY: ApiActivityKind = {
  ...THROWAWAY_FACTS,
  table: 'throwaways',
  model: Throwaway as unknown as ActivityModel,
  directionTable: 'throwaway_directions',
  column: 'throwaway_id',
  session: null,
  documents: null,
  page: (id) => `throwaways/view/${id}`,
  ownPage: 'profile/throwaways',
  cardColumns: () => '',
  detailColumns: '',
  detailJoin: '',
  adminSortable: [],
  presentCard: presentActivityCard,
  detail: detailOf(() => THROWAWAY),
  inputChains: sessionlessInputChains,
  columns: baseColumns,
  editable: editableOf([], {}),
  notices: { approved: 'event_approved_title', rejected: 'event_rejected_title' },
  noticeBodies: { approved: 'event_approved_body', rejected: 'event_rejected_body' },
  genericPublic: true,
};

// Routes are built from the registry when the app is created (in useTestApp's beforeAll).
registerActivityKind(THROWAWAY);

const TABLE = `
CREATE TABLE throwaways (
  id serial PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  owner_user_id integer REFERENCES users(id) ON DELETE CASCADE,
  owner_group_id integer REFERENCES initiative_groups(id) ON DELETE CASCADE,
  CHECK (num_nonnulls(organization_id, owner_user_id, owner_group_id) = 1),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  title_ru varchar(300) NOT NULL, title_uz varchar(300), description_ru text NOT NULL, description_uz text,
  region_id integer REFERENCES regions(id), address_ru varchar(500), address_uz varchar(500), cover varchar(500),
  district_id integer REFERENCES districts(id), lat double precision, lng double precision,
  moderation varchar(16) NOT NULL DEFAULT 'draft', reject_reason text, submitted_at timestamptz, published_at timestamptz,
  archived_at timestamptz, search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE throwaway_directions (
  throwaway_id integer NOT NULL REFERENCES throwaways(id) ON DELETE CASCADE,
  direction_id integer NOT NULL REFERENCES directions(id),
  PRIMARY KEY (throwaway_id, direction_id));`;

describe('a kind made from the registry alone', () => {
  const ctx = useTestApp();

  beforeAll(async () => {
    await ctx.db.sequelize.query(TABLE);
    Throwaway.init(activityAttributes(), { sequelize: ctx.db.sequelize, tableName: 'throwaways' });
  });

  it('goes from the owner through moderation, the public list, an application and verified hours to points', async () => {
    const { app, db } = ctx;
    const owner = await organizationAccount(app, db, 'Владелец нового вида');
    const moderator = await staffAccount(app, db, 'moderator');
    const volunteer = await volunteerAccount(app, db);
    const [direction] = await db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1', {
      type: QueryTypes.SELECT,
    });

    const created = await request(app)
      .post('/api/my/throwaways')
      .set(owner.auth)
      .send({ titleRu: 'Разовое дело', descriptionRu: 'Описание разового дела', directionIds: [direction!.id] })
      .expect(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ title: 'Разовое дело', moderation: 'draft', canEdit: true });
    expect(created.body.organization.id).toBe(owner.organizationId);
    await request(app).post(`/api/my/throwaways/${id}/submit`).set(owner.auth).expect(200);

    // Not public before a moderator approves it; the queue shows it to moderators only.
    await request(app).get(`/api/throwaways/${id}`).expect(404);
    await request(app).get('/api/admin/throwaways').set(volunteer.auth).expect(403);
    const queue = await request(app).get('/api/admin/throwaways?filter={"moderation":"moderation"}').set(moderator.auth).expect(200);
    expect(queue.body.map((r: { id: number }) => r.id)).toEqual([id]);
    await request(app).post(`/api/admin/throwaways/${id}/approve`).set(moderator.auth).expect(200);

    const list = await request(app).get('/api/throwaways').expect(200);
    expect(list.body.data.map((r: { id: number; title: string }) => [r.id, r.title])).toEqual([[id, 'Разовое дело']]);
    await request(app).get(`/api/throwaways/${id}`).expect(200);

    const applied = await request(app)
      .post(`/api/activities/throwaway/${id}/apply`)
      .set(volunteer.auth)
      .send({ message: 'Хочу помочь' })
      .expect(201);
    expect(applied.body).toMatchObject({ sessionId: null, state: 'pending' });
    const applicationId = applied.body.id as number;
    await request(app).post(`/api/activities/throwaway/${id}/apply`).set(volunteer.auth).send({}).expect(409);

    const received = await request(app).get('/api/notifications').set(owner.auth).expect(200);
    expect(JSON.stringify(received.body)).toContain(`throwaways/view/${id}`);

    await request(app)
      .post('/api/crm/applications/bulk')
      .set(owner.auth)
      .send({ ids: [applicationId], action: 'accept' })
      .expect(200);
    const before = await request(app).get('/api/my/points').set(volunteer.auth).expect(200);
    const verified = await request(app)
      .post(`/api/crm/applications/${applicationId}/verify`)
      .set(owner.auth)
      .send({ hours: 3 })
      .expect(200);
    expect(verified.body).toMatchObject({ state: 'completed', hours: 3, sessionId: null, eventTitle: 'Разовое дело' });

    const after = await request(app).get('/api/my/points').set(volunteer.auth).expect(200);
    expect(after.body.balance).toBe(before.body.balance + Math.round(POINTS.perVerifiedHour * 3));
    expect(after.body.history.data[0]).toMatchObject({ title: 'Разовое дело', hours: 3 });
    const mine = await request(app).get('/api/my/applications').set(volunteer.auth).expect(200);
    expect(mine.body.data[0]).toMatchObject({
      state: 'completed',
      session: null,
      target: { type: 'throwaway', id, title: 'Разовое дело' },
    });
  });
});
