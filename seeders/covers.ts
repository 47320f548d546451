import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Sequelize, Transaction } from 'sequelize';

/**
 * Demo cover images drawn in code (no image library): a diagonal gradient in two colours, soft
 * circles and a white motif of the kind (hills and a sun for projects, a checklist for tasks, a
 * briefcase for vacancies), written as a real PNG. Deterministic: the same seed gives the same
 * bytes, so re-seeding never piles up files.
 */

/** project, task, vacancy: covers; pet: a paw print for a missing pet's photo; person: the neutral silhouette a missing person's notice shows instead of a photo. */
export type CoverMotif = 'project' | 'task' | 'vacancy' | 'pet' | 'person';

/** The grey of the silhouette placeholder (no colour, no decoration: it stands for a real person). */
const NEUTRAL: [string, string] = ['#8a949c', '#d3d8dc'];

type Rgb = [number, number, number];

/**
 * Math's functions by local names: the drawing calls them per pixel, and inside jest's sandbox (the
 * seeders run in the API tests) each lookup of the global `Math` costs ~50× the call itself.
 */
const { PI, ceil, floor, hypot, max, min, round, sin } = Math;

const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;

/** Colour pairs of the demo covers (the platform's greens, blues, warm tones). */
const PALETTES: [string, string][] = [
  ['#1b8a5a', '#8fd18a'],
  ['#1f5fa8', '#6cc3e8'],
  ['#c2572b', '#f3b35b'],
  ['#6a3fa0', '#d58ad8'],
  ['#0f7d86', '#9be3c9'],
  ['#b3304f', '#f59a8c'],
  ['#2f4858', '#86bbd8'],
  ['#8a6d1b', '#e8d27a'],
];

