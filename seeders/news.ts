import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sequelize, Transaction } from 'sequelize';
import { demoCover, demoFileName } from './covers';

/**
 * Demo news: four sections and a dozen items in Russian and Uzbek with rich bodies (headings,
 * lists, links), covers drawn by covers.ts (stored where the back office's news covers go,
 * uploads/newsCover/), tags, one item scheduled for next week. The demo moderator is made a news
 * editor. Idempotent: sections and items are keyed by their slugs (a second run adds nothing).
 */

const SECTIONS = [
  { slug: 'platform', ru: 'Новости платформы', uz: 'Platforma yangiliklari' },
  { slug: 'stories', ru: 'Истории волонтёров', uz: 'Volontyorlar hikoyalari' },
  { slug: 'announcements', ru: 'Анонсы', uz: "E'lonlar" },
  { slug: 'partners', ru: 'Партнёры', uz: 'Hamkorlar' },
] as const;

type SectionSlug = (typeof SECTIONS)[number]['slug'];

interface DemoNews {
  section: SectionSlug;
  slug: string;
  ru: string;
  uz: string;
  leadRu: string;
  leadUz: string;
  /** Paragraphs and points of the body, in each language. */
  bodyRu: [string, string[], string];
  bodyUz: [string, string[], string];
  tags: string[];
  /** Days from now (negative: already public). */
  days: number;
}

/** Uzbek names of the demo tags (news.tags_uz, by position). */
const TAGS_UZ: Record<string, string> = {
  Платформа: 'Platforma',
  Запуск: 'Ishga tushirish',
  CRM: 'CRM',
  Группы: 'Guruhlar',
  Экология: 'Ekologiya',
  Ташкент: 'Toshkent',
  Животные: 'Hayvonlar',
  Истории: 'Hikoyalar',
  'Pro bono': 'Pro bono',
  Самарканд: 'Samarqand',
  Анонс: "E'lon",
  Обучение: "O'qitish",
  Праздник: 'Bayram',
  Партнёры: 'Hamkorlar',
  Бонусы: 'Bonuslar',
  Молодёжь: 'Yoshlar',
  Наманган: 'Namangan',
};
const tagsUzOf = (tags: string[]) => tags.map((t) => TAGS_UZ[t] ?? t);

const A = (href: string, text: string) => `<a href="${href}" rel="noopener nofollow ugc" target="_blank">${text}</a>`;

