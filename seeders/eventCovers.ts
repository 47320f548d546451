import sharp from 'sharp';
import { QueryTypes, type Sequelize } from 'sequelize';
import { DIRECTIONS } from '@hashar/common';
import { storeDemoImage } from './covers';

/**
 * Covers of the demo events (the demo organizations' events and the analytics history's past ones):
 * an 800×450 picture rendered by sharp from SVG — the colour of the event's first direction in a
 * diagonal gradient, a dotted pattern and a white calendar with a heart — stored as an upload of
 * the event's author, where the event cover form puts its files. Only events without a cover get
 * one, so a cover an organizer uploaded is never replaced.
 */

const W = 800;
const H = 450;

/** A colour `amount` (−1…1) darker or lighter. */
function shade(color: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const to = amount < 0 ? 0 : 255;
  return `#${channels
    .map((c) =>
      Math.round(c + (to - c) * Math.abs(amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The cover's SVG: gradient of `color`, a dot pattern whose spacing and tilt vary with `seed`, and the icon. */
function coverSvg(color: string, seed: number): string {
  const step = 26 + (seed % 4) * 6;
  const tilt = [-30, -15, 15, 30][seed % 4];
  const x = W / 2 - 90;
  const y = H / 2 - 95;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(color, -0.25)}"/><stop offset="1" stop-color="${shade(color, 0.35)}"/>
    </linearGradient>
    <pattern id="p" width="${step}" height="${step}" patternUnits="userSpaceOnUse" patternTransform="rotate(${tilt})">
      <circle cx="${step / 2}" cy="${step / 2}" r="3" fill="#fff" fill-opacity="0.18"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <rect width="${W}" height="${H}" fill="url(#p)"/>
  <circle cx="${W * 0.85}" cy="${H * 0.15}" r="${120 + (seed % 5) * 12}" fill="#fff" fill-opacity="0.08"/>
  <circle cx="${W * 0.1}" cy="${H * 0.95}" r="${150 + (seed % 3) * 20}" fill="#fff" fill-opacity="0.07"/>
  <g transform="translate(${x} ${y})">
    <rect x="0" y="20" width="180" height="170" rx="22" fill="#fff" fill-opacity="0.95"/>
    <rect x="0" y="20" width="180" height="46" rx="22" fill="${shade(color, -0.1)}"/>
    <rect x="0" y="44" width="180" height="22" fill="${shade(color, -0.1)}"/>
    <rect x="40" y="0" width="16" height="44" rx="8" fill="#fff"/>
    <rect x="124" y="0" width="16" height="44" rx="8" fill="#fff"/>
    <path d="M90 170s-44-26-44-57a24 24 0 0 1 44-13a24 24 0 0 1 44 13c0 31-44 57-44 57z" fill="${color}"/>
  </g>
</svg>`;
}

/** Gives every demo event without a cover one; returns how many were added. */
export async function seedDemoEventCovers(sequelize: Sequelize, opts: { uploadsDir: string }): Promise<number> {
  const colors = new Map<string, string>(DIRECTIONS.map((d) => [d.key, d.color]));
  return sequelize.transaction(async (t) => {
    const events = await sequelize.query<{ id: number; title_ru: string; author: number | null; direction: string | null }>(
      `SELECT e.id, e.title_ru, COALESCE(e.created_by, s.user_id) AS author,
              (SELECT d.key FROM event_directions ed JOIN directions d ON d.id = ed.direction_id
                WHERE ed.event_id = e.id ORDER BY d.sort_order, d.id LIMIT 1) AS direction
         FROM events e
         JOIN LATERAL (SELECT s.user_id FROM organization_staff s JOIN users u ON u.id = s.user_id
                        WHERE s.organization_id = e.organization_id AND u.email LIKE '%@demo.hashar.uz' ORDER BY s.user_id LIMIT 1) s ON true
        WHERE e.cover IS NULL ORDER BY e.id`,
      { type: QueryTypes.SELECT, transaction: t },
    );
    for (const e of events) {
      const svg = coverSvg(colors.get(e.direction ?? '') ?? '#1b8a5a', e.id);
      const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      const key = await storeDemoImage(
        sequelize,
        t,
        opts.uploadsDir,
        { folder: 'events', name: `event-cover:${e.id}:${e.title_ru}`, kind: 'eventCover', ownerId: e.author },
        { data, ext: 'jpg' },
      );
      await sequelize.query('UPDATE events SET cover = $2 WHERE id = $1', { bind: [e.id, key], transaction: t });
    }
    return events.length;
  });
}
