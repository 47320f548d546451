import type { Express } from 'express';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { createSequelize } from '../db/sequelize';
import { createMailer } from '../mail';
import { organizationAccount, volunteerAccount, type TestAccount } from '../test/activities';
import { silentLogger, testConfig, useTestApp } from '../test/app';
import { createApprovedEvent } from '../test/events';
import { appliedId, mailTo, setState, whileHeld } from '../test/participation';
import { sendDueReminders, type ReminderDeps } from './service';

const HOUR = 3_600_000;
/** Fixed instants (the runs are given their `now`): 10 March 2031, 12:00 in Tashkent, and days after it. */
const BASE = Date.parse('2031-03-10T07:00:00Z');
const at = (day: number, hours = 0) => new Date(BASE + day * 24 * HOUR + hours * HOUR);

describe('reminders', () => {
  const ctx = useTestApp();
  let app: Express;
  let deps: ReminderDeps;
  let org: TestAccount;
  let vols: TestAccount[];
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const depsOver = (sequelize: Sequelize): ReminderDeps => {
    const config = testConfig();
    return {
      sequelize,
      publicUrl: config.publicUrl,
      mailer: createMailer({ config, databaseUrl: ctx.db.url, sequelize, logger: silentLogger }),
    };
  };
  const notices = (userId: number, kind: string) =>
    sql<{ title_ru: string; title_uz: string; body_ru: string; body_uz: string; link: string }>(
      'SELECT title_ru, title_uz, body_ru, body_uz, link FROM notifications WHERE user_id = $1 AND kind = $2 ORDER BY id',
      [userId, kind],
    );
  const mails = async (account: TestAccount) => (await mailTo(ctx.db, account.email)).filter((m) => m.template === 'notification');
  /** An application of the volunteer to the session, moved to `state`. */
  const application = async (vol: TestAccount, sessionId: number, state: 'accepted' | 'pending' | 'waitlisted' | 'withdrawn') => {
    const id = await appliedId(app, vol, sessionId);
    await setState(ctx.db, id, state);
    return id;
  };

  beforeAll(async () => {
    app = ctx.app;
    deps = depsOver(ctx.db.sequelize);
    org = await organizationAccount(app, ctx.db, 'Эко-клуб');
    vols = await Promise.all(Array.from({ length: 6 }, (_, i) => volunteerAccount(app, ctx.db, `Волонтёр ${i}`)));
    await sql(`UPDATE users SET locale = 'uz' WHERE id = $1`, [vols[1]!.id]);
  });

  it('reminds accepted volunteers 24 h and 2 h before a shift, once each, in their language, by notice and email', async () => {
    const { eventId, sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Субботник в парке',
      titleUz: 'Parkda shanbalik',
      addressRu: 'Ташкент, ул. Навои, 1',
      addressUz: 'Toshkent, Navoiy koʻchasi, 1',
      startsAt: at(0, 3),
    });
    const sessionId = sessionIds[0]!;
    await sql(`UPDATE visit_sessions SET title_ru = 'Утренняя смена', title_uz = 'Ertalabki smena' WHERE id = $1`, [sessionId]);
    const [ruId, uzId] = [await application(vols[0]!, sessionId, 'accepted'), await application(vols[1]!, sessionId, 'accepted')];
    await application(vols[2]!, sessionId, 'pending');
    await application(vols[3]!, sessionId, 'waitlisted');
    await application(vols[4]!, sessionId, 'withdrawn');

    // 3 hours before: the 24-hour reminder at once (accepted late), not the 2-hour one yet.
    expect(await sendDueReminders(deps, at(0))).toEqual({ shift_24h: 2, shift_2h: 0, task_deadline: 0, vacancy_deadline: 0 });
    const [ru] = await notices(vols[0]!.id, 'shift_reminder');
    expect(ru).toMatchObject({ title_ru: 'Напоминание: смена через 3 часа', link: `/ru/events/view/${eventId}` });
    expect(ru!.body_ru).toBe(
      'Вы записаны на «Субботник в парке». Начало — 10 марта 2031 г. в 15:00 (время Ташкента).\n\nСмена: Утренняя смена\n\n' +
        'Адрес: Ташкент, ул. Навои, 1\n\nЕсли не сможете прийти, отмените заявку: место перейдёт тому, кто ждёт в листе ожидания.',
    );
    const [uz] = await notices(vols[1]!.id, 'shift_reminder');
    expect(uz).toMatchObject({ title_uz: 'Eslatma: smena 3 soatdan keyin', link: `/uz/events/view/${eventId}` });
    expect(uz!.body_uz).toContain('«Parkda shanbalik»ga yozilgansiz. Boshlanishi — 10-mart 2031, 15:00 (Toshkent vaqti).');
    expect(uz!.body_uz).toContain('Smena: Ertalabki smena\n\nManzil: Toshkent, Navoiy koʻchasi, 1');

    const [ruMail] = await mails(vols[0]!);
    expect(ruMail!.subject).toBe('Напоминание: смена через 3 часа — Хашар');
    expect(ruMail!.text).toContain(`Открыть на карте:\nhttps://yandex.uz/maps/?text=${encodeURIComponent('Ташкент, ул. Навои, 1')}`);
    expect(ruMail!.text).toContain(`Не смогу прийти:\nhttp://localhost:3000/ru/profile/application?cantCome=${ruId}`);
    expect(ruMail!.text).toContain(`http://localhost:3000/ru/events/view/${eventId}`);
    const [uzMail] = await mails(vols[1]!);
    expect(uzMail!.subject).toBe('Eslatma: smena 3 soatdan keyin — Hashar');
    expect(uzMail!.text).toContain(`Kela olmayman:\nhttp://localhost:3000/uz/profile/application?cantCome=${uzId}`);
    expect(uzMail!.text).toContain('Xaritada ochish:');

    // Nothing twice; an hour later the 2-hour reminder; after the start nothing more.
    expect(Object.values(await sendDueReminders(deps, at(0, 0.5)))).toEqual([0, 0, 0, 0]);
    expect((await sendDueReminders(deps, at(0, 1))).shift_2h).toBe(2);
    expect((await notices(vols[0]!.id, 'shift_reminder')).map((n) => n.title_ru)).toEqual([
      'Напоминание: смена через 3 часа',
      'Напоминание: смена через 2 часа',
    ]);
    expect(Object.values(await sendDueReminders(deps, at(0, 1.2)))).toEqual([0, 0, 0, 0]);
    expect(Object.values(await sendDueReminders(deps, at(0, 3.1)))).toEqual([0, 0, 0, 0]);
    for (const vol of vols.slice(2, 5)) expect(await notices(vol.id, 'shift_reminder')).toEqual([]);
    expect(await mails(vols[0]!)).toHaveLength(2);
  });

  it('keeps to the windows: not a day and more ahead, only the 2-hour one when accepted an hour ahead, not for unpublished events', async () => {
    const far = (await createApprovedEvent(ctx.db, org.organizationId!, { startsAt: at(10, 25) })).sessionIds[0]!;
    const soon = (await createApprovedEvent(ctx.db, org.organizationId!, { startsAt: at(10, 1), addressRu: null })).sessionIds[0]!;
    const draft = (await createApprovedEvent(ctx.db, org.organizationId!, { startsAt: at(10, 5), moderation: 'moderation' }))
      .sessionIds[0]!;
    await application(vols[0]!, far, 'accepted');
    const soonId = await application(vols[0]!, soon, 'accepted');
    await sql(`INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, 'accepted')`, [vols[0]!.id, draft]);

    expect(await sendDueReminders(deps, at(10))).toEqual({ shift_24h: 0, shift_2h: 1, task_deadline: 0, vacancy_deadline: 0 });
    const [notice] = (await notices(vols[0]!.id, 'shift_reminder')).slice(-1);
    expect(notice!.title_ru).toBe('Напоминание: смена через 1 час');
    expect(notice!.body_ru).not.toContain('Адрес');
    const [mail] = await mails(vols[0]!);
    expect(mail!.text).not.toContain('yandex');
    expect(mail!.text).toContain(`cantCome=${soonId}`);
    // The far shift's 24-hour reminder comes a day before it; the soon one never gets a 24-hour one.
    expect(await sendDueReminders(deps, at(10, 1.5))).toEqual({ shift_24h: 1, shift_2h: 0, task_deadline: 0, vacancy_deadline: 0 });
  });

  it("reminds a task's accepted performers and a favorited vacancy's possible applicants a day before the deadline", async () => {
    const [task] = await sql<{ id: number }>(
      `INSERT INTO tasks (organization_id, title_ru, title_uz, description_ru, moderation, category_id, deadline)
       VALUES ($1, 'Логотип', 'Logotip', 'Нужен логотип', 'approved', (SELECT min(id) FROM task_categories), $2) RETURNING id`,
      [org.organizationId, at(20, 20)],
    );
    for (const [vol, state] of [
      [vols[0]!, 'accepted'],
      [vols[1]!, 'accepted'],
      [vols[2]!, 'pending'],
    ] as const) {
      await sql(`INSERT INTO applications (user_id, activity_kind, activity_id, state) VALUES ($1, 'task', $2, $3)`, [
        vol.id,
        task!.id,
        state,
      ]);
    }
    const [vacancy] = await sql<{ id: number }>(
      `INSERT INTO vacancies (organization_id, title_ru, description_ru, kind, pay, moderation, deadline)
       VALUES ($1, 'Координатор', 'Нужен координатор', 'vacancy', 'paid', 'approved', $2) RETURNING id`,
      [org.organizationId, at(20, 10)],
    );
    for (const vol of vols.slice(0, 5)) {
      await sql(`INSERT INTO favorites (user_id, target_type, target_id) VALUES ($1, 'vacancy', $2)`, [vol.id, vacancy!.id]);
    }
    for (const [vol, state] of [
      [vols[2]!, 'pending'],
      [vols[3]!, 'withdrawn'],
      [vols[4]!, 'shortlisted'],
    ] as const) {
      await sql(`INSERT INTO applications (user_id, activity_kind, activity_id, state) VALUES ($1, 'vacancy', $2, $3)`, [
        vol.id,
        vacancy!.id,
        state,
      ]);
    }

    // More than a day ahead: nothing yet. Then the accepted performers and who may still apply, once.
    expect(Object.values(await sendDueReminders(deps, at(19, 9)))).toEqual([0, 0, 0, 0]);
    expect(await sendDueReminders(deps, at(20))).toEqual({ shift_24h: 0, shift_2h: 0, task_deadline: 2, vacancy_deadline: 3 });
    expect(Object.values(await sendDueReminders(deps, at(20, 1)))).toEqual([0, 0, 0, 0]);

    const [taskRu] = await notices(vols[0]!.id, 'deadline_reminder');
    expect(taskRu).toMatchObject({
      title_ru: 'Напоминание: срок задачи через 20 часов',
      body_ru: 'Срок задачи «Логотип» — 31 марта 2031 г. в 08:00 (время Ташкента). Не забудьте сдать результат.',
      link: `/ru/tasks/view/${task!.id}`,
    });
    const uzNotices = await notices(vols[1]!.id, 'deadline_reminder');
    expect(uzNotices.map((n) => n.title_uz)).toEqual([
      'Eslatma: vazifa muddati 20 soatdan keyin tugaydi',
      'Eslatma: arizalar qabuli 10 soatdan keyin yopiladi',
    ]);
    expect(uzNotices[0]!.body_uz).toContain('«Logotip» vazifasining muddati — 31-mart 2031, 08:00');
    expect(uzNotices[1]!.link).toBe(`/uz/vacancies/view/${vacancy!.id}`);
    const vacancyNotices = await Promise.all(vols.slice(2, 5).map((v) => notices(v.id, 'deadline_reminder')));
    expect(vacancyNotices.map((list) => list.map((n) => n.title_ru))).toEqual([
      [],
      ['Напоминание: приём заявок закрывается через 10 часов'],
      [],
    ]);
    expect(vacancyNotices[1]![0]!.body_ru).toBe(
      'Вы добавили «Координатор» в избранное. Заявки принимаются до 30 марта 2031 г. в 22:00 (время Ташкента) — успейте откликнуться.',
    );
    expect((await mails(vols[3]!)).map((m) => m.subject)).toEqual(['Напоминание: приём заявок закрывается через 10 часов — Хашар']);
  });

  it('two processes running at once send each reminder once', async () => {
    const { eventId, sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { startsAt: at(30, 1) });
    const ids: number[] = [];
    for (const vol of vols) ids.push(await application(vol, sessionIds[0]!, 'accepted'));
    const connections = [createSequelize(ctx.db.url), createSequelize(ctx.db.url)];
    // The first reminder's row is held by a transaction here until both runs wait on it: they really meet.
    try {
      const hold = (transaction: Transaction) =>
        ctx.db.sequelize
          .query(`INSERT INTO reminders_sent (kind, subject_id, user_id) VALUES ('shift_2h', $1, $2)`, {
            bind: [ids[0], vols[0]!.id],
            transaction,
          })
          .then(() => undefined);
      const race = () => Promise.all(connections.map((sequelize) => sendDueReminders(depsOver(sequelize), at(30))));
      const runs = await whileHeld(ctx.db, hold, 2, race, 'rollback');
      expect(runs.map((r) => r.shift_2h).reduce((a, b) => a + b)).toBe(vols.length);
    } finally {
      await Promise.all(connections.map((c) => c.close()));
    }
    const [counts] = await sql<{ notices: string; letters: string; sent: string }>(
      `SELECT (SELECT count(*) FROM notifications WHERE kind = 'shift_reminder' AND link LIKE '%/events/view/' || $2) AS notices,
              (SELECT count(*) FROM reminders_sent r JOIN applications a ON a.id = r.subject_id WHERE a.session_id = $1) AS sent,
              (SELECT count(*) FROM mail_messages m JOIN applications a ON m.text_body LIKE '%cantCome=' || a.id || E'\n%'
                WHERE a.session_id = $1) AS letters`,
      [sessionIds[0], String(eventId)],
    );
    expect(counts).toEqual({ notices: String(vols.length), letters: String(vols.length), sent: String(vols.length) });
  });
});
