import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import type { EventInput } from '@hashar/common';
import { organizationAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { createLocalStorage, INCOMING_FOLDER, sweepOrphanUploads } from '../../storage';
import { PNG } from '../../test/images';

const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);
const HOUR = 3600 * 1000;

/** Files under <uploads>/<folder>, [] when the folder does not exist. */
const filesIn = (uploads: string, folder: string) =>
  fs.existsSync(path.join(uploads, folder)) ? fs.readdirSync(path.join(uploads, folder)) : [];

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

const upload = (app: Parameters<typeof request>[0], account: TestAccount, kind: string, data: Buffer, name: string) =>
  request(app).post(`/api/my/uploads/${kind}`).set(account.auth).attach('file', data, name);

describe('organizer uploads: streamed to disk, owned, swept', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-uploads-test-'));
  const uploads = path.join(dataDir, 'uploads');
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let org: TestAccount;
  let other: TestAccount;
  let directionIds: number[];
  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Владелец файлов');
    other = await organizationAccount(ctx.app, ctx.db, 'Другая организация');
    directionIds = (
      await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1', { type: QueryTypes.SELECT })
    ).map((r) => r.id);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const rowsOf = (userId: number) =>
    ctx.db.sequelize.query<{ key: string; kind: string; bytes: string; attached_at: Date | null }>(
      'SELECT key, kind, bytes, attached_at FROM uploads WHERE owner_id = $1 ORDER BY id',
      { bind: [userId], type: QueryTypes.SELECT },
    );

  it('writes the file to disk while the request is still sending it; an aborted upload leaves nothing behind', async () => {
    const server = http.createServer(ctx.app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const boundary = 'hashar-test-boundary';
      const req = http.request({
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        method: 'POST',
        path: '/api/my/uploads/event-document',
        headers: { ...org.auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(20 * 1024 * 1024) },
      });
      req.on('error', () => undefined);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      req.write(pdfOf(2 * 1024 * 1024));
      // Memory storage would keep these bytes in the process until the request ends; here they are on disk already.
      const incoming = () => filesIn(uploads, INCOMING_FOLDER).map((f) => fs.statSync(path.join(uploads, INCOMING_FOLDER, f)).size);
      await until(() => incoming().some((size) => size >= 1024 * 1024), 'the upload to reach the disk');
      expect(filesIn(uploads, 'events')).toEqual([]);
      req.destroy();
      await until(() => incoming().length === 0, 'the aborted upload to be deleted');
      expect(filesIn(uploads, 'events')).toEqual([]);
      expect(await rowsOf(org.id)).toEqual([]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('refuses an oversize file while streaming (413 naming the limit) and a wrong type (415), keeping no file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(ctx.app, org, 'event-cover', big, 'big.png').set('Accept-Language', 'uz').expect(413);
    expect(res.body).toMatchObject({ error: 'payload_too_large', msg: "Fayl juda katta: ko'pi bilan 5 MB" });
    const fake = await upload(ctx.app, org, 'event-document', Buffer.from('just text'), 'a.pdf').expect(415);
    expect(fake.body.msg).toBe('Недопустимый тип файла. Разрешены: PDF, DOC, DOCX, PPT, PPTX, ZIP, RAR');
    await until(() => filesIn(uploads, INCOMING_FOLDER).length === 0, 'refused uploads to be deleted');
    expect(filesIn(uploads, 'events')).toEqual([]);
    expect(await rowsOf(org.id)).toEqual([]);
  });

  it('recognises a DOCX whose part names come after the first chunk', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    const docx = Buffer.concat([zip, Buffer.from('[Content_Types].xml'), Buffer.alloc(300 * 1024, 0x41), Buffer.from('word/document.xml')]);
    const res = await upload(ctx.app, org, 'event-document', docx, 'plan.docx').expect(201);
    expect(res.body.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.body.key).toMatch(/\.docx$/);
  });

  it('lets only the uploader (and their organization) attach an upload, marking it attached', async () => {
    const cover = (await upload(ctx.app, org, 'event-cover', PNG, 'c.png').expect(201)).body;
    const doc = (await upload(ctx.app, org, 'event-document', pdfOf(100), 'p.pdf').expect(201)).body;
    const startsAt = new Date(Math.floor(Date.now() / 60000) * 60000 + 5 * 24 * HOUR).toISOString();
    const endsAt = new Date(Date.parse(startsAt) + 2 * HOUR).toISOString();
    const input = (over: Partial<EventInput>): EventInput =>
      ({
        titleRu: 'Субботник',
        descriptionRu: 'Уборка парка',
        directionIds,
        regionId: 1,
        isOnline: false,
        startsAt,
        endsAt,
        sessions: [{ titleRu: 'Смена', startsAt, endsAt, capacity: 5 }],
        ...over,
      }) as EventInput;
    const stolen = await request(ctx.app)
      .post('/api/my/events')
      .set(other.auth)
      .send(input({ cover: cover.key, documents: [{ key: doc.key, name: 'Чужой' }] }))
      .expect(400);
    expect(stolen.body.fields).toEqual({
      cover: 'Этот файл загрузил другой пользователь: загрузите файл сами',
      'documents[0].key': 'Этот файл загрузил другой пользователь: загрузите файл сами',
    });
    const uz = await request(ctx.app)
      .post('/api/my/events')
      .set(other.auth)
      .set('Accept-Language', 'uz')
      .send(input({ cover: cover.url }))
      .expect(400);
    expect(uz.body.fields.cover).toBe("Bu faylni boshqa foydalanuvchi yuklagan: faylni o'zingiz yuklang");
    const own = await request(ctx.app)
      .post('/api/my/events')
      .set(org.auth)
      .send(input({ cover: cover.key, documents: [{ key: doc.key, name: 'Программа' }] }));
    expect(own.status).toBe(201);
    const attached = (await rowsOf(org.id)).filter((r) => r.attached_at).map((r) => r.key);
    expect(attached.sort()).toEqual([cover.key, doc.key].sort());
  });

  it('sweeps uploads never attached once they are a day old, keeping attached and referenced ones', async () => {
    const orphan = (await upload(ctx.app, org, 'event-cover', PNG, 'o.png').expect(201)).body;
    const storage = createLocalStorage(uploads, path.join(dataDir, 'private-uploads'));
    const deps = { sequelize: ctx.db.sequelize, storage };
    expect(await sweepOrphanUploads(deps, new Date(Date.now() + 23 * HOUR))).toBe(0);
    await request(ctx.app).get(orphan.url).expect(200);

    const before = await rowsOf(org.id);
    const removed = await sweepOrphanUploads(deps, new Date(Date.now() + 25 * HOUR));
    const after = await rowsOf(org.id);
    // The orphan and the DOCX of the earlier test were never attached; the event's cover and document were.
    expect(removed).toBe(2);
    expect(after.map((r) => r.key)).not.toContain(orphan.key);
    expect(after).toEqual(before.filter((r) => r.attached_at));
    await request(ctx.app).get(orphan.url).expect(404);
    for (const r of after) await request(ctx.app).get(`/uploads/${r.key}`).expect(200);
  });
});

describe('per-account upload quota (UPLOAD_QUOTA_MB)', () => {
  const ctx = useTestApp({ UPLOAD_QUOTA_MB: '1' });
  let org: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Квота');
    other = await organizationAccount(ctx.app, ctx.db, 'Другая квота');
  });

  it('refuses an upload past the quota with 413 naming it, in ru and uz; other accounts keep theirs', async () => {
    await upload(ctx.app, org, 'event-document', pdfOf(600 * 1024), 'a.pdf').expect(201);
    const ru = await upload(ctx.app, org, 'event-document', pdfOf(600 * 1024), 'b.pdf').expect(413);
    expect(ru.body).toMatchObject({
      error: 'payload_too_large',
      msg: 'Превышен объём хранилища: на один аккаунт можно загрузить не более 1 МБ файлов',
    });
    const uz = await upload(ctx.app, org, 'event-document', pdfOf(600 * 1024), 'b.pdf')
      .set('Accept-Language', 'uz')
      .expect(413);
    expect(uz.body.msg).toBe("Fayllar uchun joy tugadi: bitta hisobga ko'pi bilan 1 MB fayl yuklash mumkin");
    await upload(ctx.app, org, 'event-document', pdfOf(300 * 1024), 'c.pdf').expect(201);
    await upload(ctx.app, other, 'event-document', pdfOf(600 * 1024), 'd.pdf').expect(201);
    const [used] = await ctx.db.sequelize.query<{ bytes: string }>('SELECT sum(bytes) AS bytes FROM uploads WHERE owner_id = $1', {
      bind: [org.id],
      type: QueryTypes.SELECT,
    });
    expect(Number(used!.bytes)).toBe(900 * 1024);
  });
});
