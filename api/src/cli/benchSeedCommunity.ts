import { exec } from '../lists';
import { fillDirections, hashPick, idsOf, latin, maxId, REGION_OF_I, REGIONS, type FillContext } from './benchSeedActivities';

/**
 * The benchmark's directories and content (benchSeed.ts calls these): organizations,
 * volunteers, initiative groups, news and publications, `missing` rows each in a few
 * INSERT … SELECT generate_series, shown to the public for the most part, across every region
 * and direction.
 */

/** SQL: word i (1-based, wrapping) of the text array bound as `$n`. */
const word = (n: number, of = 'i') => `($${n}::text[])[1 + (${of}) % array_length($${n}::text[], 1)]`;

const ORG_KINDS = ['Фонд', 'Ассоциация', 'Центр', 'Клуб', 'Союз', 'Общество'];
const ORG_NAMES = [
  'Мехр',
  'Надежда',
  'Зелёный мир',
  'Доброе сердце',
  'Умид',
  'Свет',
  'Опора',
  'Шифо',
  'Ёшлар',
  'Равнак',
  'Сахий',
  'Истиклол',
];

/** Organizations: three in four verified, every ninth nationwide, every fourth also in a second region. */
export async function fillOrganizations(c: FillContext, missing: number): Promise<void> {
  const before = await maxId(c, 'organizations');
  await exec(
    c.sequelize,
    `INSERT INTO organizations (name, legal_form, is_verified, verification, region_id, geography, about_ru, about_uz,
                                registration_date, employees_count, volunteers_count, search_text, created_at, updated_at)
     SELECT ${word(2)} || ' «' || ${word(3, 'i / 6')} || '» №' || i, 'ННО', i % 4 <> 0,
            CASE WHEN i % 4 <> 0 THEN 'verified' ELSE 'none' END, ${REGION_OF_I},
            CASE WHEN i % 9 = 0 THEN 'national' WHEN i % 3 = 0 THEN 'regional' ELSE 'local' END,
            'О нас ' || i, 'Biz haqimizda ' || i, current_date - (i % 5000), 1 + i % 40, i % 500,
            ${word(4)} || ' ' || ${word(5, 'i / 6')} || ' ' || i, now() - make_interval(mins => i * 3), now()
       FROM generate_series(1, $1::int) AS i CROSS JOIN ${REGIONS}`,
    [missing, ORG_KINDS, ORG_NAMES, latin(ORG_KINDS), latin(ORG_NAMES)],
    c.t,
  );
  await exec(
    c.sequelize,
    `INSERT INTO organization_regions (organization_id, region_id)
     SELECT o.id, ${hashPick('r.ids', 'o.id + 1')} FROM organizations o CROSS JOIN ${REGIONS}
      WHERE o.id > $1 AND o.id % 4 = 0 ON CONFLICT DO NOTHING`,
    [before],
    c.t,
  );
  await fillDirections(c, 'organizations', 'organization_directions', 'organization_id', 'a.id > $1', [before]);
}

/** Men's and women's names in turn (an odd index is a woman's); surnames in their men's form. */
const FIRST_NAMES = ['Азиз', 'Дилноза', 'Бекзод', 'Малика', 'Шохрух', 'Нигора', 'Жасур', 'Севара', 'Тимур', 'Гулнора', 'Рустам', 'Камила'];
const LAST_NAMES = ['Каримов', 'Юсупов', 'Рахимов', 'Ахмедов', 'Исмоилов', 'Турсунов', 'Алиев', 'Назаров', 'Саидов', 'Хасанов'];
const SKILLS = ['дизайн', 'первая помощь', 'фото', 'английский', 'вождение', 'SMM', 'преподавание', 'программирование', 'музыка', 'спорт'];

/**
 * Volunteers: users with a profile, four in five listed in the directory (a few inactive or
 * blocked), two skills each, verified hours from 0 to 400 (the profile's counter, written
 * directly: the benchmark has no hours records to sum).
 */
