import type { Sequelize, Transaction } from 'sequelize';
import { DIRECTIONS as DIRECTION_STYLES, type DirectionKey } from '@hashar/common';
import { DISTRICTS } from './districts';

/**
 * Reference lists every installation needs. Idempotent: rows are matched by key and only
 * missing ones are inserted, so names an admin edited later are never overwritten.
 * Literal values (Uzbek in Latin script); direction icons and colours come from common/.
 */

type Row = { key: string; ru: string; uz: string };

/** Uzbekistan's 14 regions, Tashkent city first as the most common choice. */
export const REGIONS: Row[] = [
  { key: 'tashkent-city', ru: 'г. Ташкент', uz: 'Toshkent shahri' },
  { key: 'karakalpakstan', ru: 'Республика Каракалпакстан', uz: "Qoraqalpog'iston Respublikasi" },
  { key: 'andijan', ru: 'Андижанская область', uz: 'Andijon viloyati' },
  { key: 'bukhara', ru: 'Бухарская область', uz: 'Buxoro viloyati' },
  { key: 'jizzakh', ru: 'Джизакская область', uz: 'Jizzax viloyati' },
  { key: 'kashkadarya', ru: 'Кашкадарьинская область', uz: 'Qashqadaryo viloyati' },
  { key: 'navoi', ru: 'Навоийская область', uz: 'Navoiy viloyati' },
  { key: 'namangan', ru: 'Наманганская область', uz: 'Namangan viloyati' },
  { key: 'samarkand', ru: 'Самаркандская область', uz: 'Samarqand viloyati' },
  { key: 'surkhandarya', ru: 'Сурхандарьинская область', uz: 'Surxondaryo viloyati' },
  { key: 'syrdarya', ru: 'Сырдарьинская область', uz: 'Sirdaryo viloyati' },
  { key: 'tashkent-region', ru: 'Ташкентская область', uz: 'Toshkent viloyati' },
  { key: 'fergana', ru: 'Ферганская область', uz: "Farg'ona viloyati" },
  { key: 'khorezm', ru: 'Хорезмская область', uz: 'Xorazm viloyati' },
];

/** Names of the 17 direction themes of the spec. */
const DIRECTION_NAMES: Record<DirectionKey, Omit<Row, 'key'>> = {
  veterans: { ru: 'Ветераны и историческая память', uz: 'Faxriylar va tarixiy xotira' },
  children: { ru: 'Дети и молодёжь', uz: 'Bolalar va yoshlar' },
  animals: { ru: 'Животные', uz: 'Hayvonlar' },
  healthcare: { ru: 'Здравоохранение и ЗОЖ', uz: "Sog'liqni saqlash va sog'lom turmush" },
  intellectual: { ru: 'Интеллектуальная помощь', uz: 'Intellektual yordam' },
  corona: { ru: 'Борьба с коронавирусом', uz: 'Koronavirusga qarshi kurash' },
  culture: { ru: 'Культура и искусство', uz: "Madaniyat va san'at" },
  disabilities: { ru: 'Люди с инвалидностью', uz: 'Nogironligi bor insonlar' },
  education: { ru: 'Образование', uz: "Ta'lim" },
  'search-missing': { ru: 'Поиск пропавших', uz: "Bedarak yo'qolganlarni qidirish" },
  humansrights: { ru: 'Права человека', uz: 'Inson huquqlari' },
  nature: { ru: 'Экология и природа', uz: 'Ekologiya va tabiat' },
  sportsevents: { ru: 'Спорт и мероприятия', uz: 'Sport va tadbirlar' },
  oldergeneration: { ru: 'Старшее поколение', uz: 'Keksa avlod' },
  urbanistics: { ru: 'Городская среда', uz: 'Shahar muhiti' },
  emergency: { ru: 'Чрезвычайные ситуации', uz: 'Favqulodda vaziyatlar' },
  othedir: { ru: 'Другое', uz: 'Boshqa' },
};

/** The directions with icon key and colour from common/ and names from above. */
export const DIRECTIONS = DIRECTION_STYLES.map((d) => ({ ...d, ...DIRECTION_NAMES[d.key] }));

/** Categories of pro bono tasks organizations publish. */
export const TASK_CATEGORIES: Row[] = [
  { key: 'design', ru: 'Дизайн и брендинг', uz: 'Dizayn va brending' },
  { key: 'it', ru: 'IT и разработка', uz: 'IT va dasturlash' },
  { key: 'marketing', ru: 'Маркетинг и PR', uz: 'Marketing va PR' },
  { key: 'smm', ru: 'SMM и социальные сети', uz: 'SMM va ijtimoiy tarmoqlar' },
  { key: 'legal', ru: 'Юридическая помощь', uz: 'Yuridik yordam' },
  { key: 'accounting', ru: 'Бухгалтерия и финансы', uz: 'Buxgalteriya va moliya' },
  { key: 'translation', ru: 'Переводы', uz: 'Tarjima' },
  { key: 'photo-video', ru: 'Фото и видео', uz: 'Foto va video' },
  { key: 'copywriting', ru: 'Тексты и копирайтинг', uz: 'Matnlar va kopirayting' },
  { key: 'strategy', ru: 'Стратегия и консалтинг', uz: 'Strategiya va konsalting' },
  { key: 'hr', ru: 'HR и подбор персонала', uz: 'HR va xodimlarni tanlash' },
  { key: 'training', ru: 'Обучение и тренинги', uz: "O'qitish va treninglar" },
  { key: 'fundraising', ru: 'Фандрайзинг', uz: 'Fandrayzing' },
  { key: 'research', ru: 'Аналитика и исследования', uz: 'Tahlil va tadqiqotlar' },
];

