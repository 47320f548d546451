import request from 'supertest';
import { binaryBody } from '../../test/binary';
import { QueryTypes } from 'sequelize';
import { pdfText } from '../../lib/pdfText';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { monthBounds } from './hours';

const MONTH = '2026-10';
const BOM = '\uFEFF';

describe('GET /api/crm/reports/hours', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let rival: TestAccount;
  let anna: TestAccount;
  let boris: TestAccount;
  let hacker: TestAccount;

  const query = (sql: string, bind: unknown[]) => ctx.db.sequelize.query<{ id: number }>(sql, { bind, type: QueryTypes.SELECT });

  /** Verified hours of `user` on a fresh event of `owner`, verified at `verifiedAt` (UTC). */
  async function hours(owner: TestAccount, user: TestAccount, amount: number, verifiedAt: string, sessionId?: number): Promise<number> {
    const session = sessionId ?? (await createApprovedEvent(ctx.db, owner.organizationId!)).sessionIds[0]!;
    const [app] = await query(`INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, 'completed') RETURNING id`, [
      user.id,
      session,
    ]);
    await query(`INSERT INTO hours_records (application_id, user_id, organization_id, hours, verified_at) VALUES ($1, $2, $3, $4, $5)`, [
      app!.id,
      user.id,
      owner.organizationId,
      amount,
      verifiedAt,
    ]);
    return session;
  }

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Эко Клуб «Зелёный»');
    rival = await organizationAccount(ctx.app, ctx.db, 'Другая Организация');
    boris = await volunteerAccount(ctx.app, ctx.db, 'Борис Петров');
    anna = await volunteerAccount(ctx.app, ctx.db, 'Анна Иванова');
    hacker = await volunteerAccount(ctx.app, ctx.db, 'Хакер =HYPERLINK("http://evil")');
    await query(`UPDATE volunteer_profiles SET middle_name = 'Сергеевна' WHERE user_id = $1`, [anna.id]);

    // 00:30 on 1 October in Tashkent (19:30 UTC the day before): inside the month.
    await hours(org, anna, 2.5, '2026-09-30T19:30:00Z');
    // Two sessions of one event count as one activity; another event makes two.
    const event = await createApprovedEvent(ctx.db, org.organizationId!, { sessions: [5, 5] });
    await hours(org, anna, 3, '2026-10-10T10:00:00Z', event.sessionIds[0]);
    await hours(org, anna, 1, '2026-10-11T10:00:00Z', event.sessionIds[1]);
    await hours(org, boris, 4, '2026-10-20T10:00:00Z');
    await hours(org, hacker, 1.5, '2026-10-31T18:59:00Z');
    // 00:30 on 1 November in Tashkent: next month. Another organization's hours: never in this report.
    await hours(org, boris, 8, '2026-10-31T19:30:00Z');
    await hours(rival, anna, 6, '2026-10-15T10:00:00Z');
  });

  it('sends the CSV: BOM, semicolons, headers in the request language, one row per volunteer by name, defused formulas, the total', async () => {
    const res = await request(ctx.app).get(`/api/crm/reports/hours?month=${MONTH}&format=csv`).set(org.auth).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="hours-2026-10.csv"');
    expect(res.text.startsWith(BOM)).toBe(true);
    const lines = res.text.slice(1).split('\r\n');
    expect(lines).toEqual([
      '"ФИО";"Email";"Мероприятий";"Часов"',
      `"'=HYPERLINK(""http://evil"") Хакер";"${hacker.email}";"1";"1,5"`,
      `"Иванова Анна Сергеевна";"${anna.email}";"2";"6,5"`,
      `"Петров Борис";"${boris.email}";"1";"4"`,
      '"Итого";"";"4";"12"',
      '',
    ]);
    // Without format: CSV; in Uzbek, Uzbek headers.
    const uz = await request(ctx.app).get(`/api/crm/reports/hours?month=${MONTH}`).set(org.auth).set('Accept-Language', 'uz').expect(200);
    expect(uz.text.slice(1).split('\r\n')[0]).toBe('"F.I.Sh.";"Email";"Tadbirlar";"Soatlar"');
    expect(uz.text).toContain('"Jami";"";"4";"12"');
    // The next month holds Борис's 8 hours only; a month without hours has the header and a zero total.
    const november = await request(ctx.app).get('/api/crm/reports/hours?month=2026-11').set(org.auth).expect(200);
    expect(november.text.slice(1).split('\r\n').slice(1)).toEqual([`"Петров Борис";"${boris.email}";"1";"8"`, '"Итого";"";"1";"8"', '']);
    const empty = await request(ctx.app).get('/api/crm/reports/hours?month=2026-01').set(org.auth).expect(200);
    expect(empty.text.slice(1).split('\r\n').slice(1)).toEqual(['"Итого";"";"0";"0"', '']);
  });

  it('another organization sees its own hours only', async () => {
    const res = await request(ctx.app).get(`/api/crm/reports/hours?month=${MONTH}`).set(rival.auth).expect(200);
    expect(res.text.slice(1).split('\r\n').slice(1)).toEqual([
      `"Иванова Анна Сергеевна";"${anna.email}";"1";"6"`,
      '"Итого";"";"1";"6"',
      '',
    ]);
  });

  it('sends the PDF: organization, the month written out, the rows and the total (ru and uz)', async () => {
    const res = await request(ctx.app)
      .get(`/api/crm/reports/hours?month=${MONTH}&format=pdf`)
      .set(org.auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="hours-2026-10.pdf"');
    const { text, pages } = await pdfText(res.body as Buffer);
    expect(pages).toBe(1);
    for (const part of ['Подтверждённые часы волонтёров', 'Эко Клуб «Зелёный»', 'октябрь 2026', 'Иванова Анна Сергеевна', 'Петров Борис']) {
      expect(text).toContain(part);
    }
    // The PDF shows the name as written (no quote: nothing runs formulas there).
    expect(text).toMatch(/^=HYPERLINK\("http:\/\/\s*evil"\)\s+Хакер/m);
    expect(text).toMatch(/Итого\s+4\s+12/);
    expect(text).toContain('Волонтёров: 3');

    const uz = await request(ctx.app)
      .get(`/api/crm/reports/hours?month=${MONTH}&format=pdf`)
      .set(org.auth)
      .set('Accept-Language', 'uz')
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const uzText = (await pdfText(uz.body as Buffer)).text;
    expect(uzText).toContain("Ko'ngillilarning tasdiqlangan soatlari");
    expect(uzText).toContain('oktabr 2026');
    expect(uzText).toMatch(/Jami\s+4\s+12/);
  });

  it('400 for a bad month or format (ru and uz), 401 without a token, 403 for a volunteer', async () => {
    for (const q of ['', 'month=2026-13', 'month=2026-1', 'month=26-10', 'month=2026-10&month=2026-11', 'month=2026-10-01']) {
      const ru = await request(ctx.app).get(`/api/crm/reports/hours?${q}`).set(org.auth).expect(400);
      expect(ru.body.fields).toEqual({ month: 'Укажите месяц в формате ГГГГ-ММ, например 2026-10' });
      const uz = await request(ctx.app).get(`/api/crm/reports/hours?${q}`).set(org.auth).set('Accept-Language', 'uz').expect(400);
      expect(uz.body.fields).toEqual({ month: 'Oyni YYYY-OO koʻrinishida kiriting, masalan 2026-10' });
    }
    const format = await request(ctx.app).get(`/api/crm/reports/hours?month=${MONTH}&format=xlsx`).set(org.auth).expect(400);
    expect(format.body.fields).toEqual({ format: 'Формат отчёта: csv или pdf' });
    const formatUz = await request(ctx.app)
      .get(`/api/crm/reports/hours?month=${MONTH}&format=xlsx`)
      .set(org.auth)
      .set('Accept-Language', 'uz')
      .expect(400);
    expect(formatUz.body.fields).toEqual({ format: 'Hisobot formati: csv yoki pdf' });
    await request(ctx.app).get(`/api/crm/reports/hours?month=${MONTH}`).expect(401);
    const denied = await request(ctx.app).get(`/api/crm/reports/hours?month=${MONTH}`).set(anna.auth).expect(403);
    expect(denied.body.msg).toBe('Недостаточно прав для этого действия');
  });

  it('bounds a month on Tashkent time, December into January', () => {
    expect(monthBounds('2026-12')).toEqual(['2026-11-30T19:00:00.000Z', '2026-12-31T19:00:00.000Z']);
    expect(monthBounds('2026-10')).toEqual(['2026-09-30T19:00:00.000Z', '2026-10-31T19:00:00.000Z']);
  });
});