export async function fillVolunteers(c: FillContext, missing: number, passwordHash: string): Promise<void> {
  const before = await maxId(c, 'users');
  await exec(
    c.sequelize,
    `WITH made AS (
       INSERT INTO users (email, password_hash, role, name, is_active, is_verified, is_blocked, locale, region_id, created_at, updated_at)
       SELECT 'volon-' || ($2::int + i) || '@bench.hashar.uz', $3, 'volon',
              ${word(4)} || ' ' || ${word(5, 'i / 12')} || CASE WHEN i % 2 = 1 THEN 'а' ELSE '' END,
              i % 50 <> 7, i % 3 = 0, i % 97 = 0, CASE WHEN i % 4 = 0 THEN 'uz' ELSE 'ru' END, ${REGION_OF_I},
              now() - make_interval(mins => i * 5), now()
         FROM generate_series(1, $1::int) AS i CROSS JOIN ${REGIONS}
       ON CONFLICT (email) DO NOTHING RETURNING id, name)
     INSERT INTO volunteer_profiles (user_id, first_name, last_name, is_listed, skills, languages, about, created_at, updated_at)
     SELECT id, split_part(name, ' ', 1), split_part(name, ' ', 2), id % 5 <> 0,
            ARRAY[${word(6, 'id')}, ${word(6, 'id / 10 + 3')}]::varchar(60)[], ARRAY['ru', 'uz']::varchar(60)[],
            'Волонтёр ' || id, now(), now()
       FROM made`,
    [missing, before, passwordHash, FIRST_NAMES, LAST_NAMES, SKILLS],
    c.t,
  );
  await exec(
    c.sequelize,
    `UPDATE volunteer_profiles SET verified_hours = CASE WHEN user_id % 10 < 3 THEN 0 ELSE (user_id * 37) % 400 + (user_id % 4) * 0.25 END
      WHERE user_id > $1`,
    [before],
    c.t,
  );
  await fillDirections(c, 'users', 'volunteer_directions', 'user_id', `a.id > $1 AND a.role = 'volon'`, [before]);
}

const GROUP_NAMES = [
  'Зелёный двор',
  'Добрые соседи',
  'Чистый арык',
  'Книжный клуб',
  'Забота о старших',
  'Молодёжь махалли',
  'Друзья животных',
  'Эко-патруль',
  'Донорский клуб',
  'Юные медики',
];
const GROUP_NAMES_UZ = [
  'Yashil hovli',
  'Mehribon qoʻshnilar',
  'Toza ariq',
  'Kitob klubi',
  'Keksalarga gʻamxoʻrlik',
  'Mahalla yoshlari',
  'Hayvonlar doʻstlari',
  'Eko-patrul',
  'Donorlar klubi',
  'Yosh shifokorlar',
];

/**
 * Initiative groups of the first thousand volunteers: every tenth awaits moderation, every fiftieth
 * is suspended; a leader and up to four members each.
 */
export async function fillGroups(c: FillContext, missing: number): Promise<void> {
  const before = await maxId(c, 'initiative_groups');
  const volunteers = idsOf(`users WHERE role = 'volon'`, 'v');
  await exec(
    c.sequelize,
    `INSERT INTO initiative_groups (name_ru, name_uz, description_ru, description_uz, goals_ru, region_id, founded_on, created_by,
                                    moderation, submitted_at, published_at, suspended_at, search_text, created_at, updated_at)
     SELECT ${word(2)} || ' №' || i, ${word(3)} || ' ' || i, 'Описание группы ' || i, 'Guruh tavsifi ' || i, 'Цели ' || i, ${REGION_OF_I},
            current_date - (i % 3000), v.ids[1 + i % array_length(v.ids, 1)], CASE WHEN i % 10 = 5 THEN 'moderation' ELSE 'approved' END,
            now(), CASE WHEN i % 10 = 5 THEN NULL ELSE now() - make_interval(mins => i) END, CASE WHEN i % 50 = 0 THEN now() END,
            ${word(4)} || ' ' || ${word(5)} || ' ' || i, now() - make_interval(mins => i), now()
       FROM generate_series(1, $1::int) AS i CROSS JOIN ${REGIONS} CROSS JOIN ${volunteers}`,
    [missing, GROUP_NAMES, GROUP_NAMES_UZ, latin(GROUP_NAMES), latin(GROUP_NAMES_UZ)],
    c.t,
  );
  await exec(
    c.sequelize,
    `INSERT INTO initiative_group_members (group_id, user_id, role)
     SELECT g.id, g.created_by, 'leader' FROM initiative_groups g WHERE g.id > $1 AND g.created_by IS NOT NULL
     UNION ALL
     SELECT g.id, v.ids[1 + (g.id * 7 + k) % array_length(v.ids, 1)], 'member'
       FROM initiative_groups g CROSS JOIN ${volunteers} CROSS JOIN generate_series(1, 4) k WHERE g.id > $1 AND k <= g.id % 5
     ON CONFLICT DO NOTHING`,
    [before],
    c.t,
  );
  await fillDirections(c, 'initiative_groups', 'initiative_group_directions', 'group_id', 'a.id > $1', [before]);
}

