import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { appliedId } from '../../test/participation';

describe('the stock ra-data-simple-rest provider against /api/crm', () => {
  const ctx = useTestApp();
  let server: Server;
  let provider: (who: TestAccount) => DataProvider;
  let org: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'CRM Контракт');
    other = await organizationAccount(ctx.app, ctx.db, 'Чужая организация');
    server = ctx.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    provider = (who) =>
      simpleRestProvider(`http://127.0.0.1:${port}/api/crm`, (url: string, options: fetchUtils.Options = {}) =>
        fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: who.auth.Authorization } }),
      );
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const page = { page: 1, perPage: 10 };

  it('getList, getOne, getMany and getManyReference of events, sessions and applications', async () => {
    const {
      eventId,
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Контракт' });
    const vol = await volunteerAccount(ctx.app, ctx.db, 'Анна Контрактова');
    const applicationId = await appliedId(ctx.app, vol, sessionId!);
    const crm = provider(org);

    const events = await crm.getList('events', { pagination: page, sort: { field: 'startsAt', order: 'DESC' }, filter: { q: 'контр' } });
    expect(events).toMatchObject({ total: 1, data: [{ id: eventId, title: 'Контракт', pendingCount: 1 }] });
    expect((await crm.getOne('events', { id: eventId })).data).toEqual(events.data[0]);
    expect((await crm.getMany('events', { ids: [eventId] })).data).toEqual(events.data);

    const sessions = await crm.getManyReference('sessions', {
      target: 'eventId',
      id: eventId,
      pagination: page,
      sort: { field: 'startsAt', order: 'ASC' },
      filter: {},
    });
    expect(sessions).toMatchObject({ total: 1, data: [{ id: sessionId, eventId, pendingCount: 1 }] });

    const applications = await crm.getManyReference('applications', {
      target: 'sessionId',
      id: sessionId!,
      pagination: page,
      sort: { field: 'volunteerName', order: 'ASC' },
      filter: { state: 'pending' },
    });
    expect(applications).toMatchObject({
      total: 1,
      data: [{ id: applicationId, volunteerName: 'Анна Контрактова', eventTitle: 'Контракт' }],
    });
    expect((await crm.getOne('applications', { id: applicationId })).data).toEqual(applications.data[0]);

    await expect(provider(other).getOne('applications', { id: applicationId })).rejects.toMatchObject({ status: 404 });
    await expect(provider(other).getMany('events', { ids: [eventId] })).resolves.toEqual({ data: [] });
    await expect(
      provider(vol).getList('events', { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
