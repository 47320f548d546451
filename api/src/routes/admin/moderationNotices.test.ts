import request from 'supertest';
import { organizationAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount } from '../../test/events';
import { run } from '../../lists';

/** Each kind's table, its own required columns and the sentences its owner reads (whole sentences: Russian gender differs). */
const KINDS = [
  {
    resource: 'events',
    table: 'events',
    own: [', starts_at, ends_at', ", now() + interval '5 days', now() + interval '5 days 2 hours'"],
    approved: ['Модератор одобрил ваше мероприятие, теперь его видят все.', "Moderator tadbiringizni ma'qulladi, endi uni hamma ko'radi."],
    rejected: ['Модератор отклонил ваше мероприятие. Причина: Нет адреса', 'Moderator tadbiringizni rad etdi. Sabab: Нет адреса'],
  },
  {
    resource: 'visits',
    table: 'visit_options',
    own: ['', ''],
    approved: [
      'Модератор одобрил ваше предложение посещения, теперь его видят все.',
      'Moderator tashrif taklifingizni maʼqulladi, endi uni hamma koʻradi.',
    ],
    rejected: [
      'Модератор отклонил ваше предложение посещения. Причина: Нет адреса',
      'Moderator tashrif taklifingizni rad etdi. Sabab: Нет адреса',
    ],
  },
  {
    resource: 'projects',
    table: 'projects',
    own: [', starts_at, ends_at', ", now(), now() + interval '30 days'"],
    approved: ['Модератор одобрил ваш проект, теперь его видят все.', 'Moderator loyihangizni maʼqulladi, endi uni hamma koʻradi.'],
    rejected: ['Модератор отклонил ваш проект. Причина: Нет адреса', 'Moderator loyihangizni rad etdi. Sabab: Нет адреса'],
  },
  {
    resource: 'tasks',
    table: 'tasks',
    own: [', category_id, deadline', ", (SELECT min(id) FROM task_categories), now() + interval '30 days'"],
    approved: ['Модератор одобрил вашу задачу, теперь её видят все.', 'Moderator vazifangizni maʼqulladi, endi uni hamma koʻradi.'],
    rejected: ['Модератор отклонил вашу задачу. Причина: Нет адреса', 'Moderator vazifangizni rad etdi. Sabab: Нет адреса'],
  },
  {
    resource: 'vacancy',
    table: 'vacancies',
    own: [', kind, pay', ", 'vacancy', 'paid'"],
    approved: ['Модератор одобрил вашу вакансию, теперь её видят все.', 'Moderator vakansiyangizni maʼqulladi, endi uni hamma koʻradi.'],
    rejected: ['Модератор отклонил вашу вакансию. Причина: Нет адреса', 'Moderator vakansiyangizni rad etdi. Sabab: Нет адреса'],
  },
];

describe('moderation notices name the kind they are about', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let moderator: TestAccount;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Организация');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
  });

  /** A row of `table` waiting for moderation, owned by the organization. */
  const waiting = async (k: (typeof KINDS)[number], title: string) => {
    const [row] = await run<{ id: number }>(
      ctx.db.sequelize,
      `INSERT INTO ${k.table} (organization_id, title_ru, title_uz, description_ru, moderation, submitted_at${k.own[0]})
       VALUES ($1, $2, $3, 'Описание', 'moderation', now()${k.own[1]}) RETURNING id`,
      [org.organizationId, title, `${title} uz`],
    );
    return row!.id;
  };

  const lastNotice = async () => {
    const [n] = await run<{ body_ru: string; body_uz: string }>(
      ctx.db.sequelize,
      'SELECT body_ru, body_uz FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [org.id],
    );
    return n ? [n.body_ru, n.body_uz] : [];
  };

  for (const k of KINDS) {
    it(`${k.resource}: approve and reject, in Russian and Uzbek`, async () => {
      const approve = await waiting(k, `Одобряемое ${k.table}`);
      await request(ctx.app).post(`/api/admin/${k.resource}/${approve}/approve`).set(moderator.auth).expect(200);
      expect(await lastNotice()).toEqual(k.approved);
      const reject = await waiting(k, `Отклоняемое ${k.table}`);
      await request(ctx.app)
        .post(`/api/admin/${k.resource}/${reject}/reject`)
        .set(moderator.auth)
        .send({ reason: 'Нет адреса' })
        .expect(200);
      expect(await lastNotice()).toEqual(k.rejected);
    });
  }
});
