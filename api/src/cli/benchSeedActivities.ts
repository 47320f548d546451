import { toSearchLatin } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { exec, firstRow, run } from '../lists';

/**
 * The benchmark's activities (benchSeed.ts calls these): events, visit offers, projects, tasks
 * and vacancies, `missing` rows each in one INSERT … SELECT generate_series, approved for the
 * most part (every tenth waits for moderation), across every region (every ninth nationwide,
 * online or remote) and direction, owned by the first thousand organizations.
 */

/** Where the rows of a fill go and who owns them. */
export interface FillContext {
  sequelize: Sequelize;
  t: Transaction;
  /** The benchmark's partner organization (of some projects) and volunteer (owner of some projects). */
  partner: number;
  user: number;
}

/** The Latin form of each word, as the API writes search text. */
export const latin = (list: readonly string[]): string[] => list.map(toSearchLatin);

/** The largest id of a table (0 when empty): the rows added after it are the new ones. */
export async function maxId(c: FillContext, table: string): Promise<number> {
  return firstRow(
    await run<{ n: number }>(c.sequelize, `SELECT COALESCE(max(id), 0)::int AS n FROM ${table}`, [], c.t),
    `max id of ${table}`,
  ).n;
}

/** SQL: ids (ORDER BY id, at most a thousand) of the rows `from` picks, as an array `ids` under `alias`. */
export const idsOf = (from: string, alias: string): string =>
  `(SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM ${from} ORDER BY id LIMIT 1000) x) ${alias}`;

/**
 * SQL: an element of the array `ids` chosen by a hash of the integer `key`, so that it does not
 * follow the other columns derived from the same key by `key % n` (a region picked by i % 14 and
 * a name by i % 6 would give a region names of one parity only, and sorted lists long runs without it).
 */
export const hashPick = (ids: string, key: string): string =>
  `${ids}[1 + (hashint4(${key})::bigint + 2147483648) % array_length(${ids}, 1)]`;

/** SQL: the region of row i (NULL for every ninth), from the array `r.ids`. */
export const REGION_OF_I = `CASE WHEN i % 9 = 0 THEN NULL ELSE ${hashPick('r.ids', 'i')} END`;
export const REGIONS = '(SELECT array_agg(id ORDER BY id) AS ids FROM regions) r';

/** Directions of the rows `where` picks: one each, a second for every third. */
export async function fillDirections(c: FillContext, table: string, dirTable: string, column: string, where: string, bind: unknown[]) {
  const directions = '(SELECT array_agg(id ORDER BY id) AS ids FROM directions) d';
  await exec(
    c.sequelize,
    `INSERT INTO ${dirTable} (${column}, direction_id)
     SELECT a.id, d.ids[1 + a.id % array_length(d.ids, 1)] FROM ${table} a CROSS JOIN ${directions} WHERE ${where}
     UNION
     SELECT a.id, d.ids[1 + (a.id * 7) % array_length(d.ids, 1)] FROM ${table} a CROSS JOIN ${directions} WHERE ${where} AND a.id % 3 = 0`,
    bind,
    c.t,
  );
}

type ActivityTable = 'events' | 'visit_options' | 'projects' | 'tasks' | 'vacancies';

/** Title words of each activity table (Russian, Uzbek), ten each. */
const WORDS: Record<ActivityTable, [string[], string[]]> = {
  events: [
    ['Субботник', 'Уроки', 'Помощь', 'Марафон', 'Фестиваль', 'Посадка деревьев', 'Донорская акция', 'Квест', 'Сбор вещей', 'Мастер-класс'],
    ['Hashar', 'Darslar', 'Yordam', 'Marafon', 'Festival', 'Daraxt ekish', 'Donorlik aksiyasi', 'Kvest', 'Kiyim yigʻish', 'Mahorat darsi'],
  ],
  visit_options: [
    [
      'Экскурсия в приют',
      'День открытых дверей',
      'Визит в дом престарелых',
      'Прогулка с собаками',
      'Чтение детям',
      'Урок в интернате',
      'Помощь на ферме',
      'Игры с детьми',
      'Уборка в хосписе',
      'Концерт в больнице',
    ],
    [
      'Boshpanaga sayohat',
      'Ochiq eshiklar kuni',
      'Qariyalar uyiga tashrif',
      'Itlar bilan sayr',
      'Bolalarga kitob oʻqish',
      'Internatda dars',
      'Fermada yordam',
      'Bolalar bilan oʻyin',
      'Xospisda tozalik',
      'Shifoxonada konsert',
    ],
  ],
  projects: [
    [
      'Школа добрых дел',
      'Зелёный пояс',
      'Книги для школ',
      'Тёплая зима',
      'Доступный город',
      'Наставники',
      'Чистый берег',
      'Муралы',
      'Сад в махалле',
      'Спорт для всех',
    ],
    [
      'Ezgu ishlar maktabi',
      'Yashil kamar',
      'Maktablar uchun kitoblar',
      'Iliq qish',
      'Qulay shahar',
      'Murabbiylar',
      'Toza qirgʻoq',
      'Murallar',
      'Mahalla bogʻi',
      'Hamma uchun sport',
    ],
  ],
  tasks: [
    [
      'Логотип',
      'Сайт-визитка',
      'Контент-план',
      'Проверка договора',
      'Учёт пожертвований',
      'Перевод отчёта',
      'Видеоролик',
      'Опрос',
      'Стратегия',
      'Тренинг',
    ],
    [
      'Logotip',
      'Sayt-vizitka',
      'Kontent-reja',
      'Shartnomani tekshirish',
      'Xayriyalar hisobi',
      'Hisobot tarjimasi',
      'Videorolik',
      'Soʻrovnoma',
      'Strategiya',
      'Trening',
    ],
  ],
  vacancies: [
    ['Координатор', 'Стажёр', 'Психолог', 'Фандрайзер', 'Бухгалтер', 'SMM-менеджер', 'Водитель', 'Учитель', 'Юрист', 'Дизайнер'],
    ['Koordinator', 'Stajyor', 'Psixolog', 'Fandrayzer', 'Buxgalter', 'SMM-menejer', 'Haydovchi', 'Oʻqituvchi', 'Yurist', 'Dizayner'],
  ],
};

