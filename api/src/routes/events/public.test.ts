import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { toTashkentDateInput, type EventCard, type EventDetail, type Page } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount, createApprovedEvent, createApprovedVisit } from '../../test/events';

const DAY = 24 * 3600 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);

describe('public events', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let other: TestAccount;
  const ids: Record<string, number> = {};

  const list = async (query: Record<string, string>, locale = 'ru') =>
    (await request(ctx.app).get('/api/events').query(query).set('Accept-Language', locale).expect(200)).body as Page<EventCard>;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Эко Ташкент');
    other = await organizationAccount(ctx.app, ctx.db, 'Другая организация');
    const o = org.organizationId!;
    ids.park = (
      await createApprovedEvent(ctx.db, o, {
        titleRu: 'Субботник в парке',
        titleUz: 'Bogʻda shanbalik',
        startsAt: inDays(3),
        regionId: 1,
        directions: ['nature'],
        sessions: [2],
      })
    ).eventId;
    ids.online = (
      await createApprovedEvent(ctx.db, o, {
        titleRu: 'Онлайн урок',
        descriptionRu: 'Занятие для детей',
        isOnline: true,
        startsAt: inDays(10),
        regionId: 3,
        directions: ['education', 'children'],
      })
    ).eventId;
    ids.latin = (
      await createApprovedEvent(ctx.db, other.organizationId!, {
        titleRu: 'Qon topshirish aksiyasi',
        descriptionRu: 'Donorlik kuni',
        startsAt: inDays(5),
        regionId: 1,
        directions: ['healthcare'],
      })
    ).eventId;
    ids.past = (await createApprovedEvent(ctx.db, o, { titleRu: 'Прошедший марафон', startsAt: inDays(-10) })).eventId;
    ids.draft = (await createApprovedEvent(ctx.db, o, { titleRu: 'Черновик субботника', moderation: 'draft' })).eventId;
    await ctx.db.sequelize.query(`UPDATE events SET published_at = now() - (id || ' minutes')::interval * -1`);
  });

  it('lists approved events soonest first with total, page and free places', async () => {
    const page = await list({});
    expect(page).toMatchObject({ total: 4, page: 1, perPage: 12 });
    expect(page.data.map((e) => e.id)).toEqual([ids.past, ids.park, ids.latin, ids.online]);
    const park = page.data.find((e) => e.id === ids.park)!;
    expect(park).toMatchObject({
      title: 'Субботник в парке',
      regionName: 'г. Ташкент',
      freePlaces: 2,
      lifecycle: 'recruiting',
      organization: { name: 'Эко Ташкент', isVerified: false },
    });
    expect(park.directions.map((d) => d.key)).toEqual(['nature']);
    expect(page.data.find((e) => e.id === ids.past)!.lifecycle).toBe('completed');
  });

  it('gives Uzbek text in uz with a fallback to Russian', async () => {
    const page = await list({}, 'uz');
    expect(page.data.find((e) => e.id === ids.park)!).toMatchObject({ title: 'Bogʻda shanbalik', regionName: 'Toshkent shahri' });
    expect(page.data.find((e) => e.id === ids.online)!.title).toBe('Онлайн урок');
  });

  it('filters by direction, region, online, dates and when', async () => {
    const nature = (await request(ctx.app).get('/api/reference/directions').expect(200)).body;
    const natureId = (nature.data ?? nature).find((d: { key: string }) => d.key === 'nature')?.id;
    const byDirection = natureId ? await list({ direction: String(natureId) }) : null;
    if (byDirection) expect(byDirection.data.map((e) => e.id)).toEqual([ids.park]);
    expect((await list({ region: '3' })).data.map((e) => e.id)).toEqual([ids.online]);
    expect((await list({ online: 'true' })).data.map((e) => e.id)).toEqual([ids.online]);
    expect((await list({ online: 'false', when: 'current' })).total).toBe(2);
    expect((await list({ when: 'past' })).data.map((e) => e.id)).toEqual([ids.past]);
    // Tashkent days: the day the Latin-titled event starts holds no other event at any hour of the day.
    const latinDay = toTashkentDateInput(inDays(5));
    expect((await list({ from: latinDay, to: latinDay })).data.map((e) => e.id)).toEqual([ids.latin]);
    const before = toTashkentDateInput(inDays(-20));
    expect((await list({ from: before, to: toTashkentDateInput(inDays(-15)) })).total).toBe(0);
  });

  it('sorts newest first and pages', async () => {
    const first = await list({ sort: 'newest', perPage: '2' });
    const second = await list({ sort: 'newest', perPage: '2', page: '2' });
    expect(first).toMatchObject({ total: 4, perPage: 2 });
    expect([...first.data, ...second.data].map((e) => e.id)).toEqual([ids.past, ids.latin, ids.online, ids.park]);
  });

  it('finds Cyrillic text by an Uzbek Latin query and Latin text by a Cyrillic one', async () => {
    expect((await list({ q: 'subbotnik' })).data.map((e) => e.id)).toEqual([ids.park]);
    expect((await list({ q: 'bogda' })).data.map((e) => e.id)).toEqual([ids.park]);
    expect((await list({ q: 'Қон топшириш' })).data.map((e) => e.id)).toEqual([ids.latin]);
    expect((await list({ q: 'донорлик' })).data.map((e) => e.id)).toEqual([ids.latin]);
    expect((await list({ q: 'урок детей' })).data.map((e) => e.id)).toEqual([ids.online]);
    expect((await list({ q: '100%_' })).total).toBe(0);
  });

  it('answers 400 for malformed parameters in the request language', async () => {
    const ru = await request(ctx.app).get('/api/events').query({ from: '2026-13-40', sort: 'best', perPage: '500' }).expect(400);
    expect(ru.body.fields).toEqual({
      from: 'Укажите корректную дату',
      sort: 'Выберите значение из списка',
      perPage: 'Введите целое число от 1 до 100',
    });
    const uz = await request(ctx.app).get('/api/events').query({ online: 'yes', locale: 'uz' }).expect(400);
    expect(uz.body.fields).toEqual({ online: "«Ha» yoki «yo'q» ni belgilang" });
    await request(ctx.app).get('/api/events').query({ from: '2026-05-02', to: '2026-05-01' }).expect(400);
  });

  it('shows an approved event to anyone with sessions and documents', async () => {
    const res = await request(ctx.app).get(`/api/events/${ids.park}`).expect(200);
    const detail = res.body as EventDetail;
    expect(detail).toMatchObject({
      id: ids.park,
      titleRu: 'Субботник в парке',
      titleUz: 'Bogʻda shanbalik',
      moderation: 'approved',
      isFavorite: false,
      myApplications: [],
      canEdit: false,
      favoritesCount: 0,
      commentsCount: 0,
      documents: [],
      group: null,
    });
    expect(detail.sessions).toEqual([expect.objectContaining({ capacity: 2, freePlaces: 2, waitlisted: 0 })]);
  });

  it('counts place-holding applications and shows the caller their own', async () => {
    const volunteer = await volunteerAccount(ctx.app, ctx.db);
    const [session] = await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM visit_sessions WHERE event_id = $1', {
      bind: [ids.park],
      type: QueryTypes.SELECT,
    });
    await ctx.db.sequelize.query(`INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, 'accepted')`, {
      bind: [volunteer.id, session!.id],
    });
    const res = await request(ctx.app).get(`/api/events/${ids.park}`).set(volunteer.auth).expect(200);
    expect(res.body.sessions[0]).toMatchObject({ freePlaces: 1 });
    expect(res.body.myApplications).toEqual([expect.objectContaining({ sessionId: session!.id, state: 'accepted' })]);
    expect((await list({ q: 'subbotnik' })).data[0]!.freePlaces).toBe(1);
    await request(ctx.app).get(`/api/events/${ids.park}`).set({ Authorization: 'Bearer broken' }).expect(401);
  });

  it('hides unpublished events from everyone but their staff and moderators', async () => {
    await request(ctx.app).get(`/api/events/${ids.draft}`).expect(404);
    await request(ctx.app).get(`/api/events/${ids.draft}`).set(other.auth).expect(404);
    const own = await request(ctx.app).get(`/api/events/${ids.draft}`).set(org.auth).expect(200);
    expect(own.body).toMatchObject({ moderation: 'draft', canEdit: true });
    const moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    await request(ctx.app).get(`/api/events/${ids.draft}`).set(moderator.auth).expect(200);
    await request(ctx.app).get('/api/events/999999').expect(404);
    await request(ctx.app).get('/api/events/abc').expect(404);
  });

  it('downloads an RFC 5545 calendar entry', async () => {
    const res = await request(ctx.app).get(`/api/events/${ids.latin}/ics`).query({ locale: 'uz' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${ids.latin}.ics"`);
    const text = res.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Times in Tashkent wall-clock time with the zone named and described (UTC+5, no daylight saving).
    const { startsAt } = (await request(ctx.app).get(`/api/events/${ids.latin}`).expect(200)).body as { startsAt: string };
    const local = new Date(Date.parse(startsAt) + 5 * 3600_000).toISOString().replace(/[-:]/g, '').slice(0, 13);
    expect(text).toContain(`\r\nDTSTART;TZID=Asia/Tashkent:${local}00\r\n`);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Tashkent\r\n');
    expect(text).toContain('TZOFFSETTO:+0500\r\n');
    expect(text).toContain('SUMMARY:Qon topshirish aksiyasi\r\n');
    expect(text).toContain('LOCATION:Toshkent shahri\\, Ташкент\\, парк\r\n');
    expect(text).toContain(`/uz/events/view/${ids.latin}`);
    await request(ctx.app).get(`/api/events/${ids.draft}/ics`).expect(404);
  });

  it('shows a series with its approved events', async () => {
    const [group] = await ctx.db.sequelize.query<{ id: number }>(
      `INSERT INTO event_groups (organization_id, title_ru, title_uz) VALUES ($1, 'Серия', 'Seriya') RETURNING id`,
      { bind: [org.organizationId], type: QueryTypes.SELECT },
    );
    await ctx.db.sequelize.query('UPDATE events SET group_id = $1 WHERE id = ANY($2::int[])', { bind: [group!.id, [ids.park, ids.draft]] });
    const res = await request(ctx.app).get(`/api/event-groups/${group!.id}`).set('Accept-Language', 'uz').expect(200);
    expect(res.body).toMatchObject({ id: group!.id, title: 'Seriya', organization: { name: 'Эко Ташкент' } });
    expect(res.body.events.map((e: EventCard) => e.id)).toEqual([ids.park]);
    const detail = await request(ctx.app).get(`/api/events/${ids.park}`).expect(200);
    expect(detail.body.group).toEqual({ id: group!.id, title: 'Серия' });
    await request(ctx.app).get('/api/event-groups/424242').expect(404);
  });

  it('keeps a series private until one of its events is approved, except for its organization', async () => {
    const [group] = await ctx.db.sequelize.query<{ id: number }>(
      `INSERT INTO event_groups (organization_id, title_ru) VALUES ($1, 'Тайная серия') RETURNING id`,
      { bind: [org.organizationId], type: QueryTypes.SELECT },
    );
    const other = await organizationAccount(ctx.app, ctx.db, 'Чужая организация');
    const draft = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Черновик серии',
      moderation: 'draft',
      groupId: group!.id,
    });
    const hidden = await request(ctx.app).get(`/api/event-groups/${group!.id}`).expect(404);
    expect(hidden.text).not.toContain('Тайная серия');
    await request(ctx.app).get(`/api/event-groups/${group!.id}`).set(other.auth).expect(404);
    const own = await request(ctx.app).get(`/api/event-groups/${group!.id}`).set(org.auth).expect(200);
    expect(own.body).toMatchObject({ title: 'Тайная серия', events: [] });
    await ctx.db.sequelize.query(`UPDATE events SET moderation = 'approved' WHERE id = $1`, { bind: [draft.eventId] });
    expect((await request(ctx.app).get(`/api/event-groups/${group!.id}`).expect(200)).body.events.map((e: EventCard) => e.id)).toEqual([
      draft.eventId,
    ]);
  });
});

