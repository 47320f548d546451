import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { toSearchLatin } from '@hashar/common';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { demoFileName } from '../covers';
import type { PeopleSeeder } from '../demoPeople';

/** A demo organization's profile: legal data, contacts, about, regions, directions, counts. */
interface DemoOrg {
  name: string;
  /** The demo account that owns it (org@, ecoorg@), or none: a directory-only organization. */
  owner?: string;
  tax: string;
  form: string;
  head: string;
  address: string;
  region: string;
  regions: string[];
  dirs: string[];
  geography: 'local' | 'regional' | 'national' | 'international';
  aboutRu: string;
  aboutUz: string | null;
  counts: [number, number, number];
  verified: boolean;
  colour: [string, string];
}

const ORGS: DemoOrg[] = [
  {
    name: 'ННО «Мехр-шафкат»',
    owner: 'org@demo.hashar.uz',
    tax: '301234567',
    form: 'ННО',
    head: 'Юсупова Малика Анваровна',
    address: 'г. Ташкент, Мирзо-Улугбекский район, ул. Буюк Ипак Йули, 12',
    region: 'tashkent-city',
    regions: ['tashkent-region', 'syrdarya'],
    dirs: ['children', 'oldergeneration', 'disabilities'],
    geography: 'regional',
    aboutRu:
      'Помогаем пожилым людям, детям из домов «Мехрибонлик» и людям с инвалидностью: навещаем, привозим продукты, проводим праздники.',
    aboutUz:
      'Keksalar, «Mehribonlik» uylari bolalari va nogironligi bor odamlarga yordam beramiz: ziyorat qilamiz, oziq-ovqat olib boramiz, bayramlar oʻtkazamiz.',
    counts: [14, 320, 9],
    verified: true,
    colour: ['#b3304f', '#f59a8c'],
  },
  {
    name: 'Yashil Vodiy ekologik jamiyati',
    owner: 'ecoorg@demo.hashar.uz',
    tax: '302345678',
    form: 'NNT',
    head: 'Karimov Bobur Olimovich',
    address: 'Namangan sh., Davlatobod tumani, Navoiy koʻchasi, 5',
    region: 'namangan',
    regions: ['fergana', 'andijan'],
    dirs: ['nature', 'animals', 'urbanistics'],
    geography: 'regional',
    aboutRu: 'Сажаем деревья, чистим берега рек и учим школьников сортировать отходы в Ферганской долине.',
    aboutUz:
      'Fargʻona vodiysida daraxt ekamiz, daryo qirgʻoqlarini tozalaymiz va maktab oʻquvchilariga chiqindilarni saralashni oʻrgatamiz.',
    counts: [6, 180, 5],
    verified: true,
    colour: ['#1b8a5a', '#8fd18a'],
  },
  {
    name: 'Фонд «Умид нури»',
    tax: '303456789',
    form: 'Фонд',
    head: 'Рахимов Тимур',
    address: 'г. Самарканд, ул. Регистан, 3',
    region: 'samarkand',
    regions: ['bukhara'],
    dirs: ['education', 'culture'],
    geography: 'national',
    aboutRu: 'Стипендии и наставничество для одарённых школьников из сёл.',
    aboutUz: null,
    counts: [5, 60, 3],
    verified: true,
    colour: ['#1f5fa8', '#6cc3e8'],
  },
  {
    name: 'Qutqaruvchilar koʻngilli otryadi',
    tax: '304567890',
    form: 'NNT',
    head: 'Qodirov Jasur',
    address: 'Qarshi sh., Mustaqillik shoh koʻchasi, 20',
    region: 'kashkadarya',
    regions: ['surkhandarya'],
    dirs: ['emergency', 'search-missing'],
    geography: 'local',
    aboutRu: 'Добровольческий поисково-спасательный отряд: поиск пропавших и обучение первой помощи.',
    aboutUz: 'Koʻngilli qidiruv-qutqaruv otryadi: yoʻqolganlarni qidirish va birinchi yordamga oʻrgatish.',
    counts: [3, 45, 2],
    verified: false,
    colour: ['#c2572b', '#f3b35b'],
  },
  {
    name: 'Центр «Доступная среда»',
    tax: '305678901',
    form: 'ННО',
    head: 'Мирзаев Сардор',
    address: 'г. Андижан, ул. Бабура, 44',
    region: 'andijan',
    regions: [],
    dirs: ['disabilities', 'humansrights'],
    geography: 'national',
    aboutRu: 'Делаем города доступнее для людей на колясках и консультируем по правам людей с инвалидностью.',
    aboutUz: null,
    counts: [8, 90, 6],
    verified: false,
    colour: ['#6a3fa0', '#d58ad8'],
  },
  {
    name: 'Orol uchun birga',
    tax: '306789012',
    form: 'NNT',
    head: 'Ismoilova Lola',
    address: 'Nukus sh., Doʻstlik koʻchasi, 7',
    region: 'karakalpakstan',
    regions: ['khorezm'],
    dirs: ['nature', 'othedir'],
    geography: 'international',
    aboutRu: 'Просветительские проекты о проблеме Арала и высадка саксаула на осушенном дне.',
    aboutUz: 'Orol muammosi haqida maʼrifiy loyihalar va qurigan tubiga saksovul ekish.',
    counts: [4, 75, 7],
    verified: true,
    colour: ['#0f7d86', '#9be3c9'],
  },
];