/** A date `days` (an SQL expression of i) from now, at hour i % 24 (plus `hours`). */
const at = (days: string, hours = 0) => `now() + make_interval(days => ${days}, hours => i % 24 + ${hours})`;

/** Each table's own columns: [names, SELECT expressions of i]. */
const OWN_COLUMNS: Record<ActivityTable, [string, string]> = {
  events: [', is_online, starts_at, ends_at, capacity', `, i % 9 = 0, ${at('(i % 730) - 365')}, ${at('(i % 730) - 365', 3)}, 20`],
  visit_options: ['', ''],
  projects: [
    ', is_nationwide, starts_at, ends_at, places',
    `, i % 9 = 0, ${at('(i % 730) - 365')}, ${at('(i % 730) - 365 + 30 + i % 180')}, 20`,
  ],
  tasks: [
    ', category_id, deadline, is_online, performers, estimated_hours',
    `, c.ids[1 + i % array_length(c.ids, 1)], ${at('(i % 365) - 120')}, i % 9 = 0, 1 + i % 3, 2 + i % 40`,
  ],
  vacancies: [
    ', kind, pay, amount, is_remote, deadline, places',
    `, CASE WHEN i % 3 = 0 THEN 'internship' ELSE 'vacancy' END, (ARRAY['paid','unpaid','stipend'])[1 + i % 3],
       CASE WHEN i % 3 = 1 THEN NULL ELSE 1000000 + (i % 50) * 100000 END, i % 9 = 0,
       CASE WHEN i % 7 = 0 THEN NULL ELSE now() + make_interval(days => (i % 240) - 60) END, 1 + i % 5`,
  ],
};

/**
 * Adds `missing` rows to an activity table (i = 1..$1): owner, titles from the table's words,
 * region, moderation, search text and the table's own columns. Volunteers own projects only:
 * every tenth project is the benchmark volunteer's.
 */
async function insertActivities(c: FillContext, table: ActivityTable, missing: number): Promise<void> {
  const byUser = table === 'projects' ? 'i % 10 = 3' : 'false';
  const [ru, uz] = WORDS[table];
  const own = OWN_COLUMNS[table];
  await exec(
    c.sequelize,
    `INSERT INTO ${table} (organization_id, owner_user_id, created_by, title_ru, title_uz, description_ru, description_uz, region_id,
                           moderation, submitted_at, published_at, search_text${own[0]})
     SELECT CASE WHEN ${byUser} THEN NULL ELSE o.ids[1 + i % array_length(o.ids, 1)] END, CASE WHEN ${byUser} THEN $2::int END, $2::int,
            w.ru || ' №' || i, w.uz || ' ' || i, 'Описание ' || i, 'Tavsif ' || i, ${REGION_OF_I},
            CASE WHEN i % 10 = 5 THEN 'moderation' ELSE 'approved' END, now(), now() - make_interval(mins => i),
            w.uz_latin || ' ' || i || ' ' || w.ru_latin${own[1]}
       FROM generate_series(1, $1::int) AS i
       CROSS JOIN ${REGIONS} CROSS JOIN ${idsOf('organizations', 'o')}
       CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM task_categories) c
       CROSS JOIN LATERAL (SELECT ($3::text[])[1 + i % 10] AS ru, ($4::text[])[1 + i % 10] AS uz,
                                  ($5::text[])[1 + i % 10] AS ru_latin, ($6::text[])[1 + i % 10] AS uz_latin) w`,
    [missing, c.user, ru, uz, latin(ru), latin(uz)],
    c.t,
  );
}