/** Areas of expertise a pro bono volunteer picks (up to three) at sign-up. */
export const PROBONO_DIRECTIONS: Row[] = [
  { key: 'law', ru: 'Юриспруденция', uz: 'Huquqshunoslik' },
  { key: 'finance', ru: 'Финансы и бухгалтерия', uz: 'Moliya va buxgalteriya' },
  { key: 'marketing', ru: 'Маркетинг и коммуникации', uz: 'Marketing va kommunikatsiyalar' },
  { key: 'it', ru: 'IT и цифровые технологии', uz: 'IT va raqamli texnologiyalar' },
  { key: 'design', ru: 'Дизайн', uz: 'Dizayn' },
  { key: 'medicine', ru: 'Медицина', uz: 'Tibbiyot' },
  { key: 'psychology', ru: 'Психология', uz: 'Psixologiya' },
  { key: 'mentoring', ru: 'Образование и наставничество', uz: "Ta'lim va murabbiylik" },
  { key: 'management', ru: 'Управление и стратегия', uz: 'Boshqaruv va strategiya' },
  { key: 'languages', ru: 'Переводы и языки', uz: 'Tarjima va tillar' },
  { key: 'media', ru: 'Фото, видео и медиа', uz: 'Foto, video va media' },
  { key: 'hr', ru: 'Управление персоналом', uz: 'Xodimlarni boshqarish' },
];

/** Kinds of volunteering a volunteer chooses one of. */
export const VOLUNTEER_TYPES: Row[] = [
  { key: 'event', ru: 'Событийное волонтёрство', uz: 'Tadbirlar volontyorligi' },
  { key: 'social', ru: 'Социальное волонтёрство', uz: 'Ijtimoiy volontyorlik' },
  { key: 'eco', ru: 'Экологическое волонтёрство', uz: 'Ekologik volontyorlik' },
  { key: 'probono', ru: 'Pro bono (профессиональное)', uz: 'Pro bono (professional)' },
  { key: 'online', ru: 'Онлайн-волонтёрство', uz: 'Onlayn volontyorlik' },
  { key: 'emergency', ru: 'Волонтёрство в ЧС', uz: 'Favqulodda vaziyatlarda volontyorlik' },
  { key: 'medical', ru: 'Медицинское волонтёрство', uz: 'Tibbiy volontyorlik' },
  { key: 'cultural', ru: 'Культурное волонтёрство', uz: 'Madaniy volontyorlik' },
  { key: 'sports', ru: 'Спортивное волонтёрство', uz: 'Sport volontyorligi' },
  { key: 'corporate', ru: 'Корпоративное волонтёрство', uz: 'Korporativ volontyorlik' },
];

async function insertMissing(
  sequelize: Sequelize,
  transaction: Transaction,
  table: string,
  rows: (Row & Record<string, string>)[],
  extra: string[] = [],
): Promise<number> {
  const columns = ['key', 'name_ru', 'name_uz', 'sort_order', ...extra];
  const values: unknown[] = [];
  const tuples = rows.map((row, i) => {
    const rowValues = [row.key, row.ru, row.uz, (i + 1) * 10, ...extra.map((c) => row[c])];
    const start = values.length;
    values.push(...rowValues);
    return `(${rowValues.map((_, j) => `$${start + j + 1}`).join(', ')})`;
  });
  const [, affected] = await sequelize.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (key) DO NOTHING`,
    { bind: values, transaction },
  );
  return typeof affected === 'number' ? affected : 0;
}

/** The districts of seeders/districts.ts that are missing (by key), under their regions, in the file's order. */
async function insertMissingDistricts(sequelize: Sequelize, transaction: Transaction): Promise<number> {
  const order = new Map<string, number>();
  const rows = DISTRICTS.map((d) => {
    const position = (order.get(d.regionKey) ?? 0) + 10;
    order.set(d.regionKey, position);
    return { ...d, position };
  });
  const [, affected] = await sequelize.query(
    `INSERT INTO districts (region_id, key, name_ru, name_uz, aliases, lat, lng, sort_order)
     SELECT r.id, d.key, d.ru, d.uz, d.aliases, d.lat, d.lng, d.position
       FROM jsonb_to_recordset($1::jsonb) AS d(key text, "regionKey" text, ru text, uz text, aliases text[], lat numeric, lng numeric, position int)
       JOIN regions r ON r.key = d."regionKey"
     ON CONFLICT (key) DO NOTHING`,
    { bind: [JSON.stringify(rows)], transaction },
  );
  return typeof affected === 'number' ? affected : 0;
}

/** Inserts whatever reference rows are missing; returns how many rows were added per table. */
export async function seedReference(sequelize: Sequelize): Promise<Record<string, number>> {
  return sequelize.transaction(async (transaction) => ({
    regions: await insertMissing(sequelize, transaction, 'regions', REGIONS),
    directions: await insertMissing(sequelize, transaction, 'directions', DIRECTIONS, ['icon', 'color']),
    task_categories: await insertMissing(sequelize, transaction, 'task_categories', TASK_CATEGORIES),
    probono_directions: await insertMissing(sequelize, transaction, 'probono_directions', PROBONO_DIRECTIONS),
    volunteer_types: await insertMissing(sequelize, transaction, 'volunteer_types', VOLUNTEER_TYPES),
    districts: await insertMissingDistricts(sequelize, transaction),
  }));
}
