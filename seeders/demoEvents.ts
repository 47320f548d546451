import { POINTS } from '@hashar/common';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * Demo events, series, standing visit offers, applications, verified hours and points for the
 * demo organizations and volunteers (npm run seed:demo), so every events page has something to
 * show. Idempotent: an organization that already has events gets none added.
 */

interface DemoEvent {
  ru: string;
  uz: string;
  textRu: string;
  textUz: string;
  directions: string[];
  region: string | null;
  /** Days from today (negative: past). */
  day: number;
  hours: number;
  capacity: number;
  series?: 'clean' | 'lessons';
  moderation?: 'moderation' | 'draft';
  minAge?: number;
}

const EVENTS: DemoEvent[] = [
  {
    ru: 'Субботник в парке Бабура',
    uz: 'Bobur bogʻida hashar',
    textRu: 'Уберём аллеи, покрасим скамейки и посадим цветы вместе с жителями района.',
    textUz: 'Tuman aholisi bilan xiyobonlarni tozalaymiz, oʻrindiqlarni boʻyaymiz va gul ekamiz.',
    directions: ['nature', 'urbanistics'],
    region: 'tashkent-city',
    day: 3,
    hours: 4,
    capacity: 40,
    series: 'clean',
  },
  {
    ru: 'Субботник на набережной Анхора',
    uz: 'Anhor sohilida hashar',
    textRu: 'Очистим берег канала от мусора. Перчатки и мешки выдадим на месте.',
    textUz: 'Kanal qirgʻogʻini chiqindilardan tozalaymiz. Qoʻlqop va qoplar joyida beriladi.',
    directions: ['nature'],
    region: 'tashkent-city',
    day: 10,
    hours: 3,
    capacity: 30,
    series: 'clean',
  },
  {
    ru: 'Субботник у озера Сегиз',
    uz: 'Sayilgoh koʻli boʻyida hashar',
    textRu: 'Весенняя уборка береговой линии и установка табличек.',
    textUz: 'Qirgʻoq chizigʻini bahorgi tozalash va yoʻl belgilarini oʻrnatish.',
    directions: ['nature'],
    region: 'tashkent-region',
    day: -20,
    hours: 4,
    capacity: 25,
    series: 'clean',
  },
  {
    ru: 'Уроки чтения в детском доме №21',
    uz: '21-sonli bolalar uyida oʻqish darslari',
    textRu: 'Занятия чтением и играми с детьми младшего школьного возраста.',
    textUz: 'Kichik maktab yoshidagi bolalar bilan oʻqish va oʻyin mashgʻulotlari.',
    directions: ['children', 'education'],
    region: 'samarkand',
    day: 5,
    hours: 2,
    capacity: 8,
    series: 'lessons',
    minAge: 18,
  },
  {
    ru: 'Английский для школьников Бухары',
    uz: 'Buxoro maktab oʻquvchilari uchun ingliz tili',
    textRu: 'Разговорный клуб английского языка для старшеклассников.',
    textUz: 'Yuqori sinf oʻquvchilari uchun ingliz tili suhbat klubi.',
    directions: ['education', 'intellectual'],
    region: 'bukhara',
    day: 12,
    hours: 2,
    capacity: 12,
    series: 'lessons',
  },
  {
    ru: 'Помощь приюту для животных «Верный друг»',
    uz: '«Sodiq doʻst» hayvonlar boshpanasiga yordam',
    textRu: 'Выгул собак, уборка вольеров, фотосессия для объявлений о пристройстве.',
    textUz: 'Itlarni sayr qildirish, qafaslarni tozalash, uy topish eʼlonlari uchun fotosessiya.',
    directions: ['animals'],
    region: 'tashkent-city',
    day: 2,
    hours: 3,
    capacity: 10,
  },
  {
    ru: 'Донорская акция «Капля жизни»',
    uz: '«Hayot tomchisi» donorlik aksiyasi',
    textRu: 'Волонтёры встречают доноров, помогают с анкетами и раздают чай.',
    textUz: 'Koʻngillilar donorlarni kutib oladi, anketalarni toʻldirishga yordam beradi.',
    directions: ['healthcare'],
    region: 'fergana',
    day: 7,
    hours: 5,
    capacity: 15,
    minAge: 18,
  },
  {
    ru: 'Марафон «Ташкент бежит за добро»',
    uz: '«Toshkent ezgulik uchun yuguradi» marafoni',
    textRu: 'Нужны волонтёры на пункты питания, регистрацию и финиш.',
    textUz: 'Ovqatlanish punktlari, roʻyxatga olish va marra uchun koʻngillilar kerak.',
    directions: ['sportsevents'],
    region: 'tashkent-city',
    day: 21,
    hours: 6,
    capacity: 120,
  },
  {
    ru: 'Навестим ветеранов в Намангане',
    uz: 'Namanganda faxriylarni ziyorat qilamiz',
    textRu: 'Поздравим ветеранов, поможем по хозяйству и запишем их истории.',
    textUz: 'Faxriylarni tabriklaymiz, uy ishlarida yordam beramiz va xotiralarini yozib olamiz.',
    directions: ['veterans', 'oldergeneration'],
    region: 'namangan',
    day: 9,
    hours: 3,
    capacity: 20,
  },
  {
    ru: 'Фестиваль национальной кухни в Хиве',
    uz: 'Xivada milliy taomlar festivali',
    textRu: 'Помощь гостям фестиваля, навигация и сбор отзывов.',
    textUz: 'Festival mehmonlariga yordam, yoʻl koʻrsatish va fikrlarni yigʻish.',
    directions: ['culture'],
    region: 'khorezm',
    day: 30,
    hours: 8,
    capacity: 35,
  },
  {
    ru: 'Онлайн-урок финансовой грамотности',
    uz: 'Moliyaviy savodxonlik boʻyicha onlayn dars',
    textRu: 'Проведите онлайн-занятие для студентов колледжей по личным финансам.',
    textUz: 'Kollej talabalariga shaxsiy moliya boʻyicha onlayn mashgʻulot oʻtkazing.',
    directions: ['education'],
    region: null,
    day: 4,
    hours: 2,
    capacity: 5,
  },
  {
    ru: 'Инклюзивный спортивный праздник',
    uz: 'Inklyuziv sport bayrami',
    textRu: 'Соревнования для детей с инвалидностью: нужны помощники и судьи.',
    textUz: 'Nogironligi bor bolalar uchun musobaqalar: yordamchilar va hakamlar kerak.',
    directions: ['disabilities', 'sportsevents', 'children'],
    region: 'andijan',
    day: 15,
    hours: 5,
    capacity: 30,
  },
  {
    ru: 'Посадка деревьев в Каракалпакстане',
    uz: 'Qoraqalpogʻistonda daraxt ekish',
    textRu: 'Высадим саксаул на высохшем дне Арала вместе с местными жителями.',
    textUz: 'Mahalliy aholi bilan Orolning qurigan tubiga saksovul ekamiz.',
    directions: ['nature', 'emergency'],
    region: 'karakalpakstan',
    day: 40,
    hours: 8,
    capacity: 60,
  },
  {
    ru: 'Юридическая консультация для пожилых',
    uz: 'Keksalar uchun yuridik maslahat',
    textRu: 'Юристы-волонтёры отвечают на вопросы о пенсиях и наследстве.',
    textUz: 'Koʻngilli yuristlar pensiya va meros haqidagi savollarga javob beradi.',
    directions: ['humansrights', 'oldergeneration'],
    region: 'kashkadarya',
    day: -10,
    hours: 3,
    capacity: 6,
  },
  {
    ru: 'Поиск пропавшего туриста: обучение',
    uz: 'Yoʻqolgan sayyohni qidirish: oʻquv',
    textRu: 'Тренировка поисковых групп в горах Чимгана.',
    textUz: 'Chimyon togʻlarida qidiruv guruhlari mashgʻuloti.',
    directions: ['search-missing', 'emergency'],
    region: 'tashkent-region',
    day: -5,
    hours: 6,
    capacity: 20,
  },
  {
    ru: 'Городской квест по истории Самарканда',
    uz: 'Samarqand tarixi boʻyicha shahar kvesti',
    textRu: 'Помогите провести квест для школьников по историческому центру.',
    textUz: 'Tarixiy markaz boʻylab maktab oʻquvchilari uchun kvest oʻtkazishga yordam bering.',
    directions: ['culture', 'intellectual'],
    region: 'samarkand',
    day: 18,
    hours: 4,
    capacity: 18,
  },
  {
    ru: 'Сбор тёплых вещей для Сурхандарьи',
    uz: 'Surxondaryo uchun issiq kiyimlar yigʻish',
    textRu: 'Сортировка и упаковка одежды для семей в горных кишлаках.',
    textUz: 'Togʻ qishloqlaridagi oilalar uchun kiyimlarni saralash va qadoqlash.',
    directions: ['emergency', 'othedir'],
    region: 'surkhandarya',
    day: 6,
    hours: 4,
    capacity: 25,
    moderation: 'moderation',
  },
  {
    ru: 'Мастер-класс по робототехнике',
    uz: 'Robototexnika boʻyicha mahorat darsi',
    textRu: 'Нужны наставники для команды школьников на олимпиаде по робототехнике.',
    textUz: 'Robototexnika olimpiadasida maktab jamoasi uchun murabbiylar kerak.',
    directions: ['education', 'intellectual'],
    region: 'navoi',
    day: 25,
    hours: 3,
    capacity: 6,
    moderation: 'draft',
  },
];

