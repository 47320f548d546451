import { hoursCeiling, POINTS } from '@hashar/common';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { PeopleSeeder } from '../demoPeople';

/** Listed demo volunteers of the directory: name, region, directions, skills, languages, about, verified hours to log. */
const VOLONS = [
  {
    email: 'volon01',
    first: 'Дилшод',
    last: 'Каримов',
    region: 'tashkent-city',
    dirs: ['nature', 'urbanistics'],
    skills: ['фотография', 'SMM', 'организация мероприятий'],
    langs: ['Русский', 'Oʻzbek', 'English'],
    about: 'Организую субботники в Юнусабаде и снимаю их для соцсетей.',
    hours: [6, 4],
    verified: true,
  },
  {
    email: 'volon02',
    first: 'Nodira',
    last: 'Tursunova',
    region: 'samarkand',
    dirs: ['culture', 'education'],
    skills: ['ekskursiya', 'ingliz tili', 'tarix'],
    langs: ['Oʻzbek', 'English'],
    about: 'Samarqandda sayyohlarga bepul ekskursiyalar oʻtkazaman.',
    hours: [8],
    verified: true,
  },
  {
    email: 'volon03',
    first: 'Рустам',
    last: 'Ахмедов',
    region: 'fergana',
    dirs: ['emergency', 'healthcare'],
    skills: ['первая помощь', 'вождение'],
    langs: ['Русский', 'Oʻzbek'],
    about: 'Спасатель-доброволец, обучаю первой помощи.',
    hours: [8, 8, 5],
    verified: true,
  },
  {
    email: 'volon04',
    first: 'Gulnora',
    last: 'Rahimova',
    region: 'bukhara',
    dirs: ['children', 'education'],
    skills: ['pedagogika', 'rasm chizish'],
    langs: ['Oʻzbek', 'Русский'],
    about: 'Bolalar uyida rasm toʻgaragini olib boraman.',
    hours: [3],
    verified: false,
  },
  {
    email: 'volon05',
    first: 'Алексей',
    last: 'Ким',
    region: 'tashkent-city',
    dirs: ['intellectual', 'education'],
    skills: ['программирование', 'английский', 'менторство'],
    langs: ['Русский', 'English', '한국어'],
    about: 'Бэкенд-разработчик, помогаю НКО с сайтами и учу школьников программированию.',
    hours: [5, 2],
    verified: true,
  },
  {
    email: 'volon06',
    first: 'Zarina',
    last: 'Abdullayeva',
    region: 'namangan',
    dirs: ['nature', 'animals'],
    skills: ['veterinariya', 'fotografiya'],
    langs: ['Oʻzbek'],
    about: 'Uysiz hayvonlarga boshpana topishda yordam beraman.',
    hours: [4],
    verified: false,
  },
  {
    email: 'volon07',
    first: 'Тимур',
    last: 'Султанов',
    region: 'tashkent-region',
    dirs: ['sportsevents', 'children'],
    skills: ['тренерство', 'организация мероприятий'],
    langs: ['Русский', 'Oʻzbek'],
    about: 'Провожу детские забеги и футбольные турниры.',
    hours: [7],
    verified: false,
  },
  {
    email: 'volon08',
    first: 'Madina',
    last: 'Yoqubova',
    region: 'khorezm',
    dirs: ['oldergeneration', 'healthcare'],
    skills: ['hamshiralik', 'psixologiya'],
    langs: ['Oʻzbek', 'Русский'],
    about: 'Yolgʻiz keksalarga uyda yordam koʻrsataman.',
    hours: [6, 6],
    verified: true,
  },
  {
    email: 'volon09',
    first: 'Сардор',
    last: 'Мирзаев',
    region: 'andijan',
    dirs: ['disabilities', 'humansrights'],
    skills: ['юриспруденция', 'жестовый язык'],
    langs: ['Русский', 'Oʻzbek'],
    about: 'Консультирую людей с инвалидностью по их правам.',
    hours: [],
    verified: false,
  },
  {
    email: 'volon10',
    first: 'Lola',
    last: 'Ismoilova',
    region: 'karakalpakstan',
    dirs: ['nature', 'othedir'],
    skills: ['ekologiya', 'SMM'],
    langs: ['Oʻzbek', 'Qaraqalpaq', 'Русский'],
    about: 'Orol dengizi muammosi haqida maʼrifiy loyihalar qilaman.',
    hours: [2],
    verified: false,
  },
  {
    email: 'volon11',
    first: 'Екатерина',
    last: 'Павлова',
    region: 'tashkent-city',
    dirs: ['culture', 'veterans'],
    skills: ['дизайн', 'фотография', 'вёрстка'],
    langs: ['Русский', 'English'],
    about: 'Дизайнер: делаю афиши и буклеты для благотворительных акций.',
    hours: [3, 3],
    verified: false,
  },
  {
    email: 'volon12',
    first: 'Jasur',
    last: 'Qodirov',
    region: 'kashkadarya',
    dirs: ['search-missing', 'emergency'],
    skills: ['qidiruv-qutqaruv', 'haydovchilik', 'birinchi yordam'],
    langs: ['Oʻzbek'],
    about: 'Yoʻqolgan odamlarni qidirish otryadida koʻngilliman.',
    hours: [8, 4],
    verified: true,
  },
] as const;