/** Each activity table's directions table and its column. */
const DIRECTION_TABLES: Record<ActivityTable, [string, string]> = {
  events: ['event_directions', 'event_id'],
  visit_options: ['visit_option_directions', 'visit_option_id'],
  projects: ['project_directions', 'project_id'],
  tasks: ['task_directions', 'task_id'],
  vacancies: ['vacancy_directions', 'vacancy_id'],
};

/** Adds `missing` activities with their directions and what the kind needs beside (sessions, partners). */
export async function fillActivities(c: FillContext, table: ActivityTable, missing: number): Promise<void> {
  // Only the rows added now get directions (and sessions): a second run tops a table up.
  const before = await maxId(c, table);
  await insertActivities(c, table, missing);
  const [dirTable, column] = DIRECTION_TABLES[table];
  await fillDirections(c, table, dirTable, column, 'a.id > $1', [before]);
  if (table === 'events') {
    await exec(
      c.sequelize,
      `INSERT INTO visit_sessions (event_id, starts_at, ends_at, capacity) SELECT id, starts_at, ends_at, 20 FROM events WHERE id > $1`,
      [before],
      c.t,
    );
  }
  if (table === 'visit_options') {
    // One or two dated sessions of each offer, from a month ago to three months ahead.
    await exec(
      c.sequelize,
      `INSERT INTO visit_sessions (visit_option_id, starts_at, ends_at, capacity)
       SELECT v.id, s.at, s.at + interval '2 hours', 10 FROM visit_options v CROSS JOIN generate_series(0, 1) k
        CROSS JOIN LATERAL (SELECT now() + make_interval(days => (v.id + k * 17) % 120 - 30, hours => 9 + v.id % 8) AS at) s
        WHERE v.id > $1 AND (k = 0 OR v.id % 2 = 0)`,
      [before],
      c.t,
    );
  }
  if (table === 'projects') {
    // Every twentieth project has the partner organization (accepted), every hundredth invited it.
    await exec(
      c.sequelize,
      `INSERT INTO project_partners (project_id, organization_id, state)
       SELECT id, $2, CASE WHEN id % 100 = 0 THEN 'invited' ELSE 'accepted' END FROM projects WHERE id > $1 AND id % 20 = 0`,
      [before, c.partner],
      c.t,
    );
  }
}

/** Cities the benchmark's places are scattered over: [lat, lng, spread in degrees]; Tashkent takes most (CITY_SHARE). */
const CITIES: readonly (readonly [number, number, number])[] = [
  [41.3111, 69.2797, 0.12], // Tashkent
  [39.6542, 66.9597, 0.05], // Samarkand
  [39.7747, 64.4286, 0.05], // Bukhara
  [40.9983, 71.6726, 0.05], // Namangan
  [40.7821, 72.3442, 0.05], // Andijan
  [40.3842, 71.7843, 0.05], // Fergana
  [42.4531, 59.6103, 0.05], // Nukus
  [38.8606, 65.7891, 0.05], // Karshi
  [37.2242, 67.2783, 0.04], // Termez
  [41.5506, 60.6317, 0.05], // Urgench
  [40.1158, 67.8422, 0.04], // Jizzakh
  [40.0844, 65.3792, 0.04], // Navoi
];
/** Percent of the places in Tashkent; the rest spread evenly over the other cities. */
const TASHKENT_SHARE = 60;

/** The activity tables whose rows may be online (they have no place then). */
const ONLINE_COLUMN: Partial<Record<ActivityTable, string>> = { events: 'is_online', tasks: 'is_online' };

/**
 * Gives every row of an activity table without a point (and not online) a point in a city
 * (docs/map-api.md: the `near` lists): Tashkent for most, spread over its districts, the regional
 * centres for the rest — picked by a hash of the id, so a rerun gives the same places.
 */
export async function placeActivities(sequelize: Sequelize, t: Transaction, table: ActivityTable): Promise<void> {
  const online = ONLINE_COLUMN[table];
  const cities = `(VALUES ${CITIES.map(([lat, lng, spread], k) => `(${k}, ${lat}, ${lng}, ${spread})`).join(', ')}) AS c(k, lat, lng, spread)`;
  // A uniform number in [-1, 1) from a hash of the id and a salt.
  const unit = (salt: number) => `((hashint4(a.id * ${salt})::bigint + 2147483648) / 2147483648.0 - 1)`;
  const city = `CASE WHEN (hashint4(a.id)::bigint + 2147483648) % 100 < ${TASHKENT_SHARE} THEN 0
    ELSE 1 + (hashint4(a.id * 11)::bigint + 2147483648) % ${CITIES.length - 1} END`;
  await exec(
    sequelize,
    `UPDATE ${table} x SET lat = p.lat, lng = p.lng
       FROM (SELECT a.id, c.lat + ${unit(3)} * c.spread AS lat, c.lng + ${unit(7)} * c.spread * 1.3 AS lng
               FROM ${table} a JOIN ${cities} ON c.k = ${city}
              WHERE a.lat IS NULL${online ? ` AND NOT a.${online}` : ''}) p
      WHERE x.id = p.id`,
    [],
    t,
  );
}
