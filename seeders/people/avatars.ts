import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { QueryTypes } from 'sequelize';
import { demoFileName } from '../covers';
import type { PeopleSeeder } from '../demoPeople';

/** Background pairs of the demo avatars (one per account, picked by its e-mail). */
const PALETTE: [string, string][] = [
  ['#2e7d32', '#a5d6a7'],
  ['#1565c0', '#90caf9'],
  ['#ad1457', '#f48fb1'],
  ['#ef6c00', '#ffcc80'],
  ['#6a1b9a', '#ce93d8'],
  ['#00838f', '#80deea'],
  ['#4e342e', '#bcaaa4'],
  ['#283593', '#9fa8da'],
];

/** A 256 px square: a diagonal gradient and a white head-and-shoulders figure, drawn as SVG and rendered by sharp. */
function drawAvatar(email: string): Promise<Buffer> {
  const hash = createHash('sha256').update(email).digest();
  const [a, b] = PALETTE[hash[0]! % PALETTE.length]!;
  const tilt = (hash[1]! % 40) - 20;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/>
    <circle cx="${200 + tilt}" cy="${56 - tilt}" r="${36 + (hash[2]! % 24)}" fill="#fff" opacity="0.16"/>
    <circle cx="128" cy="104" r="46" fill="#fff" opacity="0.92"/>
    <path d="M44 256 C44 190 82 162 128 162 C174 162 212 190 212 256 Z" fill="#fff" opacity="0.92"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Demo accounts without an avatar get one drawn in code: a 256 px and a 64 px WebP square and a JPEG fallback, as an upload would. */
export const seedDemoAvatars: PeopleSeeder = async (sequelize, { uploadsDir }) => {
  const users = await sequelize.query<{ id: number; email: string }>(
    `SELECT id, email FROM users WHERE email LIKE '%@demo.hashar.uz' AND avatar_url IS NULL AND deleted_at IS NULL AND role <> 'admin' ORDER BY id`,
    { type: QueryTypes.SELECT },
  );
  await fs.mkdir(path.join(uploadsDir, 'avatars'), { recursive: true });
  for (const user of users) {
    const picture = await drawAvatar(user.email);
    const files = await Promise.all([
      sharp(picture).webp({ quality: 82 }).toBuffer(),
      sharp(picture).resize(64, 64).webp({ quality: 80 }).toBuffer(),
      sharp(picture).jpeg({ quality: 85 }).toBuffer(),
    ]);
    const urls: string[] = [];
    for (const [i, data] of files.entries()) {
      const key = `avatars/${demoFileName(`avatar:${user.email}:${i}`, i === 2 ? 'jpg' : 'webp')}`;
      await fs.writeFile(path.join(uploadsDir, key), data, { mode: 0o644 });
      urls.push(`/uploads/${key}`);
    }
    await sequelize.query('UPDATE users SET avatar_url = $2, avatar_thumb_url = $3, avatar_fallback_url = $4 WHERE id = $1', {
      bind: [user.id, ...urls],
    });
  }
  return { avatars: users.length };
};