const NEWS: DemoNews[] = [
  {
    section: 'platform',
    slug: 'hashar-zapushen',
    ru: 'Hashar открыт для всех волонтёров Узбекистана',
    uz: "Hashar O'zbekistonning barcha volontyorlari uchun ochiq",
    leadRu: 'Платформа объединяет волонтёров, некоммерческие организации и инициативные группы во всех 14 регионах.',
    leadUz: 'Platforma 14 ta hududdagi volontyorlar, nodavlat tashkilotlar va tashabbus guruhlarini birlashtiradi.',
    bodyRu: [
      'Сегодня мы открываем Hashar для всех: теперь найти доброе дело рядом с домом можно за пару минут.',
      ['мероприятия и смены с записью в один клик', 'проекты и pro bono задачи от НКО', 'подтверждённые часы и баллы в личном кабинете'],
      `Начните с ${A('https://hashar.uz/ru/events', 'списка мероприятий')} и заполните профиль волонтёра.`,
    ],
    bodyUz: [
      'Bugun biz Hasharni hamma uchun ochamiz: endi uyingiz yonidagi xayrli ishni bir necha daqiqada topish mumkin.',
      [
        "bir bosishda yozilish mumkin bo'lgan tadbirlar va smenalar",
        'NNTlarning loyihalari va pro bono vazifalari',
        'shaxsiy kabinetda tasdiqlangan soatlar va ballar',
      ],
      `${A('https://hashar.uz/uz/events', "Tadbirlar ro'yxati")}dan boshlang va volontyor profilingizni to'ldiring.`,
    ],
    tags: ['Платформа', 'Запуск'],
    days: -30,
  },
  {
    section: 'platform',
    slug: 'podtverzhdenie-chasov',
    ru: 'Организаторы теперь подтверждают часы прямо из CRM',
    uz: 'Tashkilotchilar endi soatlarni bevosita CRM orqali tasdiqlaydi',
    leadRu: 'Часы волонтёра подтверждаются после мероприятия, а баллы начисляются автоматически.',
    leadUz: 'Volontyor soatlari tadbirdan keyin tasdiqlanadi, ballar esa avtomatik hisoblanadi.',
    bodyRu: [
      'Мы обновили кабинет организации: заявки, смены и подтверждение часов собраны на одной странице.',
      ['массовое принятие заявок', 'отметка присутствия по списку', '10 баллов за каждый подтверждённый час'],
      'Подтверждённые часы видны в профиле волонтёра и учитываются в рейтинге.',
    ],
    bodyUz: [
      'Tashkilot kabinetini yangiladik: arizalar, smenalar va soatlarni tasdiqlash bitta sahifada jamlandi.',
      ['arizalarni ommaviy qabul qilish', "ro'yxat bo'yicha ishtirokni belgilash", 'har bir tasdiqlangan soat uchun 10 ball'],
      "Tasdiqlangan soatlar volontyor profilida ko'rinadi va reytingda hisobga olinadi.",
    ],
    tags: ['Платформа', 'CRM'],
    days: -21,
  },
  {
    section: 'platform',
    slug: 'initsiativnye-gruppy',
    ru: 'Инициативные группы: объединяйтесь с друзьями',
    uz: "Tashabbus guruhlari: do'stlaringiz bilan birlashing",
    leadRu: 'Создайте группу, пригласите друзей и записывайтесь на смены командой.',
    leadUz: "Guruh tuzing, do'stlaringizni taklif qiling va smenalarga jamoa bo'lib yoziling.",
    bodyRu: [
      'Волонтёры давно помогают вместе — теперь у таких команд есть своя страница на Hashar.',
      ['руководитель и соруководители', 'общие проекты и задачи', 'запись команды на смену мероприятия'],
      'Группа становится видна всем после проверки модератором.',
    ],
    bodyUz: [
      "Volontyorlar azaldan birga yordam beradi — endi bunday jamoalarning Hasharda o'z sahifasi bor.",
      ['rahbar va hamrahbarlar', 'umumiy loyihalar va vazifalar', 'jamoani tadbir smenasiga yozish'],
      "Guruh moderator tekshiruvidan so'ng hammaga ko'rinadi.",
    ],
    tags: ['Платформа', 'Группы'],
    days: -12,
  },
  {
    section: 'stories',
    slug: 'subbotnik-na-ankhore',
    ru: 'Как 60 волонтёров за утро очистили берег Анхора',
    uz: "60 nafar volontyor bir ertalabda Anhor qirg'og'ini qanday tozaladi",
    leadRu: 'Студенты, семьи и сотрудники компаний собрали больше двух тонн мусора.',
    leadUz: "Talabalar, oilalar va kompaniya xodimlari ikki tonnadan ortiq chiqindi yig'di.",
    bodyRu: [
      'Субботник начался в восемь утра у моста на Навои. К полудню берег было не узнать.',
      ['2,3 тонны мусора', '180 мешков вторсырья', '40 высаженных саженцев'],
      'Спасибо всем, кто пришёл! Следующая акция — в апреле.',
    ],
    bodyUz: [
      "Hashar ertalab soat sakkizda Navoiy ko'prigi yonida boshlandi. Tushgacha qirg'oqni tanib bo'lmasdi.",
      ['2,3 tonna chiqindi', '180 qop qayta ishlanadigan xomashyo', "40 ta ko'chat ekildi"],
      'Kelgan har bir kishiga rahmat! Keyingi aksiya — aprelda.',
    ],
    tags: ['Экология', 'Ташкент'],
    days: -18,
  },
  {
    section: 'stories',
    slug: 'dilnoza-i-priyut',
    ru: 'Дилноза: «Каждую субботу я гуляю с собаками из приюта»',
    uz: 'Dilnoza: «Har shanba boshpanadagi itlarni sayr qildiraman»',
    leadRu: 'История волонтёра, которая нашла дело по душе через раздел «Моё посещение».',
    leadUz: "«Mening tashrifim» bo'limi orqali ko'ngildagi ishni topgan volontyor hikoyasi.",
    bodyRu: [
      'Год назад Дилноза впервые записалась на смену в приюте — и осталась.',
      ['выгул и социализация собак', 'фотографии для объявлений о пристройстве', 'сбор корма среди соседей'],
      'За год двенадцать её подопечных нашли дом.',
    ],
    bodyUz: [
      'Bir yil oldin Dilnoza birinchi marta boshpanadagi smenaga yozildi — va qoldi.',
      ['itlarni sayr qildirish va ijtimoiylashtirish', "uy topish e'lonlari uchun suratlar", "qo'shnilar orasida yem yig'ish"],
      "Bir yilda uning o'n ikkita qaramog'idagisi uy topdi.",
    ],
    tags: ['Животные', 'Истории'],
    days: -9,
  },
  {
    section: 'stories',
    slug: 'probono-dizayn',
    ru: 'Pro bono: дизайнер сделал сайт для фонда за две недели',
    uz: 'Pro bono: dizayner jamg‘arma uchun ikki haftada sayt yaratdi',
    leadRu: 'Тимур откликнулся на задачу в каталоге pro bono и помог фонду собрать первые пожертвования онлайн.',
    leadUz: "Temur pro bono katalogidagi vazifaga javob berdi va jamg'armaga birinchi onlayn xayriyalarni yig'ishga yordam berdi.",
    bodyRu: [
      'Задача была простой: понятный сайт с формой пожертвования и отчётами.',
      ['прототип за три дня', 'две итерации с командой фонда', 'запуск и обучение сотрудников'],
      'Ищете, где применить профессиональные навыки? Загляните в раздел задач.',
    ],
    bodyUz: [
      "Vazifa oddiy edi: xayriya shakli va hisobotlari bo'lgan tushunarli sayt.",
      ['uch kunda prototip', "jamg'arma jamoasi bilan ikki bosqich", "ishga tushirish va xodimlarni o'qitish"],
      "Kasbiy ko'nikmalaringizni qayerda qo'llashni izlayapsizmi? Vazifalar bo'limiga qarang.",
    ],
    tags: ['Pro bono', 'Истории'],
    days: -5,
  },
  {
    section: 'announcements',
    slug: 'marafon-dobryh-del',
    ru: 'Марафон добрых дел в Самарканде: запись открыта',
    uz: 'Samarqandda xayrli ishlar marafoni: yozilish ochiq',
    leadRu: 'Три дня, двадцать площадок и сотни волонтёров — присоединяйтесь.',
    leadUz: "Uch kun, yigirma maydon va yuzlab volontyorlar — qo'shiling.",
    bodyRu: [
      'Марафон пройдёт на площадках города: от библиотек до парков.',
      ['уборка и озеленение', 'мастер-классы для детей', 'помощь пожилым людям'],
      'Выберите смену в разделе мероприятий и приходите с друзьями.',
    ],
    bodyUz: [
      "Marafon shahar maydonlarida o'tadi: kutubxonalardan bog'largacha.",
      ["tozalash va ko'kalamzorlashtirish", 'bolalar uchun mahorat darslari', 'keksalarga yordam'],
      "Tadbirlar bo'limida smenani tanlang va do'stlaringiz bilan keling.",
    ],
    tags: ['Самарканд', 'Анонс'],
    days: -3,
  },
  {
    section: 'announcements',
    slug: 'shkola-volontyora',
    ru: 'Школа волонтёра: бесплатные вебинары каждую среду',
    uz: 'Volontyor maktabi: har chorshanba bepul vebinarlar',
    leadRu: 'Первая помощь, работа с детьми, безопасность на акциях — учимся вместе.',
    leadUz: "Birinchi yordam, bolalar bilan ishlash, aksiyalarda xavfsizlik — birga o'rganamiz.",
    bodyRu: [
      'Вебинары ведут специалисты партнёрских организаций.',
      ['первая помощь', 'волонтёрство с детьми', 'безопасность и охрана труда'],
      `Расписание и ссылки — на ${A('https://hashar.uz/ru/burger/instruction', 'странице инструкций')}.`,
    ],
    bodyUz: [
      'Vebinarlarni hamkor tashkilotlar mutaxassislari olib boradi.',
      ['birinchi yordam', 'bolalar bilan volontyorlik', 'xavfsizlik va mehnat muhofazasi'],
      `Jadval va havolalar — ${A('https://hashar.uz/uz/burger/instruction', "yo'riqnoma sahifasida")}.`,
    ],
    tags: ['Обучение', 'Анонс'],
    days: -1,
  },
  {
    section: 'announcements',
    slug: 'den-volontyora',
    ru: 'День волонтёра: праздник на площади Мустакиллик',
    uz: 'Volontyorlar kuni: Mustaqillik maydonida bayram',
    leadRu: 'Награждение лучших волонтёров года, ярмарка НКО и концерт.',
    leadUz: 'Yilning eng yaxshi volontyorlarini taqdirlash, NNT yarmarkasi va konsert.',
    bodyRu: [
      'Пятого декабря собираемся, чтобы сказать спасибо всем, кто помогает.',
      ['награждение по итогам года', 'ярмарка некоммерческих организаций', 'концерт и фотозона'],
      'Вход свободный, регистрация на платформе.',
    ],
    bodyUz: [
      "Besh dekabrda yordam beradigan har bir kishiga rahmat aytish uchun yig'ilamiz.",
      ['yil yakunlari bo‘yicha taqdirlash', 'nodavlat tashkilotlar yarmarkasi', 'konsert va fotozona'],
      "Kirish bepul, platformada ro'yxatdan o'ting.",
    ],
    tags: ['Праздник', 'Анонс'],
    // Scheduled: public from next week.
    days: 7,
  },
  {
    section: 'partners',
    slug: 'silk-road-tech-bonusy',
    ru: 'Silk Road Tech дарит бонусы за подтверждённые часы',
    uz: 'Silk Road Tech tasdiqlangan soatlar uchun bonuslar beradi',
    leadRu: 'Баллы можно обменять на курсы программирования и технику.',
    leadUz: 'Ballarni dasturlash kurslari va texnikaga almashtirish mumkin.',
    bodyRu: [
      'Компания стала первым партнёром программы бонусов Hashar.',
      ['онлайн-курсы', 'наушники и powerbank', 'стажировка в команде'],
      'Список бонусов обновляется каждый месяц.',
    ],
    bodyUz: [
      "Kompaniya Hashar bonus dasturining birinchi hamkori bo'ldi.",
      ['onlayn kurslar', 'quloqchinlar va powerbank', 'jamoada amaliyot'],
      "Bonuslar ro'yxati har oy yangilanadi.",
    ],
    tags: ['Партнёры', 'Бонусы'],
    days: -15,
  },
  {
    section: 'partners',
    slug: 'unicef-i-hashar',
    ru: 'ЮНИСЕФ и Hashar запускают программу для молодёжи',
    uz: 'UNICEF va Hashar yoshlar uchun dastur boshlaydi',
    leadRu: 'Молодые волонтёры из регионов получат наставников и гранты на свои проекты.',
    leadUz: "Hududlardagi yosh volontyorlar murabbiylar va o'z loyihalari uchun grantlar oladi.",
    bodyRu: [
      'Программа рассчитана на год и охватит все регионы страны.',
      ['наставничество', 'мини-гранты на проекты', 'обучение управлению проектами'],
      `Подробнее — на ${A('https://www.unicef.org/uzbekistan', 'сайте ЮНИСЕФ')}.`,
    ],
    bodyUz: [
      "Dastur bir yilga mo'ljallangan va mamlakatning barcha hududlarini qamrab oladi.",
      ['murabbiylik', 'loyihalar uchun mini-grantlar', "loyiha boshqaruvini o'rganish"],
      `Batafsil — ${A('https://www.unicef.org/uzbekistan', 'UNICEF saytida')}.`,
    ],
    tags: ['Партнёры', 'Молодёжь'],
    days: -7,
  },
  {
    section: 'partners',
    slug: 'yashil-vodiy-sazhentsy',
    ru: '«Яшил водий» передал волонтёрам 500 саженцев',
    uz: '«Yashil Vodiy» volontyorlarga 500 ta ko‘chat topshirdi',
    leadRu: 'Саженцы высадят в Намангане в рамках весенней акции.',
    leadUz: "Ko'chatlar bahorgi aksiya doirasida Namanganda ekiladi.",
    bodyRu: [
      'Экологическое общество из Намангана поддержало акцию по озеленению.',
      ['300 саженцев тополя', '200 саженцев урюка', 'инструмент и полив'],
      'Записаться можно на странице мероприятия.',
    ],
    bodyUz: [
      "Namanganlik ekologik jamiyat ko'kalamzorlashtirish aksiyasini qo'llab-quvvatladi.",
      ["300 ta terak ko'chati", "200 ta o'rik ko'chati", "asboblar va sug'orish"],
      'Tadbir sahifasida yozilishingiz mumkin.',
    ],
    tags: ['Экология', 'Наманган'],
    days: -2,
  },
];

