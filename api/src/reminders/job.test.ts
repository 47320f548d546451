import type PgBoss from 'pg-boss';
import { QueryTypes } from 'sequelize';
import { REMINDER_CRON } from '@hashar/common';
import { startJobBoss } from '../jobs/boss';
import { createMailer } from '../mail';
import { ORPHAN_QUEUE, startOrphanSweeper } from '../storage/orphans';
import { storageOf } from '../storage';
import { organizationAccount, volunteerAccount } from '../test/activities';
import { silentLogger, testConfig, useTestApp } from '../test/app';
import { createApprovedEvent } from '../test/events';
import { appliedId, notificationsOf, setState } from '../test/participation';
import { REMINDER_QUEUE, startReminders } from './job';

describe('the reminder job', () => {
  const ctx = useTestApp();
  let boss: PgBoss | undefined;
  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true });
  });

  it('is scheduled on the shared job queue in Tashkent time next to the upload sweep, and a run sends what is due', async () => {
    const config = testConfig();
    const { sequelize, url } = ctx.db;
    boss = await startJobBoss({ databaseUrl: url, logger: silentLogger });
    const mailer = createMailer({ config, databaseUrl: url, sequelize, logger: silentLogger });
    await startOrphanSweeper({ boss, sequelize, storage: storageOf(config), logger: silentLogger });
    const reminders = await startReminders({ boss, sequelize, mailer, publicUrl: config.publicUrl, logger: silentLogger });
    const schedules = await sequelize.query('SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name', { type: QueryTypes.SELECT });
    expect(schedules).toEqual([
      { name: REMINDER_QUEUE, cron: REMINDER_CRON, timezone: 'Asia/Tashkent' },
      { name: ORPHAN_QUEUE, cron: '30 3 * * *', timezone: 'Asia/Tashkent' },
    ]);
    expect((await boss.getQueue(REMINDER_QUEUE))?.policy).toBe('singleton');

    // A shift in an hour with an accepted volunteer: the next run (here sent at once) reminds them.
    const org = await organizationAccount(ctx.app, ctx.db);
    const vol = await volunteerAccount(ctx.app, ctx.db);
    const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { startsAt: new Date(Date.now() + 3_600_000) });
    await setState(ctx.db, await appliedId(ctx.app, vol, sessionIds[0]!), 'accepted');
    await boss.send(REMINDER_QUEUE, {});
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await notificationsOf(ctx.db, vol.id)).every((n) => n.kind !== 'shift_reminder')) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await notificationsOf(ctx.db, vol.id)).filter((n) => n.kind === 'shift_reminder').map((n) => n.title_ru)).toEqual([
      'Напоминание: смена через 1 час',
    ]);
    const [run] = await sequelize.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on DESC LIMIT 1`,
      {
        bind: [REMINDER_QUEUE],
        type: QueryTypes.SELECT,
      },
    );
    expect(run?.state).toBe('completed');
    await reminders.stop();
  });
});
