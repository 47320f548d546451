import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoNews } from '../../../../seeders/news';
import { sanitizeRichText } from '../../lib/richText';
import { run } from '../../lists';
import { useTestApp } from '../../test/app';

jest.setTimeout(60_000);

describe('demo news (seeders/news.ts)', () => {
  const ctx = useTestApp();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-demo-news-'));

  it('adds four sections and twelve items once, clean bodies, covers on disk, one scheduled; the moderator edits news', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    expect(await seedDemoNews(db, { uploadsDir })).toEqual({ sections: 4, news: 12 });
    expect(await seedDemoNews(db, { uploadsDir })).toEqual({ sections: 0, news: 0 });
    const rows = await run<{ body_ru: string; body_uz: string; cover: string; search_text: string }>(
      db,
      'SELECT body_ru, body_uz, cover, search_text FROM news',
      [],
    );
    for (const r of rows) {
      expect(sanitizeRichText(r.body_ru)).toBe(r.body_ru);
      expect(sanitizeRichText(r.body_uz)).toBe(r.body_uz);
      expect(r.body_ru).toContain('<h2>');
      expect(fs.existsSync(path.join(uploadsDir, r.cover.replace('/uploads/', '')))).toBe(true);
      expect(r.search_text).not.toBe('');
    }
    const list = await request(ctx.app).get('/api/news').query({ perPage: '50' }).expect(200);
    expect(list.body.total).toBe(11);
    expect((await request(ctx.app).get('/api/news/sections').expect(200)).body.data).toHaveLength(4);
    const [moderator] = await run<{ is_news_editor: boolean }>(
      db,
      `SELECT is_news_editor FROM users WHERE email = 'moderator@demo.hashar.uz'`,
      [],
    );
    expect(moderator?.is_news_editor).toBe(true);
  });
});
