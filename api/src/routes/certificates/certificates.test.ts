import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { CERTIFICATE_TOKEN_PATTERN, CODE_ALPHABET } from '@hashar/common';
import { testConfig, useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { appliedId, notificationsOf, sessionHeld, setState } from '../../test/participation';
import { pdfText } from '../../lib/pdfText';
import { binary } from '../../test/binary';
import { certificateToken } from '../../lib/certificateTokens';

/** Changes the character at `index` of a token to another of the alphabet. */
const tamper = (token: string, index: number) =>
  token.slice(0, index) + (token[index] === CODE_ALPHABET[0] ? CODE_ALPHABET[1] : CODE_ALPHABET[0]) + token.slice(index + 1);

describe('certificates', () => {
  const ctx = useTestApp();
  const key = testConfig().certificates.key;
  let org: TestAccount;
  let otherOrg: TestAccount;
  let holder: TestAccount;
  let stranger: TestAccount;
  let eventId: number;
  let verifiedId: number;
  let secondId: number;
  let pendingId: number;
  const my = (who?: TestAccount) => {
    const with_ = (t: request.Test) => (who ? t.set(who.auth) : t);
    return {
      post: (body: object) => with_(request(ctx.app).post('/api/my/certificates').send(body)),
      list: () => with_(request(ctx.app).get('/api/my/certificates')),
      pdf: (id: number | string) => with_(request(ctx.app).get(`/api/my/certificates/${id}/pdf`)),
    };
  };
  const verify = (token: string) => request(ctx.app).get(`/api/certificates/${token}`);
  const ledger = (userId: number) =>
    ctx.db.sequelize.query<{ delta: number; reason: string }>('SELECT delta, reason FROM points_ledger WHERE user_id = $1 ORDER BY id', {
      bind: [userId],
      type: QueryTypes.SELECT,
    });
  const correct = (id: number, body: object, who: TestAccount = org) =>
    request(ctx.app).put(`/api/crm/applications/${id}/hours`).set(who.auth).send(body);

  /** An application of the holder to a new event of `org`, verified with `hours` (null: left pending). */
  async function application(title: [string, string], hours: number | null): Promise<number> {
    const event = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: title[0], titleUz: title[1] });
    eventId = event.eventId;
    const id = await appliedId(ctx.app, holder, event.sessionIds[0]!);
    if (hours === null) return id;
    await setState(ctx.db, id, 'attended');
    await sessionHeld(ctx.db, { applicationId: id });
    await request(ctx.app).post(`/api/crm/applications/${id}/verify`).set(org.auth).send({ hours }).expect(200);
    return id;
  }

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Фонд «Добро»');
    otherOrg = await organizationAccount(ctx.app, ctx.db, 'Другая организация');
    holder = await volunteerAccount(ctx.app, ctx.db, 'Анна Петрова');
    stranger = await volunteerAccount(ctx.app, ctx.db, 'Посторонний Человек');
    pendingId = await application(['Без часов', 'Soatsiz'], null);
    secondId = await application(['Посадка деревьев', 'Daraxt ekish'], 3);
    verifiedId = await application(['Субботник в парке', 'Bogʻda shanbalik'], 2.5);
  });

  describe('POST /api/my/certificates', () => {
    it('401 without a token; 400 for a bad kind, id or year (ru and uz)', async () => {
      await my().post({ kind: 'activity', applicationId: verifiedId }).expect(401);
      const bad = await my(holder).post({ kind: 'diploma' }).expect(400);
      expect(bad.body.fields).toEqual({ kind: 'Выберите значение из списка' });
      const year = new Date().getUTCFullYear() + 2;
      const uz = await my(holder).post({ kind: 'year', year }).set('Accept-Language', 'uz').expect(400);
      expect(uz.body.fields.year).toMatch(/^2000 dan \d{4} gacha butun son kiriting$/);
      const id = await my(holder).post({ kind: 'activity', applicationId: 'x' }).expect(400);
      expect(id.body.fields.applicationId).toBe('Введите целое число от 1 до 2147483647');
      const missing = await my(holder).post({ kind: 'activity' }).expect(400);
      expect(missing.body.fields.applicationId).toBe('Данное поле обязательно для заполнения');
      await my(holder).post({ kind: 'year', year: 2026, locale: 'en' }).expect(400);
    });

    it("404 for another user's or an unknown application; 400 no_verified_hours without verified hours (ru and uz)", async () => {
      await my(stranger).post({ kind: 'activity', applicationId: verifiedId }).expect(404);
      await my(holder).post({ kind: 'activity', applicationId: 2147483647 }).expect(404);
      const none = await my(holder).post({ kind: 'activity', applicationId: pendingId }).expect(400);
      expect(none.body).toMatchObject({
        error: 'no_verified_hours',
        msg: 'Нет подтверждённых часов: сертификат выдаётся только на часы, подтверждённые организатором',
      });
      const uz = await my(holder).post({ kind: 'year', year: 2001 }).set('Accept-Language', 'uz').expect(400);
      expect(uz.body.msg).toBe('Tasdiqlangan soatlar yoʻq: sertifikat faqat tashkilotchi tasdiqlagan soatlarga beriladi');
    });

    it('issues an activity certificate (201), reuses an identical valid one (200), a new one in another language', async () => {
      const made = await my(holder).post({ kind: 'activity', applicationId: verifiedId }).expect(201);
      const dto = made.body.data;
      expect(dto).toMatchObject({ kind: 'activity', year: null, locale: 'ru', hours: 2.5, revokedAt: null });
      expect(dto.token).toMatch(CERTIFICATE_TOKEN_PATTERN);
      expect(dto.verifyUrl).toMatch(new RegExp(`/ru/verify/${dto.token}$`));
      expect(dto.pdfUrl).toBe(`/api/my/certificates/${dto.id}/pdf`);
      const again = await my(holder).post({ kind: 'activity', applicationId: verifiedId }).expect(200);
      expect(again.body.data.id).toBe(dto.id);
      const uz = await my(holder).post({ kind: 'activity', applicationId: verifiedId, locale: 'uz' }).expect(201);
      expect(uz.body.data).toMatchObject({ locale: 'uz', hours: 2.5 });
      expect(uz.body.data.verifyUrl).toContain('/uz/verify/');
      const byHeader = await my(holder).post({ kind: 'activity', applicationId: verifiedId }).set('Accept-Language', 'uz').expect(200);
      expect(byHeader.body.data.id).toBe(uz.body.data.id);
    });

    it('issues a year certificate of every record verified in that Tashkent year', async () => {
      const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Tashkent' }).format(new Date()));
      const made = await my(holder).post({ kind: 'year', year }).expect(201);
      expect(made.body.data).toMatchObject({ kind: 'year', year, hours: 5.5 });
      const check = await verify(made.body.data.token).expect(200);
      expect(check.body.data.lines.map((l: { title: string; hours: number }) => [l.title, l.hours])).toEqual([
        ['Посадка деревьев', 3],
        ['Субботник в парке', 2.5],
      ]);
      expect(check.body.data.lines[0]).toMatchObject({ organization: 'Фонд «Добро»', kind: 'event', startsAt: expect.any(String) });
    });
  });

  describe('GET /api/my/certificates and the PDF', () => {
    it("lists the caller's own, newest first (401 without a token)", async () => {
      await my().list().expect(401);
      const list = (await my(holder).list().expect(200)).body.data as { kind: string; locale: string }[];
      expect(list.map((c) => [c.kind, c.locale])).toEqual([
        ['year', 'ru'],
        ['activity', 'uz'],
        ['activity', 'ru'],
      ]);
      expect((await my(stranger).list().expect(200)).body.data).toEqual([]);
    });

    it('sends the holder their PDF: name, lines, total in Russian plurals, the verification URL; 404 for anyone else', async () => {
      const [certificate] = (await my(holder).list().expect(200)).body.data.filter(
        (c: { kind: string; locale: string }) => c.kind === 'activity' && c.locale === 'ru',
      );
      await my().pdf(certificate.id).expect(401);
      await my(stranger).pdf(certificate.id).expect(404);
      await my(holder).pdf(2147483647).expect(404);
      await my(holder).pdf('abc').expect(404);
      const res = await binary(my(holder).pdf(certificate.id)).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`сертификат-${certificate.token.slice(0, 16)}.pdf`)}`,
      );
      const { text } = await pdfText(res.body as Buffer);
      for (const part of [
        'СЕРТИФИКАТ',
        'Анна Петрова',
        'Субботник в парке',
        'Фонд «Добро»',
        'Всего подтверждено: 2,5 часа',
        certificate.token,
      ]) {
        expect(text).toContain(part);
      }
      // supertest listens on a new port per request: the address's path is what stays.
      expect(text.replace(/\s+/g, '')).toContain(`/ru/verify/${certificate.token}`);
    });
  });

  describe('GET /api/certificates/:token', () => {
    it("says a genuine certificate is genuine; the PDF for anyone with the token, in the certificate's language", async () => {
      const uz = (await my(holder).list().expect(200)).body.data.find((c: { locale: string }) => c.locale === 'uz');
      const res = await verify(uz.token).expect(200);
      expect(res.body.data).toEqual({
        genuine: true,
        kind: 'activity',
        year: null,
        holder: 'Анна Петрова',
        hours: 2.5,
        lines: [expect.objectContaining({ title: 'Bogʻda shanbalik', hours: 2.5, organization: 'Фонд «Добро»' })],
        course: null,
        book: null,
        issuedAt: expect.any(String),
        revokedAt: null,
        revokeReason: null,
      });
      const pdf = await binary(request(ctx.app).get(`/api/certificates/${uz.token}/pdf`)).expect(200);
      const { text } = await pdfText(pdf.body as Buffer);
      for (const part of ['SERTIFIKAT', 'Анна Петрова', 'Bogʻda shanbalik', 'Jami tasdiqlangan: 2,5 soat']) expect(text).toContain(part);
    });

    it('400 certificate_tampered for a changed code or signature or a malformed token (ru and uz); 404 an unknown one', async () => {
      const [certificate] = (await my(holder).list().expect(200)).body.data;
      const inCode = await verify(tamper(certificate.token, 3)).expect(400);
      expect(inCode.body).toMatchObject({
        error: 'certificate_tampered',
        msg: 'Сертификат не найден или подделан: проверьте ссылку или код',
      });
      const inSignature = await verify(tamper(certificate.token, 20)).set('Accept-Language', 'uz').expect(400);
      expect(inSignature.body.msg).toBe('Sertifikat topilmadi yoki qalbaki: havola yoki kodni tekshiring');
      await verify('not-a-token').expect(400);
      await verify(certificate.token.toLowerCase()).expect(400);
      await request(ctx.app)
        .get(`/api/certificates/${tamper(certificate.token, 20)}/pdf`)
        .expect(400);
      const unknown = certificateToken(key, '0000000000000000');
      await verify(unknown).expect(404);
      await request(ctx.app).get(`/api/certificates/${unknown}/pdf`).expect(404);
    });
  });

  it('keeps the verification page out of search engines (X-Robots-Tag)', async () => {
    const [certificate] = (await my(holder).list().expect(200)).body.data;
    const page = await request(ctx.app).get(`/ru/verify/${certificate.token}`).expect(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const other = await request(ctx.app).get('/ru/events').expect(200);
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });

  describe('correcting hours', () => {
    it("401, 403 for non-staff, 400 bad hours (ru and uz), 404 another organization's application, 409 not verified yet", async () => {
      await request(ctx.app).put(`/api/crm/applications/${verifiedId}/hours`).send({ hours: 2 }).expect(401);
      await correct(verifiedId, { hours: 2 }, holder).expect(403);
      const bad = await correct(verifiedId, { hours: 0.3 }).expect(400);
      expect(bad.body.fields.hours).toBe('Укажите от 0,5 до 24 часов с шагом 0,5');
      const uz = await correct(verifiedId, {}).set('Accept-Language', 'uz').expect(400);
      expect(uz.body.fields.hours).toBe("to'ldirilishi shart");
      await correct(verifiedId, { hours: 2 }, otherOrg).expect(404);
      await correct(2147483647, { hours: 2 }).expect(404);
      const early = await correct(pendingId, { hours: 2 }).expect(409);
      expect(early.body.msg).toBe('Часы по этой заявке ещё не подтверждены: исправить можно только подтверждённые часы');
    });

    it('updates the hours, adds a correction ledger entry, revokes every certificate on them, tells the volunteer', async () => {
      const before = (await my(holder).list().expect(200)).body.data as { token: string; kind: string; locale: string }[];
      const res = await correct(verifiedId, { hours: 4, note: 'Остался помочь' }).expect(200);
      expect(res.body).toMatchObject({ id: verifiedId, hours: 4, state: 'completed' });
      const [record] = await ctx.db.sequelize.query<{ corrected_at: Date | null; corrected_by: number; note: string }>(
        'SELECT corrected_at, corrected_by, note FROM hours_records WHERE application_id = $1',
        { bind: [verifiedId], type: QueryTypes.SELECT },
      );
      expect(record).toMatchObject({ corrected_at: expect.any(Date), corrected_by: org.id, note: 'Остался помочь' });
      expect((await ledger(holder.id)).slice(-1)).toEqual([{ delta: 15, reason: 'correction' }]);
      for (const certificate of before) {
        const check = await verify(certificate.token).expect(200);
        expect(check.body.data).toMatchObject({ genuine: true, revokedAt: expect.any(String), revokeReason: 'hours_corrected' });
      }
      const [notice] = await notificationsOf(ctx.db, holder.id);
      expect(notice).toMatchObject({
        kind: 'hours_corrected',
        title_ru: 'Часы исправлены: Субботник в парке',
        title_uz: 'Soatlar tuzatildi: Bogʻda shanbalik',
      });
      // A revoked PDF says so; a new certificate carries the new hours.
      const revoked = before.find((c) => c.kind === 'activity' && c.locale === 'ru')!;
      const { text } = await pdfText(
        (await binary(request(ctx.app).get(`/api/certificates/${revoked.token}/pdf`)).expect(200)).body as Buffer,
      );
      expect(text).toContain('СЕРТИФИКАТ ОТОЗВАН');
      const fresh = await my(holder).post({ kind: 'activity', applicationId: verifiedId }).expect(201);
      expect(fresh.body.data).toMatchObject({ hours: 4, revokedAt: null });
    });

    it("the same hours again change nothing in the ledger; the owner's route corrects too (404 for another activity)", async () => {
      const entries = (await ledger(holder.id)).length;
      await correct(verifiedId, { hours: 4 }).expect(200);
      expect(await ledger(holder.id)).toHaveLength(entries);
      const owner = (path: string, body: object) => request(ctx.app).put(`/api/my/events/${path}/hours`).set(org.auth).send(body);
      await owner(`${eventId}/applications/${secondId}`, { hours: 1 }).expect(404);
      await owner(`${eventId}/applications/${verifiedId}`, { hours: 30 }).expect(400);
      const res = await owner(`${eventId}/applications/${verifiedId}`, { hours: 1 }).expect(200);
      expect(res.body).toMatchObject({ id: verifiedId, hours: 1 });
      expect((await ledger(holder.id)).slice(-1)).toEqual([{ delta: -30, reason: 'correction' }]);
    });

    it('a lowering takes at most what is left of the balance: points spent on bonuses stay spent, the balance never goes below zero', async () => {
      const sum = async () => (await ledger(holder.id)).reduce((total, entry) => total + entry.delta, 0);
      // The volunteer spent all but 3 points.
      await ctx.db.sequelize.query("INSERT INTO points_ledger (user_id, delta, reason) VALUES ($1, $2, 'bonus')", {
        bind: [holder.id, 3 - (await sum())],
      });
      expect(await sum()).toBe(3);
      await correct(verifiedId, { hours: 0.5 }).expect(200);
      expect((await ledger(holder.id)).slice(-1)).toEqual([{ delta: -3, reason: 'correction' }]);
      expect(await sum()).toBe(0);
    });
  });
});