const NEWS_TITLES = [
  'Итоги месяца',
  'Новая функция',
  'Волонтёр года',
  'Анонс форума',
  'Партнёрство',
  'Отчёт о марафоне',
  'Интервью',
  'Обновление правил',
];
const NEWS_TITLES_UZ = [
  'Oy yakunlari',
  'Yangi imkoniyat',
  'Yil volontyori',
  'Forum eʼloni',
  'Hamkorlik',
  'Marafon hisoboti',
  'Intervyu',
  'Qoidalar yangilanishi',
];

/** News in three sections of their own: published over the past, every fiftieth a draft, every fiftieth scheduled. */
export async function fillNews(c: FillContext, missing: number): Promise<void> {
  await exec(
    c.sequelize,
    `INSERT INTO news_sections (slug, name_ru, name_uz, sort_order)
     VALUES ('bench-platform', 'Платформа', 'Platforma', 100), ('bench-stories', 'Истории', 'Hikoyalar', 101),
            ('bench-events', 'События', 'Tadbirlar', 102)
     ON CONFLICT (slug) DO NOTHING`,
    [],
    c.t,
  );
  const before = await maxId(c, 'news');
  await exec(
    c.sequelize,
    `INSERT INTO news (section_id, slug, title_ru, title_uz, lead_ru, lead_uz, body_ru, body_uz, tags, published_at, search_text)
     SELECT s.ids[1 + i % array_length(s.ids, 1)], 'bench-' || ($2::int + i), ${word(3)} || ' №' || i, ${word(4)} || ' ' || i,
            'Кратко о главном ' || i, 'Qisqacha ' || i, '<p>Текст новости ' || i || '</p>', '<p>Yangilik matni ' || i || '</p>',
            ARRAY[(ARRAY['платформа', 'волонтёры', 'итоги', 'партнёры'])[1 + i % 4]]::varchar(40)[],
            CASE WHEN i % 50 = 0 THEN NULL WHEN i % 50 = 1 THEN now() + make_interval(days => 1 + i % 30)
                 ELSE now() - make_interval(mins => i * 7) END,
            ${word(5)} || ' ' || ${word(6)} || ' ' || i
       FROM generate_series(1, $1::int) AS i
       CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM news_sections WHERE slug LIKE 'bench-%') s`,
    [missing, before, NEWS_TITLES, NEWS_TITLES_UZ, latin(NEWS_TITLES), latin(NEWS_TITLES_UZ)],
    c.t,
  );
}

const POST_TITLES = ['Как мы убирали парк', 'Спасибо волонтёрам', 'Наш первый год', 'День донора', 'Помощь приюту', 'Зимняя акция'];
const POST_TITLES_UZ = [
  'Bogʻni qanday tozaladik',
  'Volontyorlarga rahmat',
  'Birinchi yilimiz',
  'Donor kuni',
  'Boshpanaga yordam',
  'Qishki aksiya',
];

/**
 * Publications: stories, every seventh a missing person's notice and every seventh a missing pet's
 * (most active); owned by organizations, volunteers (two in ten) and active groups (one in ten).
 */
