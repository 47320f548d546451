import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fetchUtils, type DataProvider, type HttpError } from 'ra-core';
// The package's CommonJS build (its "require" export) is what ts-jest loads; the provider is used unmodified.
import simpleRestProvider from 'ra-data-simple-rest';
import { useTestApp } from '../../test/app';
import { accountWithRole, type RoleAccount } from '../../test/admin';

/** A record to create and a change to make, per resource (users are not created through the API). */
const CASES = {
  regions: { create: { key: 'dp-region', nameRu: 'Регион', nameUz: 'Hudud' }, update: { nameUz: 'Hudud 2' } },
  directions: { create: { key: 'dp-dir', nameRu: 'Тема', nameUz: 'Mavzu', icon: 'star', color: '#112233' }, update: { color: '#445566' } },
  cattask: { create: { key: 'dp-cat', nameRu: 'Категория', nameUz: 'Toifa' }, update: { sortOrder: 7 } },
  dirprobono: { create: { key: 'dp-pb', nameRu: 'Про боно', nameUz: 'Pro bono' }, update: { isActive: false } },
  typecat: { create: { key: 'dp-type', nameRu: 'Тип', nameUz: 'Tur' }, update: { nameRu: 'Тип 2' } },
  banners: {
    create: { kind: 'main', titleRu: 'Баннер', titleUz: 'Banner', imageUrl: '/uploads/banner/x.png' },
    update: { link: '/ru/events' },
  },
  tours: { create: { titleRu: 'Шаг', titleUz: 'Qadam' }, update: { textRu: 'Описание' } },
  partners: { create: { name: 'Партнёр', logoUrl: '/uploads/partnerLogo/x.png' }, update: { sortOrder: 2 } },
} as const;

describe('the stock ra-data-simple-rest provider against the running API', () => {
  const ctx = useTestApp();
  let server: Server;
  let admin: RoleAccount;
  let provider: DataProvider;
  beforeAll(async () => {
    admin = await accountWithRole(ctx, 'admin');
    server = ctx.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    // The documented way to add auth: a httpClient wrapping fetchUtils.fetchJson.
    const httpClient = (url: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${admin.accessToken}` } });
    provider = simpleRestProvider(`http://127.0.0.1:${port}/api/admin`, httpClient);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const page = { page: 1, perPage: 10 };

  it.each(Object.keys(CASES) as (keyof typeof CASES)[])(
    '%s: getList, getOne, getMany, getManyReference, create, update, delete',
    async (resource) => {
      const { data: created } = await provider.create(resource, { data: CASES[resource].create });
      expect(created).toMatchObject(CASES[resource].create);
      const list = await provider.getList(resource, { pagination: page, sort: { field: 'id', order: 'DESC' }, filter: {} });
      expect(list.data[0]).toEqual(created);
      expect(list.total).toBeGreaterThanOrEqual(1);
      expect((await provider.getOne(resource, { id: created.id })).data).toEqual(created);
      expect((await provider.getMany(resource, { ids: [created.id] })).data).toEqual([created]);
      const refs = await provider.getManyReference(resource, {
        target: 'id',
        id: created.id,
        pagination: page,
        sort: { field: 'id', order: 'ASC' },
        filter: { isActive: true },
      });
      expect(refs).toEqual({ data: [created], total: 1 });
      const { data: updated } = await provider.update(resource, {
        id: created.id,
        data: { ...created, ...CASES[resource].update },
        previousData: created,
      });
      expect(updated).toMatchObject({ id: created.id, ...CASES[resource].update });
      expect((await provider.delete(resource, { id: created.id, previousData: updated })).data).toMatchObject({ id: created.id });
      await expect(provider.getOne(resource, { id: created.id })).rejects.toMatchObject({ status: 404 });
    },
  );

  it('users: list with search, get, getMany, getManyReference by region, update, delete of an unused account', async () => {
    const [[fresh]] = (await ctx.db.sequelize.query(
      `INSERT INTO users (email, password_hash, role, name, region_id) VALUES ('dp@example.uz', 'x', 'volon', 'DP', 3) RETURNING id`,
    )) as [{ id: number }[], unknown];
    const list = await provider.getList('users', { pagination: page, sort: { field: 'email', order: 'ASC' }, filter: { q: 'dp@' } });
    expect(list).toMatchObject({ total: 1, data: [{ id: fresh!.id, email: 'dp@example.uz' }] });
    const refs = await provider.getManyReference('users', {
      target: 'regionId',
      id: 3,
      pagination: page,
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(refs.data.map((u) => u.id)).toEqual([fresh!.id]);
    const many = await provider.getMany('users', { ids: [fresh!.id, admin.id] });
    expect(many.data).toHaveLength(2);
    const { data: user } = await provider.getOne('users', { id: fresh!.id });
    const { data: updated } = await provider.update('users', { id: fresh!.id, data: { ...user, isVerified: true }, previousData: user });
    expect(updated.isVerified).toBe(true);
    await provider.delete('users', { id: fresh!.id, previousData: updated });
  });

  it('audit: read through getList and getManyReference by record', async () => {
    const { data } = await provider.getList('audit', {
      pagination: page,
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { resource: 'users' },
    });
    expect(data.map((a) => a.action)).toEqual(['delete', 'update']);
    const refs = await provider.getManyReference('audit', {
      target: 'recordId',
      id: data[0]!.recordId,
      pagination: page,
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { resource: 'users' },
    });
    expect(refs.total).toBe(2);
  });

  it('passes validation errors so react-admin shows them on the inputs and in its notification', async () => {
    const error = (await provider.create('regions', { data: { key: 'regions-bad' } }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Проверьте правильность заполнения полей');
    expect(error.body.errors).toEqual({
      nameRu: 'Данное поле обязательно для заполнения',
      nameUz: 'Данное поле обязательно для заполнения',
    });
    const sort = (await provider
      .getList('regions', { pagination: page, sort: { field: 'secret', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e)) as HttpError;
    expect(sort.message).toBe('Сортировка по полю «secret» недоступна');
  });
});