const VISITS = [
  {
    ru: 'Еженедельные смены в приюте «Верный друг»',
    uz: '«Sodiq doʻst» boshpanasida haftalik smenalar',
    textRu: 'Приходите по субботам: выгул, кормление, уборка. Опыт не нужен.',
    textUz: 'Shanba kunlari keling: sayr, ovqatlantirish, tozalash. Tajriba shart emas.',
    directions: ['animals'],
    region: 'tashkent-city',
  },
  {
    ru: 'Чтение вслух в доме престарелых',
    uz: 'Qariyalar uyida ovoz chiqarib oʻqish',
    textRu: 'Смены по средам: книги, беседы и настольные игры с пожилыми людьми.',
    textUz: 'Chorshanba smenalari: kitoblar, suhbatlar va stol oʻyinlari.',
    directions: ['oldergeneration'],
    region: 'samarkand',
  },
  {
    ru: 'Помощь на продовольственном складе',
    uz: 'Oziq-ovqat omborida yordam',
    textRu: 'Фасовка продуктовых наборов для малообеспеченных семей.',
    textUz: 'Kam taʼminlangan oilalar uchun oziq-ovqat toʻplamlarini qadoqlash.',
    directions: ['othedir', 'emergency'],
    region: 'fergana',
  },
];

type Ids = Record<string, number>;