describe('public visit offers', () => {
  const ctx = useTestApp();

  it('lists approved offers with the next session and shows one', async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Приют');
    const { visitId } = await createApprovedVisit(ctx.db, org.organizationId!, { titleRu: 'Выгул собак', sessions: [3] });
    const hidden = await createApprovedVisit(ctx.db, org.organizationId!, { moderation: 'moderation' });
    await createApprovedVisit(ctx.db, org.organizationId!, { titleRu: 'Стрижка кошек', regionId: 4 });
    const page = (await request(ctx.app).get('/api/visits').query({ region: '1' }).expect(200)).body;
    expect(page).toMatchObject({ total: 1, page: 1 });
    expect(page.data[0]).toMatchObject({ id: visitId, title: 'Выгул собак', nextSessionAt: expect.any(String) });
    expect(
      (await request(ctx.app).get('/api/visits').query({ q: 'strijka' }).expect(200)).body.data.map((v: { title: string }) => v.title),
    ).toEqual(['Стрижка кошек']);
    const detail = (await request(ctx.app).get(`/api/visits/${visitId}`).expect(200)).body;
    expect(detail).toMatchObject({ moderation: 'approved', sessions: [expect.objectContaining({ capacity: 3, freePlaces: 3 })] });
    await request(ctx.app).get(`/api/visits/${hidden.visitId}`).expect(404);
    await request(ctx.app).get(`/api/visits/${hidden.visitId}`).set(org.auth).expect(200);
    const bad = await request(ctx.app).get('/api/visits').query({ region: 'x', locale: 'uz' }).expect(400);
    expect(bad.body.fields.region).toBe('1 dan 2147483647 gacha butun son kiriting');
  });
});
