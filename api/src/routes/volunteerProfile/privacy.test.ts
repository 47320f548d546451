import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { ageOnDay, toTashkentDateInput } from '@hashar/common';
import { createApp } from '../../app';
import { migrate } from '../../db/migrator';
import { REDACT_PATHS } from '../../logger';
import { createMailer } from '../../mail';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { fakeFrontends, silentLogger, testConfig } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { createApprovedEvent } from '../../test/events';
import { appliedId } from '../../test/participation';
import { seedReference } from '../../../../seeders/reference';

/** Values only a sensitive field holds: none may show up anywhere but the owner's own profile. */
const SECRETS = {
  passportSeries: 'ZX7654321',
  registrationAddress: 'СЕКРЕТ прописка',
  taxNumber: '918273645',
  residenceAddress: 'СЕКРЕТ проживание',
  disabilityType: 'СЕКРЕТ инвалидность',
  vaccination: 'СЕКРЕТ прививка',
};
const PHONE = '+998 71 555-44-33';

/** Whether a response or log text holds any secret value or a sensitive field's name. */
function leaks(text: string): string[] {
  const names = [
    'passportSeries',
    'registrationAddress',
    'taxNumber',
    'residenceAddress',
    'passportKey',
    'disabilityType',
    'vaccination',
    'medicalBook',
  ];
  return [...Object.values(SECRETS), ...names].filter((s) => text.includes(s));
}

describe('a volunteer sensitive data stays private', () => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const lines: string[] = [];
  let volunteer: TestAccount;
  let org: TestAccount;
  let other: TestAccount;
  let eventId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrate(db.sequelize);
    await seedReference(db.sequelize);
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Debug level: the most the request log ever writes (headers included).
    const logger = pino({ level: 'debug', redact: { paths: REDACT_PATHS, remove: true } }, stream);
    const config = testConfig();
    const mailer = createMailer({ config, databaseUrl: db.url, sequelize: db.sequelize, logger: silentLogger });
    app = createApp({ config, sequelize: db.sequelize, logger, mailer, frontends: fakeFrontends() });
    volunteer = await volunteerAccount(app, db, 'Тайна Волонтёрова');
    org = await organizationAccount(app, db, 'Организатор');
    other = await organizationAccount(app, db, 'Чужая организация');
    await request(app)
      .put('/api/my/volunteer-profile')
      .set(volunteer.auth)
      .send({
        firstName: 'Тайна',
        lastName: 'Волонтёрова',
        noMiddleName: true,
        birthDate: '1995-05-05',
        phone: PHONE,
        medicalBook: true,
        disabilityGroup: 2,
        ...SECRETS,
      })
      .expect(200);
    // A refused save logs too (400): the body must not reach the log either.
    await request(app)
      .put('/api/my/volunteer-profile')
      .set(volunteer.auth)
      .send({ firstName: '', ...SECRETS })
      .expect(400);
    const event = await createApprovedEvent(db, org.organizationId!, { titleRu: 'Открытое мероприятие' });
    eventId = event.eventId;
    await appliedId(app, volunteer, event.sessionIds[0]!);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('the owner reads them on the profile page', async () => {
    const own = await request(app).get('/api/my/volunteer-profile').set(volunteer.auth).expect(200);
    expect(own.body).toMatchObject({ ...SECRETS, medicalBook: true, disabilityGroup: 2 });
  });

  it('never in public event pages and lists, nor in GET /api/user/profile', async () => {
    for (const url of ['/api/events', `/api/events/${eventId}`]) {
      const res = await request(app).get(url).set(volunteer.auth).expect(200);
      expect(leaks(JSON.stringify(res.body))).toEqual([]);
    }
    const profile = await request(app).get('/api/user/profile').set(volunteer.auth).expect(200);
    expect(leaks(JSON.stringify(profile.body))).toEqual([]);
  });

  it("the organizer sees the applicant's e-mail and phone only once the application is accepted: CRM list, record, roster CSV, owner's list", async () => {
    const crmList = () => request(app).get('/api/crm/applications').set(org.auth).expect(200);
    const crmOne = (id: number) => request(app).get(`/api/crm/applications/${id}`).set(org.auth).expect(200);
    const roster = (locale = 'ru') =>
      request(app).get(`/api/crm/events/${eventId}/roster.csv`).set(org.auth).set('Accept-Language', locale).expect(200);
    const ownerList = () => request(app).get(`/api/my/events/${eventId}/applications`).set(org.auth).expect(200);

    // Pending: the name, age, region and the application, no contacts anywhere.
    await db.sequelize.query('UPDATE users SET region_id = 1 WHERE id = $1', { bind: [volunteer.id] });
    const [region] = await db.sequelize.query<{ name_ru: string }>('SELECT name_ru FROM regions WHERE id = 1', { type: QueryTypes.SELECT });
    const list = await crmList();
    expect(list.body).toHaveLength(1);
    const id = list.body[0].id as number;
    expect(list.body[0]).toMatchObject({
      state: 'pending',
      volunteerName: 'Тайна Волонтёрова',
      volunteerEmail: null,
      volunteerPhone: null,
    });
    expect((await crmOne(id)).body).toMatchObject({ volunteerEmail: null, volunteerPhone: null });
    expect(list.body[0]).toMatchObject({
      volunteerAge: ageOnDay('1995-05-05', toTashkentDateInput(new Date())),
      volunteerRegion: region!.name_ru,
    });
    const pendingCsv = (await roster()).text;
    expect(pendingCsv).toContain('"Тайна Волонтёрова";"после принятия заявки";""');
    expect((await roster('uz')).text).toContain('"Тайна Волонтёрова";"ariza qabul qilingandan keyin";""');
    expect((await ownerList()).body.data[0].user).toMatchObject({ name: 'Тайна Волонтёрова', email: null });
    for (const text of [
      JSON.stringify(list.body),
      JSON.stringify((await crmOne(id)).body),
      pendingCsv,
      JSON.stringify((await ownerList()).body),
    ]) {
      expect(text).not.toContain(PHONE);
      expect(text).not.toContain(volunteer.email);
    }

    // Accepted: the organizer may call or write.
    await request(app)
      .post('/api/crm/applications/bulk')
      .set(org.auth)
      .send({ ids: [id], action: 'accept' })
      .expect(200);
    expect((await crmList()).body[0]).toMatchObject({ state: 'accepted', volunteerEmail: volunteer.email, volunteerPhone: PHONE });
    const one = await crmOne(id);
    expect(one.body).toMatchObject({ volunteerEmail: volunteer.email, volunteerPhone: PHONE });
    expect(leaks(JSON.stringify(one.body))).toEqual([]);
    const csv = (await roster()).text;
    // A leading "+" is defused as a formula (roster.ts csvCell).
    expect(csv).toContain(`"Тайна Волонтёрова";"${volunteer.email}";"'${PHONE}"`);
    expect(leaks(csv)).toEqual([]);
    expect((await ownerList()).body.data[0].user.email).toBe(volunteer.email);
    expect((await request(app).get('/api/crm/applications').set(other.auth).expect(200)).body).toEqual([]);
  });

  it('never in the log, whatever the level', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(leaks(lines.join('\n'))).toEqual([]);
  });
});