export async function fillPublications(c: FillContext, missing: number): Promise<void> {
  const groups = idsOf('initiative_groups WHERE status > 0', 'g');
  const volunteers = idsOf(`users WHERE role = 'volon'`, 'v');
  await exec(
    c.sequelize,
    `INSERT INTO publications (kind, organization_id, owner_user_id, owner_group_id, created_by, title_ru, title_uz, body_ru, body_uz,
                               region_id, tags, subject, last_seen_place, last_seen_at, contacts, notice_state, state_changed_at,
                               moderation, submitted_at, published_at, search_text)
     SELECT k.kind, CASE WHEN k.owner = 'org' THEN o.ids[1 + i % array_length(o.ids, 1)] END,
            CASE WHEN k.owner = 'user' THEN v.ids[1 + i % array_length(v.ids, 1)] END,
            CASE WHEN k.owner = 'group' THEN g.ids[1 + i % array_length(g.ids, 1)] END, $2::int,
            ${word(3)} || ' №' || i, ${word(4)} || ' ' || i, '<p>Рассказ ' || i || '</p>', '<p>Hikoya ' || i || '</p>', ${REGION_OF_I},
            ARRAY[(ARRAY['истории', 'добро', 'помощь'])[1 + i % 3]]::varchar(40)[],
            CASE WHEN k.kind <> 'story' THEN 'Приметы ' || i END, CASE WHEN k.kind <> 'story' THEN 'У рынка ' || i END,
            CASE WHEN k.kind <> 'story' THEN now() - make_interval(days => i % 60) END,
            CASE WHEN k.kind <> 'story' THEN '+998 90 000 00 00' END,
            CASE WHEN k.kind = 'story' THEN NULL WHEN i / 7 % 5 = 0 THEN 'found' WHEN i / 7 % 5 = 1 THEN 'closed' ELSE 'active' END,
            CASE WHEN k.kind <> 'story' THEN now() END, CASE WHEN i % 10 = 5 THEN 'moderation' ELSE 'approved' END, now(),
            CASE WHEN i % 10 = 5 THEN NULL ELSE now() - make_interval(mins => i * 2) END, ${word(5)} || ' ' || ${word(6)} || ' ' || i
       FROM generate_series(1, $1::int) AS i CROSS JOIN ${REGIONS}
       CROSS JOIN ${idsOf('organizations', 'o')} CROSS JOIN ${volunteers} CROSS JOIN ${groups}
       CROSS JOIN LATERAL (SELECT CASE i % 7 WHEN 0 THEN 'missing_person' WHEN 1 THEN 'missing_pet' ELSE 'story' END AS kind,
                                  CASE WHEN i % 10 IN (6, 7) THEN 'user' WHEN i % 10 = 8 AND g.ids IS NOT NULL THEN 'group'
                                       ELSE 'org' END AS owner) k`,
    [missing, c.user, POST_TITLES, POST_TITLES_UZ, latin(POST_TITLES), latin(POST_TITLES_UZ)],
    c.t,
  );
}

const COURSE_TITLES = ['Первые шаги волонтёра', 'Основы первой помощи', 'Работа с детьми', 'Экоакции', 'Донорство', 'Волонтёр в больнице'];
const COURSE_TITLES_UZ = [
  'Volontyorning ilk qadamlari',
  'Birinchi yordam asoslari',
  'Bolalar bilan ishlash',
  'Ekoaksiyalar',
  'Donorlik',
  'Kasalxonada volontyor',
];

/**
 * The academy's courses: by the platform (one in three), organizations and active groups; every
 * tenth waiting for moderation, every twentieth unlisted, levels in turn; a direction each, every
 * third a second one (search_text from the titles and summaries: the directions' names are left
 * out of the benchmark's rows, their trigger off while they are added).
 */
export async function fillCourses(c: FillContext, missing: number): Promise<void> {
  const before = await maxId(c, 'courses');
  await exec(
    c.sequelize,
    `INSERT INTO courses (slug, organization_id, owner_group_id, title_ru, title_uz, summary_ru, summary_uz, body_ru, level, estimated_minutes,
                          is_listed, pass_mark, attempts_per_day, moderation, submitted_at, published_at, created_at)
     SELECT 'bench-' || ($2::int + i), CASE WHEN i % 3 = 1 THEN o.ids[1 + i % array_length(o.ids, 1)] END,
            CASE WHEN i % 3 = 2 THEN g.ids[1 + i % array_length(g.ids, 1)] END,
            ${word(3)} || ' №' || i, ${word(4)} || ' ' || i, 'Кратко о курсе ' || i, 'Kurs haqida ' || i, '<p>Курс ' || i || '</p>',
            (ARRAY['beginner', 'intermediate', 'advanced'])[1 + i % 3], 10 + i % 120, i % 20 <> 7, 70, 3,
            CASE WHEN i % 10 = 5 THEN 'moderation' ELSE 'approved' END, now(),
            CASE WHEN i % 10 = 5 THEN NULL ELSE now() - make_interval(mins => i * 3) END, now()
       FROM generate_series(1, $1::int) AS i CROSS JOIN ${idsOf('organizations', 'o')} CROSS JOIN ${idsOf('initiative_groups WHERE status > 0', 'g')}`,
    [missing, before, COURSE_TITLES, COURSE_TITLES_UZ],
    c.t,
  );
  await exec(c.sequelize, 'ALTER TABLE course_directions DISABLE TRIGGER course_directions_search_text', [], c.t);
  await fillDirections(c, 'courses', 'course_directions', 'course_id', 'a.id > $1', [before]);
  await exec(c.sequelize, 'ALTER TABLE course_directions ENABLE TRIGGER course_directions_search_text', [], c.t);
}