async function idsByKey(sequelize: Sequelize, table: 'regions' | 'directions', t: Transaction): Promise<Ids> {
  const rows = await sequelize.query<{ id: number; key: string }>(`SELECT id, key FROM ${table}`, {
    type: QueryTypes.SELECT,
    transaction: t,
  });
  return Object.fromEntries(rows.map((r) => [r.key, r.id]));
}

/** Each demo organization account becomes the owner of an organization (sign-up does this for real accounts). */
async function ensureOrganizations(sequelize: Sequelize, t: Transaction): Promise<void> {
  await sequelize.query(
    `INSERT INTO organization_profiles (user_id, name, created_at, updated_at)
     SELECT u.id, u.name, now(), now() FROM users u
      WHERE u.email LIKE '%@demo.hashar.uz' AND u.role = 'organization'
     ON CONFLICT (user_id) DO NOTHING`,
    { transaction: t },
  );
  const orphans = await sequelize.query<{ id: number; name: string; email: string }>(
    `SELECT u.id, u.name, u.email FROM users u
      WHERE u.email LIKE '%@demo.hashar.uz' AND u.role = 'organization'
        AND NOT EXISTS (SELECT 1 FROM organization_staff s WHERE s.user_id = u.id) ORDER BY u.id`,
    { type: QueryTypes.SELECT, transaction: t },
  );
  for (const u of orphans) {
    const [org] = await sequelize.query<{ id: number }>(
      `INSERT INTO organizations (name, email, tax_number, legal_form, is_verified) VALUES ($1, $2, $3, 'ННО', true) RETURNING id`,
      { bind: [u.name, u.email, String(300000000 + u.id).slice(0, 9)], type: QueryTypes.SELECT, transaction: t },
    );
    await sequelize.query(`INSERT INTO organization_staff (organization_id, user_id, role) VALUES ($1, $2, 'owner')`, {
      bind: [org!.id, u.id],
      transaction: t,
    });
  }
}

const day = (offset: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour - 5, 0, 0, 0); // Tashkent is UTC+5
  d.setUTCDate(d.getUTCDate() + offset);
  return d;
};

