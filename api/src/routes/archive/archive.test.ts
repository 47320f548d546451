import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';

const HOUR = 3600 * 1000;
const THIS_YEAR = Number(new Date(Date.now() + 5 * HOUR).toISOString().slice(0, 4));
const LAST_YEAR = THIS_YEAR - 1;

describe('GET /api/my/archive', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let vol: TestAccount;
  let other: TestAccount;
  const ids: Record<string, number> = {};

  const one = async <T extends object>(sql: string, bind: unknown[]): Promise<T> =>
    (await ctx.db.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT }))[0]!;

  /** An application of `user` to `sessionId` in `state`; with hours, a record verified at `verifiedAt` and its ledger line. */
  async function took(user: TestAccount, sessionId: number, state: string, hours?: number, verifiedAt?: string): Promise<number> {
    const { id } = await one<{ id: number }>(`INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, $3) RETURNING id`, [
      user.id,
      sessionId,
      state,
    ]);
    if (hours !== undefined) {
      const record = await one<{ id: number }>(
        `INSERT INTO hours_records (application_id, user_id, organization_id, hours, verified_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [id, user.id, org.organizationId, hours, verifiedAt],
      );
      await ctx.db.sequelize.query(
        `INSERT INTO points_ledger (user_id, delta, reason, hours_record_id, created_at) VALUES ($1, $2, 'hours', $3, $4)`,
        { bind: [user.id, hours * 10, record.id, verifiedAt] },
      );
    }
    return id;
  }

  /** A past event (its one session ended `daysAgo` days ago). */
  const pastEvent = (titleRu: string, titleUz: string | null, endsAt: Date) =>
    createApprovedEvent(ctx.db, org.organizationId!, { titleRu, titleUz, startsAt: new Date(endsAt.getTime() - 3 * HOUR), endsAt });

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Эко Клуб');
    vol = await volunteerAccount(ctx.app, ctx.db, 'Дилноза Каримова');
    other = await volunteerAccount(ctx.app, ctx.db, 'Чужой Волонтёр');

    // Last year: verified hours.
    const planting = await pastEvent('Посадка деревьев', 'Daraxt ekish', new Date(`${LAST_YEAR}-06-10T10:00:00Z`));
    ids.planting = planting.eventId;
    ids.plantingApp = await took(vol, planting.sessionIds[0]!, 'completed', 3, `${LAST_YEAR}-06-10T12:00:00Z`);
    // Verified at 21:00 UTC on 31 December of the year before last = 02:00 on 1 January of last year in Tashkent.
    const newYear = await pastEvent('Новогодняя ярмарка', null, new Date(`${LAST_YEAR - 1}-12-31T18:00:00Z`));
    ids.newYearApp = await took(vol, newYear.sessionIds[0]!, 'completed', 1.5, `${LAST_YEAR - 1}-12-31T21:00:00Z`);
    // This year: accepted, the session over, no hours yet (finished, not certifiable).
    const cleanup = await pastEvent('Уборка берега', 'Qirgʻoqni tozalash', new Date(Date.now() - 2 * HOUR));
    ids.cleanupApp = await took(vol, cleanup.sessionIds[0]!, 'accepted');
    // Not finished or not taken part: an upcoming accepted one, a rejected past one, a withdrawn one.
    const soon = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Будущий забег' });
    await took(vol, soon.sessionIds[0]!, 'accepted');
    const refused = await pastEvent('Отказанный', null, new Date(Date.now() - 30 * HOUR));
    await took(vol, refused.sessionIds[0]!, 'rejected');
    // Another volunteer's verified hours on the same event.
    await took(other, planting.sessionIds[0]!, 'completed', 5, `${LAST_YEAR}-06-10T12:00:00Z`);
    // A referral this year.
    await ctx.db.sequelize.query(`INSERT INTO points_ledger (user_id, delta, reason) VALUES ($1, 50, 'referral')`, { bind: [vol.id] });

    // Bonuses: one redeemed last year (used), one this year (issued); the other volunteer's.
    const offer = await one<{ id: number }>(
      `INSERT INTO bonus_offers (organization_id, title_ru, title_uz, price, valid_from, valid_until, is_online, moderation)
       VALUES ($1, 'Билет в кино', 'Kinoga chipta', 20, now() - interval '800 days', now() + interval '30 days', true, 'approved') RETURNING id`,
      [org.organizationId],
    );
    await ctx.db.sequelize.query(
      `INSERT INTO bonus_redemptions (offer_id, user_id, code, points, state, used_at, created_at) VALUES
        ($1, $2, 'AAAABBBBCCCC', 20, 'used', now(), $4), ($1, $2, 'AAAABBBBCCCD', 20, 'issued', NULL, now()),
        ($1, $3, 'AAAABBBBCCCE', 20, 'issued', NULL, now())`,
      { bind: [offer.id, vol.id, other.id, `${LAST_YEAR}-07-01T10:00:00Z`] },
    );

    // Reviews: the volunteer's of the organization (last year), the organization's of the volunteer (this year),
    // a hidden one about the volunteer, and the other volunteer's.
    await ctx.db.sequelize.query(
      `INSERT INTO reviews (activity_kind, activity_id, author_user_id, target_organization_id, stars, text, created_at)
         VALUES ('event', $1, $2, $3, 5, 'Отлично организовано', $5), ('event', $1, $4, $3, 2, 'Чужой отзыв', now())`,
      { bind: [planting.eventId, vol.id, org.organizationId, other.id, `${LAST_YEAR}-06-11T10:00:00Z`] },
    );
    await ctx.db.sequelize.query(
      `INSERT INTO reviews (activity_kind, activity_id, author_user_id, author_organization_id, target_user_id, stars, text, status)
         VALUES ('event', $1, $4, $3, $2, 4, 'Спасибо за помощь', 'published'), ('event', $5, $4, $3, $2, 1, 'Скрытый', 'hidden')`,
      { bind: [planting.eventId, vol.id, org.organizationId, org.id, cleanup.eventId] },
    );
  });

  it('lists every section of every year, newest first, with the totals', async () => {
    const res = await request(ctx.app).get('/api/my/archive').set(vol.auth).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body;
    expect(body.years).toEqual([THIS_YEAR, LAST_YEAR]);
    expect(body.year).toBeNull();
    expect(body.totals).toEqual({ activities: 3, hours: 4.5, points: 95, bonuses: 2, reviews: 2 });
    expect(body.truncated).toEqual({ activities: false, bonuses: false, reviews: false });
    expect(body.activities.map((a: { title: string }) => a.title)).toEqual(['Уборка берега', 'Посадка деревьев', 'Новогодняя ярмарка']);
    expect(body.activities[1]).toEqual({
      applicationId: ids.plantingApp,
      kind: 'event',
      activityId: ids.planting,
      title: 'Посадка деревьев',
      organization: 'Эко Клуб',
      state: 'completed',
      startsAt: `${LAST_YEAR}-06-10T07:00:00.000Z`,
      endsAt: `${LAST_YEAR}-06-10T10:00:00.000Z`,
      hours: 3,
      verifiedAt: `${LAST_YEAR}-06-10T12:00:00.000Z`,
      certifiable: true,
    });
    expect(body.activities[0]).toMatchObject({
      applicationId: ids.cleanupApp,
      state: 'accepted',
      hours: null,
      verifiedAt: null,
      certifiable: false,
    });
    expect(body.bonuses).toEqual([
      { id: expect.any(Number), title: 'Билет в кино', points: 20, state: 'issued', createdAt: expect.any(String) },
      { id: expect.any(Number), title: 'Билет в кино', points: 20, state: 'used', createdAt: `${LAST_YEAR}-07-01T10:00:00.000Z` },
    ]);
    expect(body.reviews).toEqual([
      {
        id: expect.any(Number),
        targetTitle: 'Посадка деревьев',
        rating: 4,
        text: 'Спасибо за помощь',
        createdAt: expect.any(String),
        written: false,
        kind: 'event',
        activityId: ids.planting,
        party: 'Эко Клуб',
      },
      expect.objectContaining({ rating: 5, text: 'Отлично организовано', written: true, party: 'Эко Клуб' }),
    ]);
  });

  it('filters by a Tashkent year; titles in Uzbek', async () => {
    const last = await request(ctx.app).get(`/api/my/archive?year=${LAST_YEAR}`).set(vol.auth).set('Accept-Language', 'uz').expect(200);
    expect(last.body.year).toBe(LAST_YEAR);
    expect(last.body.years).toEqual([THIS_YEAR, LAST_YEAR]);
    // The New Year fair's hours, verified at 21:00 UTC on 31 December, are already 1 January in Tashkent: last year's.
    expect(last.body.totals).toEqual({ activities: 2, hours: 4.5, points: 45, bonuses: 1, reviews: 1 });
    expect(last.body.activities.map((a: { title: string }) => a.title)).toEqual(['Daraxt ekish', 'Новогодняя ярмарка']);
    expect(last.body.bonuses.map((b: { title: string; state: string }) => [b.title, b.state])).toEqual([['Kinoga chipta', 'used']]);
    expect(last.body.reviews.map((r: { targetTitle: string; written: boolean }) => [r.targetTitle, r.written])).toEqual([
      ['Daraxt ekish', true],
    ]);

    const current = await request(ctx.app).get(`/api/my/archive?year=${THIS_YEAR}`).set(vol.auth).expect(200);
    expect(current.body.totals).toEqual({ activities: 1, hours: 0, points: 50, bonuses: 1, reviews: 1 });
    expect(current.body.activities[0].title).toBe('Уборка берега');

    // …and not the year before, whose UTC date it carries.
    const before = await request(ctx.app)
      .get(`/api/my/archive?year=${LAST_YEAR - 1}`)
      .set(vol.auth)
      .expect(200);
    expect(before.body.activities).toEqual([]);
    expect(before.body.totals).toEqual({ activities: 0, hours: 0, points: 0, bonuses: 0, reviews: 0 });
    const fair = last.body.activities.find((a: { applicationId: number }) => a.applicationId === ids.newYearApp);
    expect(fair.verifiedAt).toBe(`${LAST_YEAR - 1}-12-31T21:00:00.000Z`);
  });

  it('shows another user only their own data', async () => {
    const res = await request(ctx.app).get('/api/my/archive').set(other.auth).expect(200);
    expect(res.body.totals).toEqual({ activities: 1, hours: 5, points: 50, bonuses: 1, reviews: 1 });
    expect(res.body.activities.map((a: { applicationId: number }) => a.applicationId)).not.toContain(ids.plantingApp);
    expect(res.body.reviews).toEqual([expect.objectContaining({ text: 'Чужой отзыв', written: true })]);
    const fresh = await volunteerAccount(ctx.app, ctx.db, 'Новый Волонтёр');
    const empty = await request(ctx.app).get('/api/my/archive').set(fresh.auth).expect(200);
    expect(empty.body).toEqual({
      years: [],
      year: null,
      totals: { activities: 0, hours: 0, points: 0, bonuses: 0, reviews: 0 },
      activities: [],
      bonuses: [],
      reviews: [],
      truncated: { activities: false, bonuses: false, reviews: false },
    });
  });

  it('400 for a bad year (ru and uz), 401 without a token', async () => {
    for (const query of ['year=abc', 'year=1999', 'year=2101', 'year=20255', 'year=2025&year=2026', 'year=']) {
      const ru = await request(ctx.app).get(`/api/my/archive?${query}`).set(vol.auth).expect(400);
      expect(ru.body.fields).toEqual({ year: 'Укажите год числом от 2000 до 2100' });
      const uz = await request(ctx.app).get(`/api/my/archive?${query}`).set(vol.auth).set('Accept-Language', 'uz').expect(400);
      expect(uz.body.fields).toEqual({ year: 'Yilni 2000 dan 2100 gacha son bilan kiriting' });
    }
    await request(ctx.app).get('/api/my/archive').expect(401);
    await request(ctx.app).get('/api/my/archive').set('Authorization', 'Bearer nope').expect(401);
  });
});
