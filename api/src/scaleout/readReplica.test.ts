import request from 'supertest';
import { ConfigError } from '../config';
import { migrate } from '../db/migrator';
import { attachReadReplica, listReader } from '../db/replica';
import { seedReference } from '../../../seeders/reference';
import { organizationAccount, volunteerAccount } from '../test/activities';
import { testConfig, useTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createApprovedEvent } from '../test/events';

describe('DATABASE_READ_URL: anonymous public list reads go to the replica', () => {
  const ctx = useTestApp();
  let replica: TestDatabase;

  beforeAll(async () => {
    // A second database standing in for the replica: migrated, without the primary's rows.
    replica = await createTestDatabase(async (template) => {
      await migrate(template.sequelize);
      await seedReference(template.sequelize);
    });
  });
  afterAll(async () => {
    await replica?.drop();
  });

  it('is a postgres:// URL setting, empty meaning none', () => {
    expect(testConfig({ DATABASE_READ_URL: 'postgres://reader@replica:5432/hashar' }).database.readUrl).toBe(
      'postgres://reader@replica:5432/hashar',
    );
    expect(testConfig({ DATABASE_READ_URL: '' }).database.readUrl).toBeUndefined();
    expect(() => testConfig({ DATABASE_READ_URL: 'mysql://replica/hashar' })).toThrow(ConfigError);
  });

  it('reads the anonymous lists from the replica, a signed-in caller from the primary', async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Организация реплики');
    const volunteer = await volunteerAccount(ctx.app, ctx.db, 'Читатель Реплики');
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Только на основной' });
    const anonymous = async () => (await request(ctx.app).get('/api/events').query({ region: 1 }).expect(200)).body.total as number;
    expect(await anonymous()).toBe(1);

    attachReadReplica(ctx.db.sequelize, replica.sequelize);
    // Another query than above: no cached answer stands in for the read.
    expect((await request(ctx.app).get('/api/events').query({ region: 1, sort: 'newest' }).expect(200)).body.total).toBe(0);
    expect(listReader(ctx.db.sequelize, { id: volunteer.id })).toBe(ctx.db.sequelize);
    expect(listReader(ctx.db.sequelize)).toBe(replica.sequelize);
    expect(listReader(replica.sequelize)).toBe(replica.sequelize);
  });
});