/** A demo photo (≤ 1000×1000 px): a two-colour gradient with soft circles, drawn with sharp. */
async function demoPhoto([a, b]: [string, string], seed: number, w: number, h: number): Promise<Buffer> {
  const circles = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${((seed * 37 + i * 211) % w) | 0}" cy="${((seed * 53 + i * 97) % h) | 0}" r="${60 + i * 40}" fill="#fff" opacity="0.18"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF saying what the document is (the demo charter). */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?');
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Writes a file under uploads/<folder> and records it as the owner's upload (attached); returns its URL. */
async function keep(
  sequelize: Sequelize,
  t: Transaction,
  uploads: string,
  folder: string,
  name: string,
  data: Buffer,
  mime: string,
  ownerId: number | null,
) {
  const key = `${folder}/${demoFileName(name, mime === 'application/pdf' ? 'pdf' : 'png')}`;
  await fs.mkdir(path.join(uploads, folder), { recursive: true });
  await fs.writeFile(path.join(uploads, key), data, { mode: 0o644 });
  if (ownerId) {
    await sequelize.query(
      `INSERT INTO uploads (key, owner_id, kind, mime, bytes, attached_at) VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT (key) DO NOTHING`,
      { bind: [key, ownerId, mime === 'application/pdf' ? 'document' : 'organizationPhoto', mime, data.length], transaction: t },
    );
  }
  return `/uploads/${key}`;
}

/** The organization of a demo account, or a new directory-only one; null when it is already filled in. */
async function organizationOf(sequelize: Sequelize, t: Transaction, o: DemoOrg): Promise<{ id: number; ownerId: number | null } | null> {
  const q = <R extends object>(sql: string, bind: unknown[]) => sequelize.query<R>(sql, { bind, type: QueryTypes.SELECT, transaction: t });
  if (o.owner) {
    const [row] = await q<{ id: number; user_id: number; filled: boolean }>(
      `SELECT s.organization_id AS id, s.user_id, o.about_ru IS NOT NULL AS filled FROM organization_staff s
         JOIN users u ON u.id = s.user_id JOIN organizations o ON o.id = s.organization_id WHERE u.email = $1 LIMIT 1`,
      [o.owner],
    );
    return row && !row.filled ? { id: row.id, ownerId: row.user_id } : null;
  }
  const [created] = await q<{ id: number }>(
    `INSERT INTO organizations (name, created_at, updated_at) SELECT $1::varchar, now(), now()
      WHERE NOT EXISTS (SELECT 1 FROM organizations WHERE name = $1::varchar) RETURNING id`,
    [o.name],
  );
  return created ? { id: created.id, ownerId: null } : null;
}

/** Fills one demo organization: profile, regions, directions, search text, photos, a banner and a public charter. */
async function fill(
  sequelize: Sequelize,
  t: Transaction,
  uploads: string,
  o: DemoOrg,
  at: { id: number; ownerId: number | null },
  i: number,
) {
  const bind = [at.id, o.tax, o.form, o.head, o.address, o.region, o.geography, o.aboutRu, o.aboutUz, ...o.counts, o.verified];
  await sequelize.query(
    `UPDATE organizations SET tax_number = $2, legal_form = $3, head_name = $4, legal_address = $5, actual_address = $5,
       region_id = (SELECT id FROM regions WHERE key = $6), geography = $7, about_ru = $8, about_uz = $9,
       employees_count = $10, volunteers_count = $11, partners_count = $12, is_verified = $13,
       verification = CASE WHEN $13 THEN 'verified' ELSE 'none' END,
       registration_date = DATE '2012-05-01' + ($1 % 2000), phone = '+998 71 200-' || lpad(($1 % 100)::text, 2, '0') || '-00',
       videos = '{}', license = 'Свидетельство о регистрации Минюста'
     WHERE id = $1`,
    { bind, transaction: t },
  );
  await sequelize.query(
    `INSERT INTO organization_regions (organization_id, region_id) SELECT $1, id FROM regions WHERE key = ANY($2::text[]) ON CONFLICT DO NOTHING`,
    {
      bind: [at.id, o.regions],
      transaction: t,
    },
  );
  await sequelize.query(
    `INSERT INTO organization_directions (organization_id, direction_id) SELECT $1, id FROM directions WHERE key = ANY($2::text[]) ON CONFLICT DO NOTHING`,
    {
      bind: [at.id, o.dirs],
      transaction: t,
    },
  );
  const banner = await keep(
    sequelize,
    t,
    uploads,
    'orgs',
    `org-banner:${o.name}`,
    await demoPhoto(o.colour, i, 1600, 400),
    'image/png',
    at.ownerId,
  );
  const logo = await keep(
    sequelize,
    t,
    uploads,
    'orgs',
    `org-logo:${o.name}`,
    await demoPhoto(o.colour, i + 7, 200, 200),
    'image/png',
    at.ownerId,
  );
  await sequelize.query('UPDATE organizations SET banner = $2, logo = $3 WHERE id = $1', { bind: [at.id, banner, logo], transaction: t });
  const files: [string, string, Buffer, string, boolean][] = [];
  for (const n of [1, 2, 3]) files.push(['photo', `photo-${n}.png`, await demoPhoto(o.colour, i * 3 + n, 900, 600), 'image/png', true]);
  files.push(['document', 'ustav.pdf', demoPdf(`Charter of ${toSearchLatin(o.name)}`), 'application/pdf', true]);
  files.push(['document', 'buhgalteriya-2025.pdf', demoPdf('Internal report'), 'application/pdf', false]);
  for (const [n, [kind, name, data, mime, isPublic]] of files.entries()) {
    const url = await keep(
      sequelize,
      t,
      uploads,
      kind === 'photo' ? 'orgs' : 'orgfiles',
      `org-file:${o.name}:${name}`,
      data,
      mime,
      at.ownerId,
    );
    await sequelize.query(
      `INSERT INTO organization_files (organization_id, kind, url, name, size, is_public, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      { bind: [at.id, kind, url, name, data.length, isPublic, n], transaction: t },
    );
  }
}

/** The demo organizations (org@, ecoorg@) filled in with photos and a public document, and a few more for the directory (only what is missing). */
/** The demo organizations' names (directory-only ones have no demo account to be known by). */
export const DEMO_ORGANIZATION_NAMES = ORGS.map((o) => o.name);

export const seedDemoOrganizations: PeopleSeeder = async (sequelize, { uploadsDir }) =>
  sequelize.transaction(async (t) => {
    let added = 0;
    for (const [i, o] of ORGS.entries()) {
      const at = await organizationOf(sequelize, t, o);
      if (!at) continue;
      await fill(sequelize, t, uploadsDir, o, at, i);
      added++;
    }
    return { organizationProfiles: added };
  });
