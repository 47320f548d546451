import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import type { VolunteerProfileInput } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';

const URL = '/api/my/volunteer-profile';

describe('the volunteer profile: GET and PUT /api/my/volunteer-profile', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-volprofile-test-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let volunteer: TestAccount;
  let org: TestAccount;
  let ids: { type: number; probonoType: number; probono: number[]; directions: number[]; region: number };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const one = async (sql: string) => (await ctx.db.sequelize.query<{ id: number }>(sql, { type: QueryTypes.SELECT })).map((r) => r.id);

  beforeAll(async () => {
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Анна Профилева');
    org = await organizationAccount(ctx.app, ctx.db);
    ids = {
      type: (await one(`SELECT id FROM volunteer_types WHERE key = 'social'`))[0]!,
      probonoType: (await one(`SELECT id FROM volunteer_types WHERE key = 'probono'`))[0]!,
      probono: await one('SELECT id FROM probono_directions WHERE is_active ORDER BY id LIMIT 4'),
      directions: await one('SELECT id FROM directions ORDER BY id LIMIT 3'),
      region: (await one('SELECT id FROM regions ORDER BY id LIMIT 1'))[0]!,
    };
  });

  const input = (over: Partial<VolunteerProfileInput> = {}): VolunteerProfileInput => ({
    firstName: 'Анна',
    lastName: 'Профилева',
    middleName: 'Сергеевна',
    noMiddleName: false,
    birthDate: '2000-04-12',
    sex: 'female',
    regionId: ids.region,
    districtId: null,
    citizenship: 'Узбекистан',
    phone: '+998 90 123-45-67',
    about: 'Люблю помогать',
    tags: ['дети', 'экология', 'дети'],
    education: 'ТашГУ',
    languages: ['русский', "o'zbek"],
    skills: ['первая помощь'],
    work: 'Учитель',
    certificates: null,
    courses: null,
    volunteerTypeId: ids.type,
    probonoDirectionIds: [],
    directionIds: ids.directions.slice(0, 2),
    passportSeries: 'aa 1234567',
    registrationAddress: 'Ташкент, ул. Навои, 1',
    taxNumber: '123456789',
    residenceAddress: 'Ташкент, ул. Амира Темура, 5',
    medicalBook: true,
    disabilityType: null,
    disabilityGroup: null,
    vaccination: 'COVID-19',
    clothingSize: 'M',
    shoeSize: 38,
    ...over,
  });
  const put = (body: object, account = volunteer, locale = 'ru') =>
    request(ctx.app).put(URL).set(account.auth).set('Accept-Language', locale).send(body);

  it('saves every field and reads them back (the owner sees the sensitive ones); the name and region go to the account', async () => {
    const res = await put(input()).expect(200);
    expect(res.body).toMatchObject({
      firstName: 'Анна',
      middleName: 'Сергеевна',
      tags: ['дети', 'экология'],
      passportSeries: 'AA1234567',
      taxNumber: '123456789',
      medicalBook: true,
      clothingSize: 'M',
      shoeSize: 38,
      isProbono: false,
      passportFile: null,
      directionIds: ids.directions.slice(0, 2),
      regionId: ids.region,
    });
    const read = await request(ctx.app).get(URL).set(volunteer.auth).expect(200);
    expect(read.body).toEqual(res.body);
    const [user] = await ctx.db.sequelize.query<{ name: string; region_id: number }>('SELECT name, region_id FROM users WHERE id = $1', {
      bind: [volunteer.id],
      type: QueryTypes.SELECT,
    });
    expect(user).toEqual({ name: 'Анна Профилева', region_id: ids.region });
  });

  it('the pro bono type makes the volunteer pro bono with 1–3 categories; another type drops them', async () => {
    const probono = await put(input({ volunteerTypeId: ids.probonoType, probonoDirectionIds: ids.probono.slice(0, 2) })).expect(200);
    expect(probono.body).toMatchObject({ isProbono: true, probonoDirectionIds: ids.probono.slice(0, 2) });
    const none = await put(input({ volunteerTypeId: ids.probonoType, probonoDirectionIds: [] })).expect(400);
    expect(none.body.fields).toEqual({ probonoDirectionIds: 'Выберите от 1 до 3 категорий' });
    const back = await put(input({ probonoDirectionIds: ids.probono.slice(0, 1) })).expect(200);
    expect(back.body).toMatchObject({ isProbono: false, probonoDirectionIds: [] });
  });

  it('the middle name is optional: none given saves (no box to tick), a too long one is refused in ru and uz', async () => {
    expect((await put(input({ middleName: null, noMiddleName: false })).expect(200)).body.middleName).toBeNull();
    expect((await put(input({ middleName: '', noMiddleName: true })).expect(200)).body.middleName).toBeNull();
    expect((await put(input({ middleName: 'я'.repeat(101) })).expect(400)).body.fields).toEqual({
      middleName: 'Не более 100 символов',
    });
    expect((await put(input({ middleName: 'я'.repeat(101) }), volunteer, 'uz').expect(400)).body.fields).toEqual({
      middleName: "Ko'pi bilan 100 belgi",
    });
  });

  it.each([
    [{ taxNumber: '12345' }, 'taxNumber', 'ИНН должен состоять из 9 цифр', "STIR 9 ta raqamdan iborat bo'lishi kerak"],
    [{ taxNumber: '12345678a' }, 'taxNumber', 'ИНН должен состоять из 9 цифр', "STIR 9 ta raqamdan iborat bo'lishi kerak"],
    [{ clothingSize: 'XXXXL' }, 'clothingSize', 'Выберите значение из списка', "Ro'yxatdan qiymat tanlang"],
    [{ shoeSize: 60 }, 'shoeSize', 'Введите целое число от 20 до 55', '20 dan 55 gacha butun son kiriting'],
    [{ disabilityGroup: 4 }, 'disabilityGroup', 'Введите целое число от 1 до 3', '1 dan 3 gacha butun son kiriting'],
    [{ birthDate: '2099-01-01' }, 'birthDate', 'Дата рождения не может быть в будущем', "Tug'ilgan sana kelajakda bo'lishi mumkin emas"],
    [{ birthDate: '2001-02-30' }, 'birthDate', 'Укажите корректную дату', "To'g'ri sanani kiriting"],
    [
      { birthDate: `${new Date().getUTCFullYear() - 10}-01-01` },
      'birthDate',
      'Возраст должен быть не меньше 14 лет',
      "Yosh kamida 14 bo'lishi kerak",
    ],
    [{ volunteerTypeId: [1, 2] }, 'volunteerTypeId', 'Выберите одно значение', 'Bitta qiymatni tanlang'],
    [
      { volunteerTypeId: 0, probonoDirectionIds: [1, 2, 3, 4] },
      'probonoDirectionIds',
      'Выберите от 1 до 3 категорий',
      '1 tadan 3 tagacha toifa tanlang',
    ],
    [{ phone: 'звоните' }, 'phone', 'Укажите телефон: от 7 до 20 знаков — цифры, пробелы, скобки, «-», в начале можно «+»', null],
    [{ passportSeries: '123' }, 'passportSeries', 'Серия и номер паспорта: две латинские буквы и 7 цифр, например AA1234567', null],
    [{ firstName: '' }, 'firstName', 'Данное поле обязательно для заполнения', "to'ldirilishi shart"],
    [{ sex: 'other' }, 'sex', 'Выберите значение из списка', null],
    [{ directionIds: Array.from({ length: 18 }, (_v, i) => i + 1) }, 'directionIds', 'Не более 17 элементов', "Ko'pi bilan 17 ta element"],
    [{ skills: Array.from({ length: 21 }, (_v, i) => `s${i}`) }, 'skills', 'Не более 20 пунктов, каждый не длиннее 60 символов', null],
  ] as [Record<string, unknown>, string, string, string | null][])('400 for %j in ru and uz', async (over, field, ru, uz) => {
    const body = { ...input(), ...over };
    expect((await put(body).expect(400)).body.fields[field]).toBe(ru);
    if (uz) expect((await put(body, volunteer, 'uz').expect(400)).body.fields[field]).toBe(uz);
  });

  it('400 for an unknown activity type, category, direction or region', async () => {
    const res = await put(
      input({ volunteerTypeId: 999999, probonoDirectionIds: [999999], directionIds: [999999], regionId: 999999 }),
    ).expect(400);
    expect(res.body.fields).toEqual({
      volunteerTypeId: 'Выберите значение из списка',
      probonoDirectionIds: 'Выбрана несуществующая категория',
      directionIds: 'Выберите значение из списка',
      regionId: 'Выберите Ваш регион',
    });
  });

  it('a district of the chosen region is kept on the account; one of another region is refused in ru and uz', async () => {
    const [mine] = await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM districts WHERE region_id = $1 ORDER BY id LIMIT 1', {
      bind: [ids.region],
      type: QueryTypes.SELECT,
    });
    const [foreign] = await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM districts WHERE region_id <> $1 ORDER BY id LIMIT 1', {
      bind: [ids.region],
      type: QueryTypes.SELECT,
    });
    expect((await put(input({ districtId: mine!.id })).expect(200)).body.districtId).toBe(mine!.id);
    expect((await request(ctx.app).get(URL).set(volunteer.auth).expect(200)).body.districtId).toBe(mine!.id);
    expect((await put(input({ districtId: foreign!.id })).expect(400)).body.fields).toEqual({
      districtId: 'Район не относится к выбранному региону',
    });
    expect((await put(input({ districtId: foreign!.id }), volunteer, 'uz').expect(400)).body.fields).toEqual({
      districtId: 'Tuman tanlangan viloyatga tegishli emas',
    });
    await put(input({ districtId: mine!.id }), org).expect(403);
    await request(ctx.app)
      .put(URL)
      .send(input({ districtId: mine!.id }))
      .expect(401);
    expect((await put(input({ districtId: null })).expect(200)).body.districtId).toBeNull();
  });

  it('401 without a token, 403 for an organization', async () => {
    await request(ctx.app).get(URL).expect(401);
    await request(ctx.app).put(URL).send(input()).expect(401);
    await request(ctx.app).get(URL).set(org.auth).expect(403);
    await put(input(), org).expect(403);
  });

  it('404 when the account has no volunteer profile', async () => {
    const lone = await volunteerAccount(ctx.app, ctx.db, 'Без Профиля');
    await ctx.db.sequelize.query('DELETE FROM volunteer_profiles WHERE user_id = $1', { bind: [lone.id] });
    await request(ctx.app).get(URL).set(lone.auth).expect(404);
    await put(input(), lone).expect(404);
  });

  it('editing legal data of a verified profile sends it back to verification; other fields do not', async () => {
    await put(input()).expect(200);
    const verify = () =>
      ctx.db.sequelize.query(`UPDATE volunteer_profiles SET verification = 'verified' WHERE user_id = $1`, { bind: [volunteer.id] });
    await verify();
    expect((await put(input({ about: 'Другое о себе', shoeSize: 39 })).expect(200)).body.verification).toBe('verified');
    expect((await put(input({ taxNumber: '987654321' })).expect(200)).body.verification).toBe('pending');
    const [queued] = await ctx.db.sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM verification_requests WHERE subject_type = 'user' AND subject_id = $1 AND status = 'pending'`,
      { bind: [volunteer.id], type: QueryTypes.SELECT },
    );
    expect(queued!.n).toBe(1);
  });
});
