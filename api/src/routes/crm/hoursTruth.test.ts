import request from 'supertest';
import { HOURS_MARGIN } from '@hashar/common';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { appliedId, setState, stateOf } from '../../test/participation';
import { run } from '../../lists';

/** Attendance and hours are confirmed only when they can be true. */
describe('attendance and hours before the shift (409) and after it', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let vol: TestAccount;
  let sessionId: number;
  let id: number;
  const post = (path: string, body: object) => request(ctx.app).post(`/api/crm${path}`).set(org.auth).send(body);
  /** The shift: two hours, starting `startsIn` hours from now. */
  const shiftAt = (startsIn: number) =>
    run(
      ctx.db.sequelize,
      `UPDATE visit_sessions SET starts_at = now() + make_interval(hours => $2), ends_at = now() + make_interval(hours => $2 + 2) WHERE id = $1`,
      [sessionId, startsIn],
    );

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Организация');
    vol = await volunteerAccount(ctx.app, ctx.db);
    sessionId = (await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Субботник' })).sessionIds[0]!;
    id = await appliedId(ctx.app, vol, sessionId);
    await setState(ctx.db, id, 'accepted');
  });

  it('refuses attended before the start and hours before the end, in ru and uz; the CRM bulk path too', async () => {
    await shiftAt(72);
    const attend = await post('/applications/bulk', { ids: [id], action: 'attended' }).expect(409);
    expect(attend.body).toMatchObject({ error: 'attend_too_early', msg: `Отметить присутствие можно только после начала смены: ${id}` });
    const attendUz = await post('/applications/bulk', { ids: [id], action: 'attended' })
      .set('Accept-Language', 'uz')
      .expect(409);
    expect(attendUz.body.msg).toBe(`Ishtirokni faqat smena boshlangandan keyin belgilash mumkin: ${id}`);
    const hours = await post(`/applications/${id}/verify`, { hours: 2 }).expect(409);
    expect(hours.body).toMatchObject({ error: 'hours_too_early', msg: 'Подтвердить часы можно только после окончания смены' });
    const hoursUz = await post(`/applications/${id}/verify`, { hours: 2 }).set('Accept-Language', 'uz').expect(409);
    expect(hoursUz.body.msg).toBe('Soatlarni faqat smena tugagandan keyin tasdiqlash mumkin');
    expect(await stateOf(ctx.db, id)).toBe('accepted');
    // Started, not ended: attended, hours still refused.
    await shiftAt(-1);
    await post('/applications/bulk', { ids: [id], action: 'attended' }).expect(200);
    expect(await stateOf(ctx.db, id)).toBe('attended');
    await post(`/applications/${id}/verify`, { hours: 2 }).expect(409);
  });

  it('refuses more than the shift length plus the margin once it has ended, then verifies', async () => {
    await shiftAt(-3);
    const many = await post(`/applications/${id}/verify`, { hours: 24 }).expect(409);
    expect(many.body).toMatchObject({
      error: 'hours_too_many',
      msg: `Можно подтвердить не больше ${2 + HOURS_MARGIN} ч.: длительность смены и час сверху`,
    });
    const manyUz = await post(`/applications/${id}/verify`, { hours: 24 }).set('Accept-Language', 'uz').expect(409);
    expect(manyUz.body.msg).toBe(`Koʻpi bilan ${2 + HOURS_MARGIN} soat tasdiqlash mumkin: smena davomiyligi va yana bir soat`);
    await post(`/applications/${id}/verify`, { hours: 2 + HOURS_MARGIN }).expect(200);
    expect(await stateOf(ctx.db, id)).toBe('completed');
    // A correction keeps to the same ceiling.
    await request(ctx.app).put(`/api/crm/applications/${id}/hours`).set(org.auth).send({ hours: 10 }).expect(409);
  });
});
