import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { useTestApp } from '../test/app';
import { useS3rver } from '../test/s3rver';
import { createLocalStorage, movePrivateFiles, privateUploadsDir, uploadsDir, type FileStorage } from './index';

const SECRET = Buffer.from('%PDF-1.4 passport of a volunteer');

/** Every spelling of /uploads/<kind>/<name> an attacker tried, and more: each must be a 404. */
function variants(kind: string, name: string): string[] {
  const upper = kind.toUpperCase();
  const first = `%${kind.charCodeAt(0).toString(16)}${kind.slice(1)}`;
  return [
    `/uploads/${kind}/${name}`,
    `/uploads/${first}/${name}`,
    `/uploads/%25${kind.charCodeAt(0).toString(16)}${kind.slice(1)}/${name}`,
    `/uploads//${kind}/${name}`,
    `/uploads///${kind}//${name}`,
    `/uploads/${kind}%2f${name}`,
    `/uploads/${kind}%2F${name}`,
    `/uploads/${kind}%252f${name}`,
    `/uploads/${kind}%25252f${name}`,
    `/uploads/./${kind}/${name}`,
    `/uploads/%2e/${kind}/${name}`,
    `/uploads/${kind}/./${name}`,
    `/uploads/${kind}\\${name}`,
    `/uploads/${kind}%5c${name}`,
    `/uploads/${kind}%5C${name}`,
    `/uploads/${upper}/${name}`,
    `/uploads/${kind[0]!.toUpperCase()}${kind.slice(1)}/${name}`,
    `/UPLOADS/${kind}/${name}`,
    `/uploads/${kind}./${name}`,
    `/uploads/${kind}%2e/${name}`,
    `/uploads/${kind}%20/${name}`,
    `/uploads/banner/../${kind}/${name}`,
    `/uploads/banner/%2e%2e/${kind}/${name}`,
    `/uploads/banner/%2e%2e%2f${kind}%2f${name}`,
    `/uploads/x/y/../../${kind}/${name}`,
    `/uploads/${kind};x=1/${name}`,
    `/uploads/${kind}%3bx/${name}`,
    `/uploads/${kind}/${name};x=1`,
    `/uploads/${kind}/${name}?download=1`,
    `/uploads/%${kind.charCodeAt(0).toString(16).toUpperCase()}${kind.slice(1)}%2F${name}`,
    `/uploads/${kind}/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`,
    `/uploads/%zz/../${kind}/${name}`,
  ];
}

/** GET exactly this path (no client-side normalisation, as an attacker's raw request): status and body. */
async function rawGet(app: Express, target: string): Promise<{ status: number; body: Buffer }> {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: target, headers: { connection: 'close' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

/** Asks for a private file under every spelling: each is a 404 (a 400 where the path does not decode) without its bytes. */
async function expectHidden(app: Express, url: string): Promise<void> {
  const [, , kind, name] = url.split('/');
  const leaks: string[] = [];
  for (const target of variants(kind!, name!)) {
    const { status, body } = await rawGet(app, target);
    if (![400, 404].includes(status) || body.includes(SECRET)) leaks.push(`${target} → ${status}`);
  }
  expect(leaks).toEqual([]);
}

describe('private files on the local disk', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-private-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  const storage = createLocalStorage(uploadsDir({ dataDir }), privateUploadsDir({ dataDir }));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a private kind outside the served folder, readable only through the store', async () => {
    const url = await storage.save('passport', SECRET, 'pdf');
    const key = url.replace('/uploads/', '');
    expect(fs.existsSync(path.join(uploadsDir({ dataDir }), key))).toBe(false);
    expect(fs.readFileSync(path.join(privateUploadsDir({ dataDir }), key))).toEqual(SECRET);
    expect(await storage.size(url)).toBe(SECRET.length);
    await expectHidden(ctx.app, url);
    const banner = await storage.save('banner', Buffer.from('public'), 'png');
    expect((await rawGet(ctx.app, banner)).status).toBe(200);
  });

  it.each(['passport', 'cv', 'orgfiles'])(
    'refuses a %s file left in the served folder by an older version, however it is asked for',
    async (kind) => {
      const name = '0d6f3b1e-7c9a-4d2b-9a51-3f0e2c8b7a61.pdf';
      const legacy = path.join(uploadsDir({ dataDir }), kind, name);
      fs.mkdirSync(path.dirname(legacy), { recursive: true });
      fs.writeFileSync(legacy, SECRET);
      const url = `/uploads/${kind}/${name}`;
      await expectHidden(ctx.app, url);
      // The authorised routes still read it where it was, and once moved at start.
      expect(await storage.size(url)).toBe(SECRET.length);
      expect(await movePrivateFiles(uploadsDir({ dataDir }), privateUploadsDir({ dataDir }))).toBe(1);
      expect(fs.existsSync(path.join(uploadsDir({ dataDir }), kind))).toBe(false);
      expect(await storage.size(url)).toBe(SECRET.length);
      expect(await movePrivateFiles(uploadsDir({ dataDir }), privateUploadsDir({ dataDir }))).toBe(0);
      await storage.remove(url);
      expect(await storage.size(url)).toBeNull();
    },
  );
});

describe('private files in an S3 bucket', () => {
  const s3 = useS3rver();
  const env: NodeJS.ProcessEnv = {};
  beforeAll(() => Object.assign(env, s3.env()));
  const ctx = useTestApp(env);
  const store = (): FileStorage => s3.store();

  it.each(['passport', 'cv', 'orgfiles'])('never streams a %s file at /uploads, however it is asked for', async (kind) => {
    const url = await store().save(kind, SECRET, 'pdf');
    await expectHidden(ctx.app, url);
    expect(await store().size(url)).toBe(SECRET.length);
    const banner = await store().save('banner', Buffer.from('public'), 'png');
    expect((await rawGet(ctx.app, banner)).status).toBe(200);
  });
});