/** Adds the demo events and visit offers; returns how many events were added. */
export async function seedDemoEvents(sequelize: Sequelize): Promise<number> {
  return sequelize.transaction(async (t) => {
    await ensureOrganizations(sequelize, t);
    const orgs = await sequelize.query<{ organization_id: number; user_id: number; email: string }>(
      `SELECT s.organization_id, s.user_id, u.email FROM organization_staff s JOIN users u ON u.id = s.user_id
        WHERE u.email IN ('org@demo.hashar.uz', 'ecoorg@demo.hashar.uz') ORDER BY u.email DESC`,
      { type: QueryTypes.SELECT, transaction: t },
    );
    const main = orgs.find((o) => o.email === 'org@demo.hashar.uz');
    if (!main) return 0;
    const [{ n } = { n: '0' }] = await sequelize.query<{ n: string }>(
      'SELECT count(*) AS n FROM events WHERE organization_id = ANY($1::int[])',
      { bind: [orgs.map((o) => o.organization_id)], type: QueryTypes.SELECT, transaction: t },
    );
    if (Number(n) > 0) return 0;
    const regions = await idsByKey(sequelize, 'regions', t);
    const directions = await idsByKey(sequelize, 'directions', t);
    const series: Record<string, number> = {};
    for (const [key, ru, uz] of [
      ['clean', 'Городские субботники', 'Shahar hasharlari'],
      ['lessons', 'Уроки добра', 'Ezgulik darslari'],
    ] as const) {
      const [g] = await sequelize.query<{ id: number }>(
        `INSERT INTO event_groups (organization_id, title_ru, title_uz, description_ru, description_uz) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        {
          bind: [main.organization_id, ru, uz, `Серия мероприятий «${ru}».`, `«${uz}» tadbirlar turkumi.`],
          type: QueryTypes.SELECT,
          transaction: t,
        },
      );
      series[key] = g!.id;
    }
    const sessionIds: { id: number; past: boolean; hours: number; orgId: number }[] = [];
    for (const [i, e] of EVENTS.entries()) {
      const org = orgs[i % orgs.length]!;
      const startsAt = day(e.day, 10);
      const endsAt = new Date(startsAt.getTime() + e.hours * 3600_000);
      const moderation = e.moderation ?? 'approved';
      const [ev] = await sequelize.query<{ id: number }>(
        `INSERT INTO events (organization_id, group_id, created_by, title_ru, title_uz, description_ru, description_uz, region_id, address_ru, address_uz,
                             is_online, starts_at, ends_at, capacity, min_age, moderation, submitted_at, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $17, $10, $11, $12, $13, $14, $15::text, CASE WHEN $15::text <> 'draft' THEN now() END,
                 CASE WHEN $15::text = 'approved' THEN now() - make_interval(hours => $16::int) END) RETURNING id`,
        {
          bind: [
            org.organization_id,
            e.series ? series[e.series] : null,
            org.user_id,
            e.ru,
            e.uz,
            e.textRu,
            e.textUz,
            e.region ? (regions[e.region] ?? null) : null,
            e.region ? 'Место встречи уточняется у организатора' : null,
            e.region === null,
            startsAt,
            endsAt,
            e.capacity,
            e.minAge ?? null,
            moderation,
            i,
            e.region ? 'Uchrashuv joyini tashkilotchi aniqlashtiradi' : null,
          ],
          type: QueryTypes.SELECT,
          transaction: t,
        },
      );
      await sequelize.query('INSERT INTO event_directions (event_id, direction_id) SELECT $1, unnest($2::int[])', {
        bind: [ev!.id, e.directions.map((k) => directions[k]).filter((x): x is number => x !== undefined)],
        transaction: t,
      });
      const shifts = e.capacity > 30 ? 2 : 1;
      for (let s = 0; s < shifts; s++) {
        const sStart = new Date(startsAt.getTime() + s * (e.hours / shifts) * 3600_000);
        const [row] = await sequelize.query<{ id: number }>(
          `INSERT INTO visit_sessions (event_id, title_ru, title_uz, starts_at, ends_at, capacity) VALUES ($1, $2, $6, $3, $4, $5) RETURNING id`,
          {
            bind: [
              ev!.id,
              shifts > 1 ? (s === 0 ? 'Утренняя смена' : 'Дневная смена') : null,
              sStart,
              new Date(sStart.getTime() + (e.hours / shifts) * 3600_000),
              Math.ceil(e.capacity / shifts),
              shifts > 1 ? (s === 0 ? 'Ertalabki smena' : 'Kunduzgi smena') : null,
            ],
            type: QueryTypes.SELECT,
            transaction: t,
          },
        );
        if (moderation === 'approved')
          sessionIds.push({ id: row!.id, past: e.day < 0, hours: e.hours / shifts, orgId: org.organization_id });
      }
    }
    for (const [i, v] of VISITS.entries()) {
      const org = orgs[i % orgs.length]!;
      const [vo] = await sequelize.query<{ id: number }>(
        `INSERT INTO visit_options (organization_id, created_by, title_ru, title_uz, description_ru, description_uz, region_id, address_ru, address_uz,
                                    moderation, submitted_at, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'Адрес сообщит организатор', 'Manzilni tashkilotchi xabar qiladi', 'approved', now(), now()) RETURNING id`,
        {
          bind: [org.organization_id, org.user_id, v.ru, v.uz, v.textRu, v.textUz, regions[v.region] ?? null],
          type: QueryTypes.SELECT,
          transaction: t,
        },
      );
      await sequelize.query('INSERT INTO visit_option_directions (visit_option_id, direction_id) SELECT $1, unnest($2::int[])', {
        bind: [vo!.id, v.directions.map((k) => directions[k]).filter((x): x is number => x !== undefined)],
        transaction: t,
      });
      await sequelize.query(
        `INSERT INTO visit_sessions (visit_option_id, title_ru, starts_at, ends_at, capacity)
         SELECT $1, NULL, $2::timestamptz + make_interval(days => 7 * w), $2::timestamptz + make_interval(days => 7 * w, hours => 3), 6
           FROM generate_series(0, 3) AS w`,
        { bind: [vo!.id, day(1 + i, 9)], transaction: t },
      );
    }
    await seedParticipation(sequelize, t, sessionIds);
    return EVENTS.length;
  });
}

/** The demo volunteers applied to a few events; past ones are attended with verified hours and points. */
async function seedParticipation(
  sequelize: Sequelize,
  t: Transaction,
  sessions: { id: number; past: boolean; hours: number; orgId: number }[],
): Promise<void> {
  const volunteers = await sequelize.query<{ id: number }>(
    `SELECT id FROM users WHERE email IN ('volunteer@demo.hashar.uz', 'volontyor@demo.hashar.uz', 'trainee@demo.hashar.uz') ORDER BY id`,
    { type: QueryTypes.SELECT, transaction: t },
  );
  const org = await sequelize.query<{ user_id: number }>(
    `SELECT user_id FROM organization_staff s JOIN users u ON u.id = s.user_id WHERE u.email = 'org@demo.hashar.uz'`,
    { type: QueryTypes.SELECT, transaction: t },
  );
  for (const [vi, v] of volunteers.entries()) {
    for (const [si, s] of sessions.entries()) {
      if ((si + vi) % 3 !== 0) continue;
      const state = s.past ? 'completed' : si % 2 === 0 ? 'accepted' : 'pending';
      const [app] = await sequelize.query<{ id: number }>(
        `INSERT INTO applications (user_id, session_id, state, decided_by, decided_at) VALUES ($1, $2, $3::text, $4, CASE WHEN $3::text <> 'pending' THEN now() END)
         ON CONFLICT (user_id, session_id) WHERE group_id IS NULL DO NOTHING RETURNING id`,
        { bind: [v.id, s.id, state, org[0]?.user_id ?? null], type: QueryTypes.SELECT, transaction: t },
      );
      if (!app || state !== 'completed') continue;
      const [hr] = await sequelize.query<{ id: number }>(
        `INSERT INTO hours_records (application_id, user_id, organization_id, hours, note, verified_by) VALUES ($1, $2, $3, $4, 'Спасибо за помощь!', $5) RETURNING id`,
        { bind: [app.id, v.id, s.orgId, s.hours, org[0]?.user_id ?? null], type: QueryTypes.SELECT, transaction: t },
      );
      await sequelize.query(`INSERT INTO points_ledger (user_id, delta, reason, hours_record_id) VALUES ($1, $2, 'hours', $3)`, {
        bind: [v.id, Math.round(s.hours * POINTS.perVerifiedHour), hr!.id],
        transaction: t,
      });
    }
  }
}
