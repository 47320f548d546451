import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { QueryTypes } from 'sequelize';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoAvatars } from '../../../../seeders/people/avatars';
import { useTestApp } from '../../test/app';

describe('demo avatars (seeders/people/avatars.ts)', () => {
  const ctx = useTestApp();

  it('draws each demo account an avatar with its thumbnail and fallback, once', async () => {
    const db = ctx.db.sequelize;
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-avatars-'));
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    const first = await seedDemoAvatars(db, { uploadsDir });
    expect(first['avatars']).toBeGreaterThanOrEqual(7);
    expect(await seedDemoAvatars(db, { uploadsDir })).toEqual({ avatars: 0 });
    const [row] = await db.query<{ thumb: string; email: string }>(
      `SELECT avatar_thumb_url AS thumb, email FROM users WHERE email = 'volunteer@demo.hashar.uz'`,
      { type: QueryTypes.SELECT },
    );
    const thumb = await sharp(path.join(uploadsDir, row!.thumb.replace('/uploads/', ''))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 64, height: 64 });
  });
});
