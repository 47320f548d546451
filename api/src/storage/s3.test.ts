import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import request from 'supertest';
import { organizationAccount, type TestAccount } from '../test/activities';
import { useTestApp } from '../test/app';
import { TEST_BUCKET as BUCKET, useS3rver } from '../test/s3rver';
import { PART_BYTES } from './s3';
import { createLocalStorage, sweepOrphanUploads, type FileStorage } from './index';
import { PNG } from '../test/images';

const HOUR = 3600 * 1000;

const text = async (stream: Readable | null) => {
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
};

const s3 = useS3rver();
const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-uploads-'));
afterAll(() => fs.rmSync(localDir, { recursive: true, force: true }));

describe.each([
  ['local disk', () => createLocalStorage(path.join(localDir, 'public'), path.join(localDir, 'private'))],
  ['S3 bucket', () => s3.store()],
])('the storage contract on the %s', (_name, make: () => FileStorage) => {
  it('saves under <kind>/<uuid>.<ext>, reads it back, removes it (twice is fine)', async () => {
    const storage = make();
    const url = await storage.save('banner', Buffer.from('x'), 'png');
    expect(url).toMatch(/^\/uploads\/banner\/[0-9a-f-]{36}\.png$/);
    expect(await storage.size(url)).toBe(1);
    expect((await text(await storage.read(url)))?.toString()).toBe('x');
    await storage.remove(url);
    expect(await storage.size(url)).toBeNull();
    expect(await storage.read(url)).toBeNull();
    await storage.remove(url);
  });

  it('never touches anything but its own names', async () => {
    const storage = make();
    for (const url of ['/uploads/../keep.txt', '/uploads/banner/../../keep.txt', '/etc/passwd', 'https://x/uploads/a/b.png']) {
      await storage.remove(url);
      expect(await storage.size(url)).toBeNull();
      expect(await storage.read(url)).toBeNull();
    }
    await expect(storage.save('../x', Buffer.from('x'), 'png')).rejects.toThrow();
    await expect(storage.save('banner', Buffer.from('x'), 'p/ng')).rejects.toThrow();
  });

  it('streams a file in (several parts when large), publishes it on commit or forgets it on discard', async () => {
    const storage = make();
    const big = Buffer.alloc(PART_BYTES + 1000, 3);
    const incoming = await storage.receive(Readable.from([big.subarray(0, PART_BYTES - 10), big.subarray(PART_BYTES - 10)]));
    expect(incoming.bytes).toBe(big.length);
    const url = await incoming.commit('events', 'pdf');
    expect(incoming.settled).toBe(true);
    await incoming.discard();
    expect((await text(await storage.read(url)))?.equals(big)).toBe(true);
    await storage.remove(url);

    const dropped = await storage.receive(Readable.from([Buffer.from('gone')]));
    await dropped.discard();
    await expect(dropped.commit('events', 'pdf')).rejects.toThrow();
    // Nothing is left to clear: the committed and the discarded files both left the incoming area.
    expect(await storage.clearIncoming(new Date(Date.now() + HOUR))).toBe(0);
  });

  it('clears files received but never settled once they are old enough; a failed stream leaves nothing', async () => {
    const storage = make();
    await storage.receive(Readable.from([Buffer.from('crash')]));
    const failing = new Readable({ read() {} });
    failing.push(Buffer.from('half'));
    setTimeout(() => failing.destroy(new Error('client went away')), 50);
    await expect(storage.receive(failing)).rejects.toThrow('client went away');
    // A sender that fails before the store has started reading (its folder still being made) is refused the same way.
    const early = new Readable({ read() {} });
    const received = storage.receive(early);
    early.destroy(new Error('gone at once'));
    await expect(received).rejects.toThrow('gone at once');
    expect(await storage.clearIncoming(new Date(Date.now() - HOUR))).toBe(0);
    expect(await storage.clearIncoming(new Date(Date.now() + HOUR))).toBe(1);
  });
});

describe('uploads through the app on an S3 store (STORAGE_DRIVER=s3)', () => {
  const env: NodeJS.ProcessEnv = {};
  beforeAll(() => Object.assign(env, s3.env()));
  const ctx = useTestApp(env);
  let org: TestAccount;
  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Файлы в бакете');
  });
  const keys = async (prefix: string) =>
    ((await s3.store().client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);
  const upload = (data: Buffer, name: string) =>
    request(ctx.app).post('/api/my/uploads/event-cover').set(org.auth).attach('file', data, name);

  it('stores a checked upload in the bucket and serves the same bytes at its /uploads URL; a wrong type is 415', async () => {
    const { body } = await upload(PNG, 'c.png').expect(201);
    expect(await keys('events/')).toEqual([body.key]);
    const got = await request(ctx.app)
      .get(body.url)
      .buffer(true)
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => done(null, Buffer.concat(parts)));
      })
      .expect(200);
    expect((got.body as Buffer).equals(PNG)).toBe(true);
    expect(got.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(got.headers['cache-control']).toMatch(/immutable/);

    const wrong = await upload(Buffer.from('<?php echo 1; ?>'), 'c.png').expect(415);
    expect(wrong.body.error).toBeDefined();
    await new Promise((r) => setTimeout(r, 100));
    expect(await keys('.incoming/')).toEqual([]);
    expect(await keys('events/')).toEqual([body.key]);
  });

  it('keeps the safety headers, the private folders and the plain 404s of the local disk', async () => {
    const svg = await s3.store().save('banner', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg');
    const res = await request(ctx.app).get(svg).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    const cv = await s3.store().save('cv', Buffer.from('%PDF-1.4'), 'pdf');
    await request(ctx.app).get(cv).expect(404);
    await request(ctx.app).get('/uploads/events/not-a-stored-name.png').expect(404);
    await request(ctx.app).get('/uploads/.incoming/x').expect(404);
    await request(ctx.app)
      .get(`/uploads/events/${'0'.repeat(36)}.png`)
      .expect(404);
  });

  it('sweeps an orphan upload out of the bucket after a day', async () => {
    const { body } = await upload(PNG, 'o.png').expect(201);
    const deps = { sequelize: ctx.db.sequelize, storage: s3.store() };
    expect(await sweepOrphanUploads(deps, new Date(Date.now() + 23 * HOUR))).toBe(0);
    await request(ctx.app).get(body.url).expect(200);
    expect(await sweepOrphanUploads(deps, new Date(Date.now() + 25 * HOUR))).toBe(2);
    await request(ctx.app).get(body.url).expect(404);
    expect(await keys('events/')).toEqual([]);
  });
});
