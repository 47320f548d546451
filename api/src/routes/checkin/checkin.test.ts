import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { PERSONAL_CHECKIN_PREFIX, type ApplicationState } from '@hashar/common';
import { TEST_JWT_SECRET, useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent, createApprovedVisit } from '../../test/events';
import { notificationsOf, stateOf, whileLocked } from '../../test/participation';
import { personalCode, shiftCode } from '../../services/checkin/codes';

const HOUR = 3600 * 1000;
const REQUIRED = 'Данное поле обязательно для заполнения';

describe('QR check-in at the shift', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let otherOrg: TestAccount;
  let vols: TestAccount[];
  /** A shift running now (started an hour ago, ends in two hours), a second shift of that event, one tomorrow, one that ended. */
  let now: { eventId: number; sessionIds: number[] };
  let tomorrow: number;
  let ended: number;

  const code = (sessionId: number) => shiftCode(TEST_JWT_SECRET, sessionId);
  const view = (who: TestAccount, sessionId: number, c = code(sessionId)) =>
    request(ctx.app)
      .get(`/api/checkin/${sessionId}?code=${encodeURIComponent(c)}`)
      .set(who.auth);
  const checkIn = (who: TestAccount, sessionId: number, body: object = { code: code(sessionId) }) =>
    request(ctx.app).post(`/api/checkin/${sessionId}`).set(who.auth).send(body);
  const scan = (who: TestAccount, sessionId: number, body: object) =>
    request(ctx.app).post(`/api/crm/sessions/${sessionId}/checkin`).set(who.auth).send(body);
  /** An application of the volunteer to the session, straight in the table (sessions that already started take none by the API). */
  const applied = async (who: TestAccount, sessionId: number, state: ApplicationState) => {
    const [row] = await ctx.db.sequelize.query<{ id: number }>(
      'INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, $3) RETURNING id',
      { bind: [who.id, sessionId, state], type: QueryTypes.SELECT },
    );
    return row!.id;
  };
  const checkedIn = async (id: number) =>
    (
      await ctx.db.sequelize.query<{ at: Date | null; by: number | null }>(
        'SELECT checked_in_at AS at, checked_in_by AS by FROM applications WHERE id = $1',
        { bind: [id], type: QueryTypes.SELECT },
      )
    )[0]!;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Организация смен');
    otherOrg = await organizationAccount(ctx.app, ctx.db, 'Чужая организация');
    vols = [];
    for (let i = 0; i < 8; i++) vols.push(await volunteerAccount(ctx.app, ctx.db, `Волонтёр ${i}`));
    const start = new Date(Date.now() - HOUR);
    now = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Субботник',
      titleUz: 'Shanbalik',
      addressRu: 'Ташкент, парк Бабура',
      addressUz: 'Toshkent, Bobur bogʻi',
      startsAt: start,
      endsAt: new Date(start.getTime() + 3 * HOUR),
      sessions: [10, 10],
    });
    tomorrow = (await createApprovedEvent(ctx.db, org.organizationId!, { startsAt: new Date(Date.now() + 26 * HOUR) })).sessionIds[0]!;
    ended = (
      await createApprovedEvent(ctx.db, org.organizationId!, {
        startsAt: new Date(Date.now() - 5 * HOUR),
        endsAt: new Date(Date.now() - 2 * HOUR),
      })
    ).sessionIds[0]!;
  });

  it('gives the organizer the shift’s check-in URL and QR; 401, 403 for others, 404 for no shift', async () => {
    const [s1] = now.sessionIds as [number];
    const res = await request(ctx.app).get(`/api/crm/sessions/${s1}/checkin-code`).set(org.auth).expect(200);
    expect(res.body.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/ru/checkin/${s1}\\?code=[A-Za-z0-9_-]{22}$`));
    expect(res.body.url.endsWith(`?code=${code(s1)}`)).toBe(true);
    expect(res.body.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const uz = await request(ctx.app).get(`/api/crm/sessions/${s1}/checkin-code`).set(org.auth).set('Accept-Language', 'uz').expect(200);
    expect(uz.body.url).toContain(`/uz/checkin/${s1}?code=`);

    await request(ctx.app).get(`/api/crm/sessions/${s1}/checkin-code`).expect(401);
    const denied = await request(ctx.app).get(`/api/crm/sessions/${s1}/checkin-code`).set(otherOrg.auth).expect(403);
    expect(denied.body).toMatchObject({ error: 'forbidden', msg: 'Недостаточно прав для этого действия' });
    await request(ctx.app).get(`/api/crm/sessions/${s1}/checkin-code`).set(vols[0]!.auth).expect(403);
    await request(ctx.app).get('/api/crm/sessions/999999/checkin-code').set(org.auth).expect(404);
    await request(ctx.app).get('/api/crm/sessions/abc/checkin-code').set(org.auth).expect(404);
  });

  it('shows the shift and my application by a valid code; refuses a wrong code, no code, no token, no shift', async () => {
    const [s1] = now.sessionIds as [number];
    const none = await view(vols[0]!, s1).expect(200);
    expect(none.body).toEqual({
      shift: {
        sessionId: s1,
        activity: { kind: 'event', id: now.eventId, title: 'Субботник' },
        title: null,
        startsAt: expect.any(String),
        endsAt: expect.any(String),
        opensAt: expect.any(String),
        address: 'Ташкент, парк Бабура',
      },
      application: null,
    });
    expect(new Date(none.body.shift.startsAt).getTime() - new Date(none.body.shift.opensAt).getTime()).toBe(30 * 60 * 1000);
    const uz = await view(vols[0]!, s1).set('Accept-Language', 'uz').expect(200);
    expect(uz.body.shift).toMatchObject({ activity: { title: 'Shanbalik' }, address: 'Toshkent, Bobur bogʻi' });

    const id = await applied(vols[0]!, s1, 'pending');
    expect((await view(vols[0]!, s1).expect(200)).body.application).toEqual({ id, state: 'pending', checkedInAt: null });

    const wrong = await view(vols[0]!, s1, code(s1 + 1)).expect(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_code', msg: 'QR-код недействителен или повреждён' });
    const wrongUz = await view(vols[0]!, s1, 'garbage').set('Accept-Language', 'uz').expect(400);
    expect(wrongUz.body.msg).toBe('QR-kod yaroqsiz yoki buzilgan');
    const missing = await request(ctx.app).get(`/api/checkin/${s1}`).set(vols[0]!.auth).expect(400);
    expect(missing.body.fields).toEqual({ code: REQUIRED });
    await request(ctx.app)
      .get(`/api/checkin/${s1}?code=${code(s1)}`)
      .expect(401);
    await view(vols[0]!, 999999).expect(404);
    await view(vols[0]!, 0, 'x').expect(404);
  });

  it('checks an accepted volunteer in once: attended, with the time and who; then already checked in', async () => {
    const [s1] = now.sessionIds as [number];
    const id = await applied(vols[1]!, s1, 'accepted');
    const res = await checkIn(vols[1]!, s1).expect(200);
    expect(res.body.application).toEqual({ id, state: 'attended', checkedInAt: expect.any(String) });
    expect(res.body.shift.sessionId).toBe(s1);
    expect(Math.abs(new Date(res.body.application.checkedInAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await stateOf(ctx.db, id)).toBe('attended');
    expect((await checkedIn(id)).by).toBe(vols[1]!.id);

    const again = await checkIn(vols[1]!, s1).expect(409);
    expect(again.body.error).toBe('already_checked_in');
    expect(again.body.msg).toMatch(/^Вы уже отметились на этой смене в \d{2}:\d{2}$/);
    expect((await view(vols[1]!, s1).expect(200)).body.application.checkedInAt).toBe(res.body.application.checkedInAt);
  });

  it('checks in once when two check-ins race on the same application', async () => {
    const [s1] = now.sessionIds as [number];
    const id = await applied(vols[5]!, s1, 'accepted');
    const answers = await whileLocked(ctx.db, 'applications', id, 2, () => Promise.all([checkIn(vols[5]!, s1), checkIn(vols[5]!, s1)]));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses: not accepted, wrong shift, too early (with the opening time), too late, bad code and body, 401, 404', async () => {
    const [s1, s2] = now.sessionIds as [number, number];
    await applied(vols[2]!, s1, 'pending');
    const pending = await checkIn(vols[2]!, s1).expect(409);
    expect(pending.body).toMatchObject({ error: 'not_accepted', msg: 'Ваша заявка на эту смену не принята — отметиться нельзя' });
    expect((await checkIn(vols[3]!, s1).expect(409)).body.error).toBe('not_accepted');

    await applied(vols[4]!, s2, 'accepted');
    const wrong = await checkIn(vols[4]!, s1).expect(409);
    expect(wrong.body).toMatchObject({ error: 'wrong_shift', msg: 'Этот QR-код относится к другой смене' });

    await applied(vols[4]!, tomorrow, 'accepted');
    const early = await checkIn(vols[4]!, tomorrow).expect(409);
    expect(early.body.error).toBe('too_early');
    expect(early.body.msg).toMatch(/^Отметка откроется за 30 минут до начала смены: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(время Ташкента\)$/);
    const earlyUz = await checkIn(vols[4]!, tomorrow).set('Accept-Language', 'uz').expect(409);
    expect(earlyUz.body.msg).toContain('Toshkent vaqti');

    await applied(vols[4]!, ended, 'accepted');
    const late = await checkIn(vols[4]!, ended).expect(409);
    expect(late.body).toMatchObject({ error: 'too_late', msg: 'Смена уже закончилась — отметиться нельзя' });

    expect((await checkIn(vols[4]!, s2, { code: code(s1) }).expect(400)).body.error).toBe('invalid_code');
    expect((await checkIn(vols[4]!, s2, {}).expect(400)).body.fields).toEqual({ code: REQUIRED });
    expect((await checkIn(vols[4]!, s2, { code: 5 }).expect(400)).body.fields).toEqual({ code: REQUIRED });
    await request(ctx.app)
      .post(`/api/checkin/${s2}`)
      .send({ code: code(s2) })
      .expect(401);
    await checkIn(vols[4]!, 999999, { code: code(999999) }).expect(404);
  });

  it('gives each volunteer a personal code and QR (401 without a token)', async () => {
    const res = await request(ctx.app).get('/api/user/checkin-code').set(vols[0]!.auth).expect(200);
    expect(res.body.code).toBe(personalCode(TEST_JWT_SECRET, vols[0]!.id));
    expect(res.body.code).toMatch(new RegExp(`^${vols[0]!.id}\\.[A-Za-z0-9_-]{22}$`));
    expect(res.body.text).toBe(`${PERSONAL_CHECKIN_PREFIX}${res.body.code}`);
    expect(res.body.svg).toMatch(/^<svg/);
    expect(res.headers['cache-control']).toBe('no-store');
    await request(ctx.app).get('/api/user/checkin-code').expect(401);
  });

  it('lets the organizer check a volunteer in by their personal QR, under the same rules; the volunteer is told', async () => {
    const [s1, s2] = now.sessionIds as [number, number];
    const vol = vols[6]!;
    const personal = `${PERSONAL_CHECKIN_PREFIX}${personalCode(TEST_JWT_SECRET, vol.id)}`;
    await scan(org, s1, { code: personal }).expect(409, /not_accepted/);
    const id = await applied(vol, s1, 'accepted');
    await scan(otherOrg, s1, { code: personal }).expect(403);
    await scan(vol, s1, { code: personal }).expect(403);
    await request(ctx.app).post(`/api/crm/sessions/${s1}/checkin`).send({ code: personal }).expect(401);
    await scan(org, 999999, { code: personal }).expect(404);
    const tampered = await scan(org, s1, { code: `${personal.slice(0, -2)}xx` }).expect(400);
    expect(tampered.body).toMatchObject({ error: 'invalid_code', msg: 'QR-код недействителен или повреждён', message: tampered.body.msg });
    expect((await scan(org, s1, {}).expect(400)).body.fields).toEqual({ code: REQUIRED });
    expect((await scan(org, s2, { code: personal }).expect(409)).body.error).toBe('wrong_shift');

    const res = await scan(org, s1, { code: ` ${personalCode(TEST_JWT_SECRET, vol.id)} ` }).expect(200);
    expect(res.body).toEqual({
      volunteer: { id: vol.id, name: 'Волонтёр 6' },
      application: { id, state: 'attended', checkedInAt: expect.any(String) },
    });
    expect((await checkedIn(id)).by).toBe(org.id);
    const [notice] = await notificationsOf(ctx.db, vol.id);
    expect(notice).toMatchObject({
      kind: 'checked_in',
      title_ru: 'Вы отмечены на смене: Субботник',
      title_uz: 'Smenada belgilandingiz: Shanbalik',
    });
    expect((await scan(org, s1, { code: personal }).expect(409)).body.error).toBe('already_checked_in');

    await applied(vol, tomorrow, 'accepted');
    expect((await scan(org, tomorrow, { code: personal }).expect(409)).body.error).toBe('too_early');
  });

  it('shows the check-in time and the hours to the shift’s end in the CRM, for the hours dialog; lists an activity’s shifts', async () => {
    const [s1] = now.sessionIds as [number];
    const visit = await createApprovedVisit(ctx.db, org.organizationId!);
    const row = await request(ctx.app)
      .get(`/api/crm/applications?filter={"sessionId":${s1},"userId":${vols[1]!.id}}`)
      .set(org.auth)
      .expect(200);
    expect(row.body[0]).toMatchObject({ state: 'attended', checkedInAt: expect.any(String), suggestedHours: 2 });
    const shifts = await request(ctx.app)
      .get(`/api/crm/sessions?filter={"activityRef":"visit-${visit.visitId}"}`)
      .set(org.auth)
      .expect(200);
    expect(shifts.body.map((s: { id: number }) => s.id)).toEqual(visit.sessionIds);
    const id = await applied(vols[7]!, visit.sessionIds[0]!, 'accepted');
    expect((await request(ctx.app).get(`/api/crm/applications/${id}`).set(org.auth).expect(200)).body).toMatchObject({
      checkedInAt: null,
      suggestedHours: null,
    });
  });
});
