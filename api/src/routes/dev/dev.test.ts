import express from 'express';
import request from 'supertest';
import { migrate } from '../../db/migrator';
import { createMailer, render } from '../../mail';
import { insertMessage } from '../../mail/store';
import { errorHandler } from '../../middlewares/errorHandler';
import { detectLocale } from '../../middlewares/locale';
import { silentLogger, testConfig } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { devMailRouter } from './router';

describe('GET /api/dev/mail', () => {
  let db: TestDatabase;
  let app: express.Express;
  const link = (n: number) => `https://hashar.test/ru/confirmation/${n}/t${n}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrate(db.sequelize);
    app = express();
    app.use(detectLocale);
    const config = testConfig();
    const mailer = createMailer({ config, databaseUrl: db.url, sequelize: db.sequelize, logger: silentLogger });
    app.use('/api/dev', express.json(), devMailRouter({ sequelize: db.sequelize, mailer, publicUrl: config.publicUrl }));
    app.use(errorHandler);
    for (let n = 1; n <= 22; n++) {
      const to = n % 2 ? 'odd@example.com' : 'even@example.com';
      const params = { name: `User ${n}`, link: link(n) };
      await insertMessage(db.sequelize, {
        to,
        locale: 'ru',
        template: 'activation',
        ...render({ locale: 'ru', template: 'activation', params }),
      });
    }
    await db.sequelize.query(`UPDATE mail_messages SET status = 'sent', sent_at = now() WHERE id = 22`);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('lists the newest 20 messages first, with their links', async () => {
    const res = await request(app).get('/api/dev/mail').expect(200).expect('Content-Type', /json/);
    const data = res.body.data as Record<string, unknown>[];
    expect(data).toHaveLength(20);
    expect(Object.keys(data[0]!).sort()).toEqual(['createdAt', 'id', 'links', 'locale', 'sentAt', 'status', 'subject', 'template', 'to']);
    expect(data[0]).toMatchObject({
      id: 22,
      to: 'even@example.com',
      subject: 'Подтвердите адрес электронной почты — Хашар',
      template: 'activation',
      locale: 'ru',
      links: [link(22)],
      status: 'sent',
    });
    expect(new Date(data[0]!['sentAt'] as string).getTime()).not.toBeNaN();
    expect(data[1]).toMatchObject({ id: 21, status: 'queued', sentAt: null });
    expect(data.map((m) => m['id'])).toEqual(Array.from({ length: 20 }, (_, i) => 22 - i));
  });

  it('filters by recipient, ignoring case, and honours the limit', async () => {
    const res = await request(app).get('/api/dev/mail?to=Odd@Example.com&limit=3').expect(200);
    expect(res.body.data.map((m: { id: number; to: string }) => [m.id, m.to])).toEqual([
      [21, 'odd@example.com'],
      [19, 'odd@example.com'],
      [17, 'odd@example.com'],
    ]);
    const none = await request(app).get('/api/dev/mail?to=nobody@example.com').expect(200);
    expect(none.body).toEqual({ data: [] });
  });

  it('answers 400 with the fields for a bad limit or a non-email recipient', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=2.5', 'limit=1&limit=2']) {
      const res = await request(app).get(`/api/dev/mail?${query}`).expect(400);
      expect(res.body).toEqual({
        error: 'validation',
        msg: 'Проверьте правильность заполнения полей',
        fields: { limit: 'Некорректный запрос' },
      });
    }
    const res = await request(app).get('/api/dev/mail?to=not-an-email&limit=500').expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['limit', 'to']);
  });

  it('answers in Uzbek when asked to', async () => {
    const res = await request(app).get('/api/dev/mail?to=x&locale=uz').expect(400);
    expect(res.body).toMatchObject({ msg: "Maydonlar to'g'ri to'ldirilganini tekshiring", fields: { to: "Noto'g'ri so'rov" } });
  });
});