class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8Array(w * h * 3);
  }

  blend(x: number, y: number, c: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h || alpha <= 0) return;
    const i = (y * this.w + x) * 3;
    const a = min(1, alpha);
    for (let k = 0; k < 3; k++) this.px[i + k] = round(this.px[i + k]! * (1 - a) + c[k]! * a);
  }

  /** A filled circle with an anti-aliased edge. */
  circle(cx: number, cy: number, r: number, c: Rgb, alpha: number): void {
    for (let y = floor(cy - r - 1); y <= ceil(cy + r + 1); y++) {
      for (let x = floor(cx - r - 1); x <= ceil(cx + r + 1); x++) {
        const d = hypot(x + 0.5 - cx, y + 0.5 - cy);
        this.blend(x, y, c, alpha * max(0, min(1, r - d + 0.5)));
      }
    }
  }

  /** A filled rectangle with rounded corners (radius r). */
  rect(x0: number, y0: number, w: number, h: number, r: number, c: Rgb, alpha: number): void {
    for (let y = floor(y0); y < ceil(y0 + h); y++) {
      for (let x = floor(x0); x < ceil(x0 + w); x++) {
        const dx = max(x0 + r - (x + 0.5), x + 0.5 - (x0 + w - r), 0);
        const dy = max(y0 + r - (y + 0.5), y + 0.5 - (y0 + h - r), 0);
        const cover = r > 0 ? max(0, min(1, r - hypot(dx, dy) + 0.5)) : 1;
        this.blend(x, y, c, alpha * cover);
      }
    }
  }

  /** The area under y = f(x) down to the bottom edge. */
  below(f: (x: number) => number, c: Rgb, alpha: number): void {
    for (let x = 0; x < this.w; x++) {
      const top = f(x);
      for (let y = max(0, floor(top)); y < this.h; y++) this.blend(x, y, c, alpha * min(1, y + 1 - top));
    }
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An 8-bit RGB PNG of the canvas. */
function png(c: Canvas): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(c.w, 0);
  ihdr.writeUInt32BE(c.h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((c.w * 3 + 1) * c.h);
  for (let y = 0; y < c.h; y++) raw.set(c.px.subarray(y * c.w * 3, (y + 1) * c.w * 3), y * (c.w * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WHITE: Rgb = [255, 255, 255];

function motif(c: Canvas, kind: CoverMotif, accent: Rgb): void {
  const s = min(c.w, c.h) / 270;
  const cx = c.w / 2;
  const cy = c.h / 2;
  if (kind === 'project') {
    c.circle(cx + 60 * s, cy - 40 * s, 34 * s, WHITE, 0.9);
    c.below((x) => cy + 55 * s - 45 * s * sin((x / c.w) * PI * 1.3 + 0.4), WHITE, 0.35);
    c.below((x) => cy + 85 * s - 30 * s * sin((x / c.w) * PI * 2.1 + 2), WHITE, 0.55);
    return;
  }
  if (kind === 'person') {
    c.circle(cx, cy - 38 * s, 46 * s, WHITE, 0.9);
    c.rect(cx - 95 * s, cy + 22 * s, 190 * s, 220 * s, 95 * s, WHITE, 0.9);
    return;
  }
  if (kind === 'pet') {
    c.circle(cx, cy + 28 * s, 52 * s, WHITE, 0.92);
    for (const [dx, dy] of [
      [-70, -22],
      [-28, -70],
      [28, -70],
      [70, -22],
    ] as const)
      c.circle(cx + dx * s, cy + dy * s, 22 * s, WHITE, 0.92);
    return;
  }
  if (kind === 'task') {
    c.rect(cx - 70 * s, cy - 85 * s, 140 * s, 170 * s, 14 * s, WHITE, 0.92);
    for (let i = 0; i < 4; i++) {
      const y = cy - 55 * s + i * 38 * s;
      c.circle(cx - 42 * s, y + 6 * s, 10 * s, accent, i < 2 ? 0.95 : 0.35);
      c.rect(cx - 22 * s, y, 70 * s, 12 * s, 6 * s, accent, 0.55);
    }
    return;
  }
  c.rect(cx - 30 * s, cy - 70 * s, 60 * s, 40 * s, 12 * s, WHITE, 0.92);
  c.rect(cx - 18 * s, cy - 58 * s, 36 * s, 30 * s, 6 * s, accent, 1);
  c.rect(cx - 90 * s, cy - 40 * s, 180 * s, 120 * s, 16 * s, WHITE, 0.92);
  c.rect(cx - 90 * s, cy + 5 * s, 180 * s, 6 * s, 0, accent, 0.5);
  c.rect(cx - 12 * s, cy - 2 * s, 24 * s, 20 * s, 5 * s, accent, 0.9);
}

/** A w×h PNG cover: `seed` picks the colours and the circles, `kind` the motif. */
export function demoCover(kind: CoverMotif, seed: number, w: number, h: number): Buffer {
  const [from, to] = (kind === 'person' ? NEUTRAL : PALETTES[seed % PALETTES.length]!).map(hex) as [Rgb, Rgb];
  const c = new Canvas(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      c.blend(x, y, [0, 1, 2].map((k) => from[k]! + (to[k]! - from[k]!) * t) as Rgb, 1);
    }
  }
  // Soft circles at places the seed decides (a small linear congruential sequence).
  let r = seed * 2654435761;
  const next = () => ((r = (r * 1103515245 + 12345) >>> 0) % 10000) / 10000;
  for (let i = 0; i < (kind === 'person' ? 0 : 7); i++)
    c.circle(next() * w, next() * h, (0.08 + next() * 0.22) * min(w, h), WHITE, 0.08 + next() * 0.1);
  motif(c, kind, from);
  return png(c);
}

/** A storage name for a demo file (<uuid>.<ext>, as uploads are named), the same for the same name. */
export function demoFileName(name: string, ext: string): string {
  const h = createHash('sha256').update(`hashar-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}.${ext}`;
}

/**
 * Writes a demo image under uploads/<folder>/ (named after `name`, so a second run rewrites the same
 * file) and records it as an attached upload of `kind`, as the upload path does; returns its storage key.
 */
export async function storeDemoImage(
  sequelize: Sequelize,
  t: Transaction,
  uploadsDir: string,
  file: { folder: string; name: string; kind: string; ownerId: number | null },
  image: { data: Buffer; ext: 'png' | 'jpg' },
): Promise<string> {
  const key = `${file.folder}/${demoFileName(file.name, image.ext)}`;
  await fs.mkdir(path.join(uploadsDir, file.folder), { recursive: true });
  await fs.writeFile(path.join(uploadsDir, key), image.data, { mode: 0o644 });
  await sequelize.query(
    `INSERT INTO uploads (key, owner_id, kind, mime, bytes, attached_at) VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (key) DO NOTHING`,
    {
      bind: [key, file.ownerId, file.kind, image.ext === 'png' ? 'image/png' : 'image/jpeg', image.data.length],
      transaction: t,
    },
  );
  return key;
}

/** Draws a demo cover (demoCover) and stores it (storeDemoImage); returns its storage key. */
export async function storeDemoCover(
  sequelize: Sequelize,
  t: Transaction,
  uploadsDir: string,
  file: { folder: string; name: string; kind: string; ownerId: number | null },
  picture: { motif: CoverMotif; seed: number; size: [number, number] },
): Promise<string> {
  return storeDemoImage(sequelize, t, uploadsDir, file, { data: demoCover(picture.motif, picture.seed, ...picture.size), ext: 'png' });
}