/** A body as the one editor makes it: a lead paragraph, a heading, a list and a closing paragraph. */
const bodyOf = ([intro, points, outro]: [string, string[], string], heading: string) =>
  `<p>${intro}</p><h2>${heading}</h2><ul>${points.map((p) => `<li><p>${p}</p></li>`).join('')}</ul><p>${outro}</p>`;

/** Writes the cover under uploads/newsCover and records it as an attached upload of the author. */
async function cover(sequelize: Sequelize, t: Transaction, uploads: string, seed: number, slug: string, authorId: number | null) {
  const data = demoCover(seed % 3 === 0 ? 'project' : seed % 3 === 1 ? 'task' : 'vacancy', seed + 11, 800, 450);
  const key = `newsCover/${demoFileName(`news:${slug}`, 'png')}`;
  await fs.mkdir(path.join(uploads, 'newsCover'), { recursive: true });
  await fs.writeFile(path.join(uploads, key), data, { mode: 0o644 });
  if (authorId !== null) {
    await sequelize.query(
      `INSERT INTO uploads (key, owner_id, kind, mime, bytes, attached_at) VALUES ($1, $2, 'newsCover', 'image/png', $3, now())
       ON CONFLICT (key) DO NOTHING`,
      { bind: [key, authorId, data.length], transaction: t },
    );
  }
  return `/uploads/${key}`;
}

