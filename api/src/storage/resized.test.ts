import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { binaryBody } from '../test/binary';
import { IMAGE_WIDTHS, uploadSrcSet } from '@hashar/common';
import { resizedDir, storageOf, uploadsRouter } from './index';

/** A PNG of the given size, one colour. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe('resized copies of uploaded pictures (/uploads/<kind>/<name>?w=)', () => {
  // Under a dot folder, as the default DATA_DIR (.data) is.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), '.hashar-'));
  const dataDir = path.join(root, 'data');
  const config = { dataDir, storage: { driver: 'local' as const } };
  const app = express().use('/uploads', uploadsRouter(config));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('makes a WebP copy at the asked width on the first request, keeps it, and never enlarges', async () => {
    const url = await storageOf(config).save('events', await png(1600, 900), 'png');
    const first = await request(app).get(`${url}?w=640`).buffer(true).parse(binaryBody).expect(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(first.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    const kept = path.join(resizedDir(config), url.replace('/uploads/', '').replace('.png', '-640.webp'));
    expect(fs.readFileSync(kept).equals(first.body as Buffer)).toBe(true);
    const again = await request(app).get(`${url}?w=640`).buffer(true).parse(binaryBody).expect(200);
    expect((again.body as Buffer).equals(first.body as Buffer)).toBe(true);

    const small = await storageOf(config).save('news', await png(300, 200), 'png');
    const wide = await request(app).get(`${small}?w=1280`).buffer(true).parse(binaryBody).expect(200);
    expect(await sharp(wide.body as Buffer).metadata()).toMatchObject({ width: 300, height: 200 });
    // Without w: the upload as it was sent.
    const original = await request(app).get(url).expect(200);
    expect(original.headers['content-type']).toBe('image/png');
  });

  it('is a plain 404 for another width, a name no store made, a picture with no copies or a private folder', async () => {
    const url = await storageOf(config).save('events', await png(100, 100), 'png');
    const svg = await storageOf(config).save('partners', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg');
    const missing = '/uploads/events/00000000-0000-0000-0000-000000000000.png';
    for (const address of [
      `${url}?w=500`,
      `${url}?w=abc`,
      `${url}?w=`,
      `${svg}?w=640`,
      `${missing}?w=640`,
      '/uploads/events/x.png?w=640',
    ]) {
      const res = await request(app).get(address).expect(404);
      expect(res.text).toBe('Not found');
    }
    await request(app).get('/uploads/passports/00000000-0000-0000-0000-000000000000.png?w=640').expect(404);
    // Nothing was made for any of them.
    const uuid = path.basename(url, '.png');
    expect(fs.readdirSync(path.join(resizedDir(config), 'events')).filter((name) => name.startsWith(uuid))).toEqual([]);
  });

  it("gives the site a srcset of every width for an upload's picture only", () => {
    const url = '/uploads/events/0b8f2b1e-2c9c-4a57-9d0e-2f6f9c1d4e11.jpg';
    expect(uploadSrcSet(url)).toBe(IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '));
    for (const other of [
      null,
      '',
      '/images/hero.svg',
      '/uploads/partners/0b8f2b1e-2c9c-4a57-9d0e-2f6f9c1d4e11.svg',
      'https://x.uz/a.jpg',
    ]) {
      expect(uploadSrcSet(other)).toBeUndefined();
    }
  });
});
