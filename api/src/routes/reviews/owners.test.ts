import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { useTestApp } from '../../test/app';
import { staffAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { notificationsOf } from '../../test/participation';

/** Reviews of an activity owned by a user (a volunteer's project): both sides are users, through the ownership policy. */
describe('reviews of a user-owned activity', () => {
  const ctx = useTestApp();
  let owner: TestAccount;
  let member: TestAccount;
  let projectId: number;

  beforeAll(async () => {
    owner = await volunteerAccount(ctx.app, ctx.db, 'Автор Проекта');
    member = await volunteerAccount(ctx.app, ctx.db, 'Участник Проекта');
    const [row] = await ctx.db.sequelize.query<{ id: number }>(
      `INSERT INTO projects (owner_user_id, title_ru, description_ru, starts_at, ends_at, moderation, published_at, search_text)
       VALUES ($1, 'Проект двора', 'Описание', now() - interval '30 days', now() - interval '1 day', 'approved', now(), 'proekt')
       RETURNING id`,
      { bind: [owner.id], type: QueryTypes.SELECT },
    );
    projectId = row!.id;
    await ctx.db.sequelize.query(
      `INSERT INTO applications (user_id, activity_kind, activity_id, state) VALUES ($1, 'project', $2, 'attended')`,
      { bind: [member.id, projectId] },
    );
  });

  const body = (over: object) => ({ activityKind: 'project', activityId: projectId, stars: 5, text: '', ...over });

  it('the participant reviews the owner user, the owner reviews the participant; no organization is involved', async () => {
    const pending = await request(ctx.app).get('/api/my/reviews/pending').set(member.auth).expect(200);
    expect(pending.body.data).toEqual([expect.objectContaining({ target: expect.objectContaining({ type: 'user', id: owner.id }) })]);
    await request(ctx.app)
      .post('/api/reviews')
      .set(member.auth)
      .send(body({ targetOrganizationId: 1 }))
      .expect(403);
    const a = await request(ctx.app)
      .post('/api/reviews')
      .set(member.auth)
      .send(body({ targetUserId: owner.id }))
      .expect(201);
    expect(a.body).toMatchObject({ author: { type: 'user', id: member.id }, target: { type: 'user', id: owner.id } });
    expect((await notificationsOf(ctx.db, owner.id))[0]).toMatchObject({ kind: 'review_received', title_ru: 'Новый отзыв: Проект двора' });
    const b = await request(ctx.app)
      .post('/api/reviews')
      .set(owner.auth)
      .send(body({ targetUserId: member.id, stars: 3 }))
      .expect(201);
    expect(b.body).toMatchObject({ author: { type: 'user', id: owner.id }, target: { type: 'user', id: member.id } });
    await request(ctx.app)
      .post('/api/reviews')
      .set(owner.auth)
      .send(body({ targetUserId: member.id }))
      .expect(409);
    const rating = await request(ctx.app).get('/api/reviews').query({ userId: owner.id }).expect(200);
    expect(rating.body.rating).toEqual({ average: 5, count: 1 });
  });

  it('a moderator may not write reviews (403), only moderate them', async () => {
    const moderator = await staffAccount(ctx.app, ctx.db, 'moderator');
    await request(ctx.app)
      .post('/api/reviews')
      .set(moderator.auth)
      .send(body({ targetUserId: owner.id }))
      .expect(403);
  });
});
