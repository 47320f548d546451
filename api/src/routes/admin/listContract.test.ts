import request from 'supertest';
import { useTestApp } from '../../test/app';
import { accountWithRole, listParams, type RoleAccount } from '../../test/admin';

describe('the ra-data-simple-rest list contract under /api/admin', () => {
  const ctx = useTestApp();
  let admin: RoleAccount;
  beforeAll(async () => {
    admin = await accountWithRole(ctx, 'admin');
  });
  const list = (resource: string, query: Record<string, string>, locale = 'ru') =>
    request(ctx.app).get(`/api/admin/${resource}`).query(query).set('Authorization', admin.auth).set('Accept-Language', locale);

  it('pages with range, sorts with sort, and reports the total in Content-Range', async () => {
    const first = await list('regions', listParams(['nameRu', 'ASC'], [0, 4])).expect(200);
    expect(first.headers['content-range']).toBe('regions 0-4/14');
    expect(first.body).toHaveLength(5);
    const asc = (await list('regions', listParams(['nameRu', 'ASC'], [0, 13])).expect(200)).body.map((r: { id: number }) => r.id);
    const desc = (await list('regions', listParams(['nameRu', 'DESC'], [0, 13])).expect(200)).body.map((r: { id: number }) => r.id);
    expect(desc).toEqual([...asc].reverse());
    expect(first.body.map((r: { id: number }) => r.id)).toEqual(asc.slice(0, 5));
    const last = await list('regions', listParams(['nameRu', 'ASC'], [10, 19])).expect(200);
    expect(last.headers['content-range']).toBe('regions 10-13/14');
    const beyond = await list('regions', listParams(['id', 'ASC'], [20, 29])).expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe('regions */14');
    const newest = await list('regions', listParams(['id', 'DESC'], [0, 0])).expect(200);
    expect(newest.body[0].id).toBe(14);
    const all = await list('regions', {}).expect(200);
    expect(all.body).toHaveLength(14);
  });

  it('filters by whitelisted fields, by ids (getMany) and searches q with ILIKE, wildcards taken literally', async () => {
    const many = await list('regions', listParams(undefined, undefined, { id: [3, 1, 2] })).expect(200);
    expect(many.body.map((r: { id: number }) => r.id).sort()).toEqual([1, 2, 3]);
    const q = await list('regions', listParams(['id', 'ASC'], [0, 24], { q: 'ТАШКЕНТ' })).expect(200);
    expect(q.body.map((r: { key: string }) => r.key)).toEqual(['tashkent-city', 'tashkent-region']);
    const wildcard = await list('regions', listParams(['id', 'ASC'], [0, 24], { q: '%' })).expect(200);
    expect(wildcard.body).toEqual([]);
    const underscore = await list('regions', listParams(['id', 'ASC'], [0, 24], { q: "_'\\" })).expect(200);
    expect(underscore.body).toEqual([]);
    const byKey = await list('regions', listParams(undefined, undefined, { key: 'andijan', isActive: true })).expect(200);
    expect(byKey.body).toHaveLength(1);
    expect(byKey.headers['content-range']).toBe('regions 0-0/1');
  });

  it('refuses unknown sort and filter fields with 400 {error, msg, fields} in the request language', async () => {
    const sort = await list('users', listParams(['passwordHash', 'ASC'], [0, 9])).expect(400);
    expect(sort.body).toMatchObject({
      error: 'bad_request',
      msg: 'Сортировка по полю «passwordHash» недоступна',
      fields: { sort: 'Сортировка по полю «passwordHash» недоступна' },
    });
    const uz = await list('users', listParams(['passwordHash', 'ASC'], [0, 9]), 'uz').expect(400);
    expect(uz.body.msg).toBe("«passwordHash» maydoni bo'yicha saralash mumkin emas");
    const filter = await list('users', listParams(undefined, undefined, { passwordHash: 'x' })).expect(400);
    expect(filter.body.msg).toBe('Фильтр по полю «passwordHash» недоступен');
    const injection = await list('regions', listParams(['name_ru; DROP TABLE users', 'ASC'])).expect(400);
    expect(injection.body.fields).toHaveProperty('sort');
    await list('regions', listParams(['nameRu', 'SIDEWAYS'])).expect(400);
  });

  it('refuses malformed JSON, bad ranges and filter values of the wrong type', async () => {
    const json = await list('regions', { sort: '["id",' }).expect(400);
    expect(json.body.msg).toBe('Некорректный параметр «sort»: ожидается JSON вида ["field","ASC"]');
    for (const range of ['[0,100]', '[-1,5]', '[5,1]', '[0]', '"0-9"', '[0.5,3]']) {
      const res = await list('regions', { range }).expect(400);
      expect(res.body.msg).toBe('Диапазон должен быть вида [начало, конец], не более 100 записей');
    }
    await list('regions', { range: '[0,99]' }).expect(200);
    await list('regions', { filter: '[1,2]' }).expect(400);
    const wrongType = await list('users', listParams(undefined, undefined, { regionId: 'abc' })).expect(400);
    expect(wrongType.body.msg).toBe('Некорректное значение фильтра «regionId»');
    await list('users', listParams(undefined, undefined, { role: 'king' })).expect(400);
    await list('users', listParams(undefined, undefined, { isActive: 'maybe' })).expect(400);
    await list('users', listParams(undefined, undefined, { q: { $ne: 1 } })).expect(400);
    await request(ctx.app).get('/api/admin/regions?sort=a&sort=b').set('Authorization', admin.auth).expect(400);
  });

  it('supports getManyReference on a whitelisted foreign key', async () => {
    const res = await list('users', listParams(['email', 'ASC'], [0, 24], { regionId: 1 })).expect(200);
    expect(res.body.map((u: { id: number }) => u.id)).toContain(admin.id);
    expect(res.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
  });
});
