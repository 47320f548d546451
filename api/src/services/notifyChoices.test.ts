import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { volunteerAccount } from '../test/activities';
import { useTestApp } from '../test/app';
import { mailTo, notificationsOf } from '../test/participation';
import { createMailer } from '../mail';
import { workAfterAnswers } from '../middlewares/answerFirst';
import { silentLogger, testConfig } from '../test/app';
import { notify } from './notify';

describe('notify honours the notification choices (users.notify_email, notify_in_app)', () => {
  const ctx = useTestApp();

  it('sends in-app and email notices only as each recipient chose; account mails always go', async () => {
    const config = testConfig();
    const mailer = createMailer({ config, databaseUrl: ctx.db.url, sequelize: ctx.db.sequelize, logger: silentLogger });
    const both = await volunteerAccount(ctx.app, ctx.db);
    const noMail = await volunteerAccount(ctx.app, ctx.db);
    const noBell = await volunteerAccount(ctx.app, ctx.db);
    await request(ctx.app).put('/api/user/settings').set(noMail.auth).send({ notifyEmail: false }).expect(200);
    await request(ctx.app).put('/api/user/settings').set(noBell.auth).send({ notifyInApp: false }).expect(200);
    const mailsBefore = async (email: string) => (await mailTo(ctx.db, email)).filter((m) => m.template === 'notification').length;

    await ctx.db.sequelize.transaction((transaction) =>
      notify(
        { sequelize: ctx.db.sequelize, mailer, publicUrl: config.publicUrl },
        {
          userIds: [both.id, noMail.id, noBell.id],
          kind: 'test',
          title: { ru: 'Проверка', uz: 'Tekshiruv' },
          body: { ru: 'Текст', uz: 'Matn' },
          email: true,
        },
        transaction,
      ),
    );
    expect(await notificationsOf(ctx.db, both.id)).toHaveLength(1);
    expect(await notificationsOf(ctx.db, noMail.id)).toHaveLength(1);
    expect(await notificationsOf(ctx.db, noBell.id)).toHaveLength(0);
    expect(await mailsBefore(both.email)).toBe(1);
    expect(await mailsBefore(noMail.email)).toBe(0);
    expect(await mailsBefore(noBell.email)).toBe(1);

    // Account mails (recovery here) are not notifications: they go whatever the choice.
    await request(ctx.app).post('/api/user/forgot').send({ username: noMail.email }).expect(200);
    await workAfterAnswers(); // the link is issued after the answer
    const recovery = await ctx.db.sequelize.query(`SELECT 1 FROM mail_messages WHERE to_address = $1 AND template = 'recovery'`, {
      bind: [noMail.email],
      type: QueryTypes.SELECT,
    });
    expect(recovery).toHaveLength(1);
  });
});