/** Adds the demo sections and news that are missing; returns how many of each were added. */
export async function seedDemoNews(sequelize: Sequelize, opts: { uploadsDir: string }): Promise<{ sections: number; news: number }> {
  return sequelize.transaction(async (t) => {
    const [, sections] = await sequelize.query(
      `INSERT INTO news_sections (slug, name_ru, name_uz, sort_order)
       VALUES ${SECTIONS.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}, ${i + 1})`).join(', ')}
       ON CONFLICT (slug) DO NOTHING`,
      { bind: SECTIONS.flatMap((s) => [s.slug, s.ru, s.uz]), transaction: t },
    );
    // The demo moderator also writes the news.
    const [[editor]] = (await sequelize.query(
      `UPDATE users SET is_news_editor = true WHERE email = 'moderator@demo.hashar.uz' RETURNING id`,
      { transaction: t },
    )) as unknown as [{ id: number }[]];
    const [[admin]] = (await sequelize.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`, {
      transaction: t,
    })) as unknown as [{ id: number }[]];
    const authorId = editor?.id ?? admin?.id ?? null;
    let added = 0;
    for (const [index, n] of NEWS.entries()) {
      const [[exists]] = (await sequelize.query(
        'SELECT 1 AS x FROM news n JOIN news_sections s ON s.id = n.section_id WHERE s.slug = $1 AND n.slug = $2',
        { bind: [n.section, n.slug], transaction: t },
      )) as unknown as [object[]];
      if (exists) {
        // Databases seeded before the Uzbek tag names: give them now.
        await sequelize.query(
          `UPDATE news SET tags_uz = $3::varchar(40)[] WHERE tags_uz = '{}' AND slug = $2 AND section_id = (SELECT id FROM news_sections WHERE slug = $1)`,
          { bind: [n.section, n.slug, tagsUzOf(n.tags)], transaction: t },
        );
        continue;
      }
      const coverUrl = await cover(sequelize, t, opts.uploadsDir, index, n.slug, authorId);
      await sequelize.query(
        `INSERT INTO news (section_id, slug, title_ru, title_uz, lead_ru, lead_uz, body_ru, body_uz, cover, tags, published_at, author_id, tags_uz)
         VALUES ((SELECT id FROM news_sections WHERE slug = $1), $2, $3, $4, $5, $6, $7, $8, $9, $10::varchar(40)[],
                 date_trunc('hour', now()) + make_interval(days => $11), $12, $13::varchar(40)[])`,
        {
          bind: [
            n.section,
            n.slug,
            n.ru,
            n.uz,
            n.leadRu,
            n.leadUz,
            bodyOf(n.bodyRu, 'Главное'),
            bodyOf(n.bodyUz, 'Asosiysi'),
            coverUrl,
            n.tags,
            n.days,
            authorId,
            tagsUzOf(n.tags),
          ],
          transaction: t,
        },
      );
      added += 1;
    }
    return { sections: typeof sections === 'number' ? sections : 0, news: added };
  });
}
