import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { organizationAccount, volunteerAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';

/** GET /api/projects: state, owner kind, region with nationwide projects, sorts, and their 400s. */
describe('the public list of projects', () => {
  const ctx = useTestApp();
  const ids: Record<string, number> = {};
  let regions: number[] = [];

  beforeAll(async () => {
    const { app, db } = ctx;
    const org = await organizationAccount(app, db, 'Фонд Списков');
    const user = await volunteerAccount(app, db, 'Автор Списков');
    regions = (await db.sequelize.query<{ id: number }>('SELECT id FROM regions ORDER BY id LIMIT 2', { type: QueryTypes.SELECT })).map(
      (r) => r.id,
    );
    const add = async (
      key: string,
      over: { org?: boolean; starts: number; ends: number; region?: number; nationwide?: boolean; archived?: boolean; published: number },
    ) => {
      const [row] = await db.sequelize.query<{ id: number }>(
        `INSERT INTO projects (organization_id, owner_user_id, title_ru, description_ru, region_id, is_nationwide, starts_at, ends_at,
           archived_at, moderation, published_at, search_text)
         VALUES ($1, $2, $3::text, 'Описание', $4, $5, now() + $6::int * interval '1 day', now() + $7::int * interval '1 day',
           CASE WHEN $8::boolean THEN now() END, 'approved', now() - $9::int * interval '1 minute', lower($3::text)) RETURNING id`,
        {
          bind: [
            over.org ? org.organizationId : null,
            over.org ? null : user.id,
            `Проект ${key}`,
            over.region ?? null,
            over.nationwide ?? false,
            over.starts,
            over.ends,
            over.archived ?? false,
            over.published,
          ],
          type: QueryTypes.SELECT,
        },
      );
      ids[key] = row!.id;
    };
    await add('recruiting', { org: true, starts: 5, ends: 30, region: regions[0], published: 1 });
    await add('running', { starts: -5, ends: 30, region: regions[1], published: 2 });
    await add('ended', { org: true, starts: -30, ends: -5, nationwide: true, published: 3 });
    await add('archived', { starts: 2, ends: 40, region: regions[0], archived: true, published: 4 });
    await db.sequelize.query(
      `INSERT INTO projects (owner_user_id, title_ru, description_ru, starts_at, ends_at, moderation) VALUES ($1, 'Черновик', 'Описание', now(), now(), 'draft')`,
      { bind: [user.id] },
    );
  });

  const list = async (query: Record<string, string | number>) =>
    ((await request(ctx.app).get('/api/projects').query(query).expect(200)).body.data as { id: number; lifecycle: string }[]).map(
      (p) => p.id,
    );

  it('filters by state from the dates and the archive date', async () => {
    expect(await list({ state: 'recruiting' })).toEqual([ids['recruiting']]);
    expect(await list({ state: 'in_progress' })).toEqual([ids['running']]);
    expect((await list({ state: 'completed', sort: 'soonest' })).sort()).toEqual([ids['ended'], ids['archived']].sort());
  });

  it('filters by owner kind and counts only published projects', async () => {
    expect((await list({ ownerKind: 'organization' })).sort()).toEqual([ids['recruiting'], ids['ended']].sort());
    expect((await list({ ownerKind: 'user' })).sort()).toEqual([ids['running'], ids['archived']].sort());
    expect(await list({ ownerKind: 'group' })).toEqual([]);
    const all = await request(ctx.app).get('/api/projects').expect(200);
    expect(all.body.total).toBe(4);
  });

  it('shows nationwide projects for any region', async () => {
    expect((await list({ region: regions[1]! })).sort()).toEqual([ids['running'], ids['ended']].sort());
    expect((await list({ region: regions[0]! })).sort()).toEqual([ids['recruiting'], ids['ended'], ids['archived']].sort());
  });

  it('sorts soonest by start (the default) or newest by publication', async () => {
    expect(await list({})).toEqual([ids['ended'], ids['running'], ids['archived'], ids['recruiting']]);
    expect(await list({ sort: 'newest' })).toEqual([ids['recruiting'], ids['running'], ids['ended'], ids['archived']]);
  });

  it('answers 400 for an unknown state, owner kind, sort or partner in ru and uz', async () => {
    const ru = await request(ctx.app)
      .get('/api/projects')
      .query({ state: 'soon', ownerKind: 'cat', sort: 'random', partner: 'x' })
      .expect(400);
    expect(ru.body.fields).toMatchObject({
      state: 'Выберите значение из списка',
      ownerKind: 'Выберите значение из списка',
      sort: 'Выберите значение из списка',
    });
    expect(ru.body.fields.partner).toBeDefined();
    const uz = await request(ctx.app).get('/api/projects').set('Accept-Language', 'uz').query({ state: 'soon' }).expect(400);
    expect(uz.body.fields).toEqual({ state: "Ro'yxatdan qiymat tanlang" });
  });
});