const emailOf = (local: string) => `${local}@demo.hashar.uz`;

/** A completed application to a past approved event's shift, its verified hours and the points they earn. */
async function logHours(sequelize: Sequelize, t: Transaction, userId: number, hours: readonly number[], offset: number): Promise<void> {
  const shifts = await sequelize.query<{ id: number; organization_id: number; starts_at: Date; ends_at: Date }>(
    `SELECT s.id, e.organization_id, s.starts_at, s.ends_at FROM visit_sessions s JOIN events e ON e.id = s.event_id
      WHERE e.moderation = 'approved' AND e.organization_id IS NOT NULL AND s.ends_at < now() ORDER BY s.id`,
    { type: QueryTypes.SELECT, transaction: t },
  );
  for (const [i, wanted] of hours.entries()) {
    const shift = shifts[(offset + i) % Math.max(shifts.length, 1)];
    if (!shift || i >= shifts.length) return;
    // No more than the shift lasted plus the margin (common/hours.ts), as the API allows.
    const h = Math.min(
      wanted,
      hoursCeiling({ sessionStartsAt: shift.starts_at, sessionEndsAt: shift.ends_at, activityStartsAt: null }, wanted),
    );
    const [app] = await sequelize.query<{ id: number }>(
      `INSERT INTO applications (user_id, session_id, state, decided_at) VALUES ($1, $2, 'completed', now())
       ON CONFLICT (user_id, session_id) WHERE group_id IS NULL DO NOTHING RETURNING id`,
      { bind: [userId, shift.id], type: QueryTypes.SELECT, transaction: t },
    );
    if (!app) continue;
    const [hr] = await sequelize.query<{ id: number }>(
      `INSERT INTO hours_records (application_id, user_id, organization_id, hours, note) VALUES ($1, $2, $3, $4, 'Спасибо за помощь!') RETURNING id`,
      { bind: [app.id, userId, shift.organization_id, h], type: QueryTypes.SELECT, transaction: t },
    );
    await sequelize.query(`INSERT INTO points_ledger (user_id, delta, reason, hours_record_id) VALUES ($1, $2, 'hours', $3)`, {
      bind: [userId, Math.round(h * POINTS.perVerifiedHour), hr!.id],
      transaction: t,
    });
  }
}

/** ~12 more listed demo volunteers so the directory looks alive (demo password; only those missing are added). */
export const seedDemoVolons: PeopleSeeder = async (sequelize) =>
  sequelize.transaction(async (t) => {
    let added = 0;
    for (const [i, v] of VOLONS.entries()) {
      const [user] = await sequelize.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, role, name, is_active, is_verified, region_id, locale, created_at, updated_at)
         SELECT $1, password_hash, 'volon', $2, true, $3, (SELECT id FROM regions WHERE key = $4), $5, now() - ($6 || ' days')::interval, now()
           FROM users WHERE email = 'volunteer@demo.hashar.uz'
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        {
          bind: [
            emailOf(v.email),
            `${v.first} ${v.last}`,
            v.verified,
            v.region,
            /[a-z]/i.test(v.first[0]!) ? 'uz' : 'ru',
            String(30 - i * 2),
          ],
          type: QueryTypes.SELECT,
          transaction: t,
        },
      );
      if (!user) continue;
      added += 1;
      await sequelize.query(
        `INSERT INTO volunteer_profiles (user_id, first_name, last_name, about, skills, languages, is_listed, verification, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, true, $7, now(), now())
         ON CONFLICT (user_id) DO UPDATE SET about = EXCLUDED.about, skills = EXCLUDED.skills, languages = EXCLUDED.languages, is_listed = true`,
        { bind: [user.id, v.first, v.last, v.about, v.skills, v.langs, v.verified ? 'verified' : 'none'], transaction: t },
      );
      await sequelize.query(
        `INSERT INTO volunteer_directions (user_id, direction_id) SELECT $1, id FROM directions WHERE key = ANY($2::text[]) ON CONFLICT DO NOTHING`,
        { bind: [user.id, v.dirs], transaction: t },
      );
      await logHours(sequelize, t, user.id, v.hours, i);
    }
    return { volons: added };
  });
