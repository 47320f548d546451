import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { POINTS } from '@hashar/common';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { demoCover, demoFileName, type CoverMotif } from '../covers';
import type { ProjectFields, Texts as DemoTexts } from '../demoActivities';
import type { PeopleSeeder } from '../demoPeople';

/**
 * Demo initiative groups (npm run seed:demo): six groups of the demo volunteers in
 * Russian and Uzbek — four active (volunteer@ leads «Toza Yunusobod» and is a member of the
 * donors' group), one waiting in the moderators' queue, one rejected — with logos, covers,
 * co-leaders, pending requests and invitations, the groups' own projects, a task, a vacancy and a
 * visit offer with shifts, verified hours for the group's finished projects, and team sign-ups to
 * the demo organization's clean-ups (one upcoming, one past with members' verified hours).
 * Written in a few multi-row statements, in one transaction; nothing is added once the groups are there.
 */

const at = (local: string) => `${local}@demo.hashar.uz`;

type Motif = 'leaf' | 'drop' | 'heart' | 'book' | 'paw' | 'tree';

interface DemoGroup {
  ru: string;
  uz: string;
  descriptionRu: string;
  descriptionUz: string;
  goalsRu: string | null;
  goalsUz: string | null;
  region: string;
  directions: string[];
  phone: string | null;
  email: string | null;
  links: string[];
  foundedOn: string | null;
  moderation: 'approved' | 'moderation' | 'rejected';
  rejectReason?: string;
  /** Days since it was registered. */
  age: number;
  leader: string;
  coleaders: string[];
  members: string[];
  colours: [string, string];
  motif: Motif;
}

const GROUPS: DemoGroup[] = [
  {
    ru: 'Чистый Юнусабад',
    uz: 'Toza Yunusobod',
    descriptionRu:
      'Соседская инициатива Юнусабада: раз в две недели выходим на субботники во дворы, парки и к арыкам, ставим контейнеры для раздельного сбора и учим детей не мусорить. Присоединиться может любой житель Ташкента — инвентарь выдаём.',
    descriptionUz:
      'Yunusobod qoʻshnilari tashabbusi: ikki haftada bir marta hovlilar, bogʻlar va ariqlarda shanbalik oʻtkazamiz, chiqindilarni alohida yigʻish uchun konteynerlar qoʻyamiz va bolalarni tozalikka oʻrgatamiz. Toshkentning istalgan aholisi qoʻshilishi mumkin — jihozlarni beramiz.',
    goalsRu: 'К концу года — 40 чистых дворов, 15 точек раздельного сбора и свой субботник в каждой махалле района.',
    goalsUz: 'Yil oxirigacha — 40 ta toza hovli, 15 ta alohida yigʻish nuqtasi va tumandagi har bir mahallada oʻz shanbaligi.',
    region: 'tashkent-city',
    directions: ['nature', 'urbanistics'],
    phone: '+998 90 310-20-40',
    email: at('toza.yunusobod'),
    links: ['https://t.me/toza_yunusobod', 'https://www.instagram.com/toza.yunusobod'],
    foundedOn: '2024-03-16',
    moderation: 'approved',
    age: 150,
    leader: 'volunteer',
    coleaders: ['volon01'],
    members: ['volon05', 'volon11', 'volon07', 'dostim'],
    colours: ['#1b8a5a', '#8fd18a'],
    motif: 'leaf',
  },
  {
    ru: 'Доноры Ферганской долины',
    uz: 'Fargʻona vodiysi donorlari',
    descriptionRu:
      'Объединяем регулярных доноров крови Ферганы, Андижана и Намангана: напоминаем о донорских днях, помогаем новичкам с первой сдачей и вместе с областными станциями переливания проводим выездные акции.',
    descriptionUz:
      'Fargʻona, Andijon va Namangandagi doimiy qon donorlarini birlashtiramiz: donorlik kunlarini eslatamiz, yangi boshlovchilarga birinchi topshirishda yordam beramiz va viloyat qon quyish stansiyalari bilan koʻchma aksiyalar oʻtkazamiz.',
    goalsRu: 'Собрать реестр из 300 доноров с редкими группами крови и ни разу не оставить больницы долины без запаса.',
    goalsUz: 'Noyob qon guruhli 300 nafar donordan iborat roʻyxat tuzish va vodiy shifoxonalarini hech qachon zaxirasiz qoldirmaslik.',
    region: 'fergana',
    directions: ['healthcare', 'emergency'],
    phone: '+998 91 650-12-34',
    email: at('vodiy.donorlari'),
    links: ['https://t.me/vodiy_donorlari'],
    foundedOn: '2023-06-14',
    moderation: 'approved',
    age: 120,
    leader: 'volon03',
    coleaders: ['probono'],
    members: ['volon09', 'volon06', 'volunteer', 'volon12'],
    colours: ['#b3304f', '#f59a8c'],
    motif: 'drop',
  },
  {
    ru: 'Тепло рук',
    uz: 'Mehr qoʻllari',
    descriptionRu:
      'Навещаем одиноких пожилых людей Самарканда: приносим продукты и лекарства, помогаем по дому, читаем вслух и просто разговариваем. Каждый подопечный знает своего волонтёра по имени.',
    descriptionUz:
      'Samarqanddagi yolgʻiz keksalarni ziyorat qilamiz: oziq-ovqat va dori-darmon olib boramiz, uy ishlarida yordamlashamiz, kitob oʻqib beramiz va shunchaki suhbatlashamiz. Har bir qariya oʻz koʻngillisini ismi bilan biladi.',
    goalsRu: 'Закрепить волонтёра за каждым из 60 подопечных и звонить им хотя бы раз в неделю.',
    goalsUz: '60 nafar qariyaning har biriga koʻngilli biriktirish va ularga haftada kamida bir marta qoʻngʻiroq qilish.',
    region: 'samarkand',
    directions: ['oldergeneration', 'healthcare'],
    phone: '+998 93 720-45-45',
    email: at('mehr.qollari'),
    links: ['https://t.me/mehr_qollari_samarqand', 'https://www.facebook.com/mehrqollari'],
    foundedOn: '2022-10-01',
    moderation: 'approved',
    age: 100,
    leader: 'volontyor',
    coleaders: ['volon02'],
    members: ['volon08', 'volon04', 'volon10'],
    colours: ['#c2572b', '#f3b35b'],
    motif: 'heart',
  },
  {
    ru: 'Репетиторы Бухары',
    uz: 'Buxoro repetitorlari',
    descriptionRu:
      'Студенты и учителя Бухары бесплатно занимаются со школьниками из малообеспеченных семей: математика, английский, информатика и подготовка к поступлению. Занятия проходят в махаллинских центрах и онлайн.',
    descriptionUz:
      'Buxorolik talabalar va oʻqituvchilar kam taʼminlangan oilalar farzandlari bilan bepul shugʻullanadi: matematika, ingliz tili, informatika va oliygohga tayyorgarlik. Mashgʻulotlar mahalla markazlarida va onlayn boʻlib oʻtadi.',
    goalsRu: 'Помочь 120 школьникам подтянуть оценки и подготовить 30 выпускников к вступительным экзаменам.',
    goalsUz: '120 nafar oʻquvchiga baholarini yaxshilashda yordam berish va 30 nafar bitiruvchini kirish imtihonlariga tayyorlash.',
    region: 'bukhara',
    directions: ['education', 'children'],
    phone: '+998 94 330-77-10',
    email: at('buxoro.repetitor'),
    links: ['https://t.me/buxoro_repetitorlari'],
    foundedOn: '2024-09-02',
    moderation: 'approved',
    age: 70,
    leader: 'volon04',
    coleaders: [],
    members: ['volon05', 'volon02', 'volontyor', 'volon11'],
    colours: ['#1f5fa8', '#6cc3e8'],
    motif: 'book',
  },
  {
    ru: 'Друзья хвостиков',
    uz: 'Dumcha doʻstlari',
    descriptionRu: 'Помогаем приютам Намангана: выгуливаем собак, собираем корм, возим животных к ветеринару и ищем им дом через соцсети.',
    descriptionUz:
      'Namangan boshpanalariga yordam beramiz: itlarni sayr qildiramiz, yem yigʻamiz, hayvonlarni veterinarga olib boramiz va ijtimoiy tarmoqlar orqali ularga uy topamiz.',
    goalsRu: 'Пристроить 100 животных за год и стерилизовать 200 бездомных кошек и собак.',
    goalsUz: 'Bir yilda 100 ta hayvonga uy topish va 200 ta uysiz it va mushukni sterilizatsiya qilish.',
    region: 'namangan',
    directions: ['animals'],
    phone: '+998 95 404-04-04',
    email: at('dumcha.dostlari'),
    links: ['https://www.instagram.com/dumcha.dostlari'],
    foundedOn: '2025-02-20',
    moderation: 'moderation',
    age: 2,
    leader: 'volon06',
    coleaders: [],
    members: ['volon09'],
    colours: ['#6a3fa0', '#d58ad8'],
    motif: 'paw',
  },
  {
    ru: 'Зелёный Арал',
    uz: 'Yashil Orol',
    descriptionRu: 'Хотим сажать деревья.',
    descriptionUz: 'Daraxt ekmoqchimiz.',
    goalsRu: null,
    goalsUz: null,
    region: 'karakalpakstan',
    directions: ['nature'],
    phone: null,
    email: null,
    links: [],
    foundedOn: null,
    moderation: 'rejected',
    rejectReason:
      'Опишите, где и когда группа будет сажать деревья и кто за это отвечает, и добавьте контакты. / Guruh qayerda va qachon daraxt ekishini, kim masʼul ekanini yozing va aloqa maʼlumotlarini qoʻshing.',
    age: 6,
    leader: 'volon10',
    coleaders: [],
    members: [],
    colours: ['#0f7d86', '#9be3c9'],
    motif: 'tree',
  },
];

/** Invitations (the group's leader asks) and requests (the volunteer asks), pending. */
const REQUESTS = [
  {
    group: 0,
    user: 'volontyor',
    kind: 'invite',
    message: 'Малика, будем рады видеть вас на субботниках! / Malika, shanbaliklarimizda sizni koʻrishdan xursand boʻlamiz!',
  },
  {
    group: 0,
    user: 'volon09',
    kind: 'request',
    message: 'Живу рядом с Юнусабадом, хочу выходить на субботники. / Yunusobod yaqinida yashayman, shanbaliklarga chiqmoqchiman.',
  },
  {
    group: 2,
    user: 'volon12',
    kind: 'request',
    message: 'Могу навещать пожилых по выходным. / Dam olish kunlari keksalarni ziyorat qila olaman.',
  },
  {
    group: 3,
    user: 'probono',
    kind: 'invite',
    message: 'Нужен преподаватель информатики онлайн. / Onlayn informatika oʻqituvchisi kerak.',
  },
] as const;

/** An activity of a group (its index in GROUPS) with its texts. */
interface Texts extends DemoTexts {
  group: number;
}

interface GroupProject extends ProjectFields {
  group: number;
  /** Participants: their application state; `completed` ones get verified hours from the group. */
  people: [string, 'pending' | 'accepted' | 'completed', number?][];
}

const PROJECTS: GroupProject[] = [
  {
    group: 0,
    ru: 'Чистые дворы Юнусабада',
    uz: 'Yunusobod hovlilari toza',
    textRu:
      'Каждую вторую субботу убираем один из дворов 4-го и 7-го кварталов: листья, мусор, побелка бордюров. После уборки — чай с соседями.',
    textUz:
      '4- va 7-mavzelardagi hovlilardan birini har ikkinchi shanba tozalaymiz: barglar, chiqindilar, bordyurlarni oqlash. Tozalashdan keyin — qoʻshnilar bilan choy.',
    directions: ['nature', 'urbanistics'],
    region: 'tashkent-city',
    start: -20,
    end: 70,
    goalsRu: 'Убрать 40 дворов и договориться с жителями о графике дежурств.',
    goalsUz: '40 ta hovlini tozalash va aholi bilan navbatchilik jadvalini kelishish.',
    helpRu: 'Нужны руки на субботу с 9 до 12 и фотограф.',
    helpUz: 'Shanba kuni soat 9 dan 12 gacha yordamchilar va fotograf kerak.',
    places: 30,
    people: [
      ['volon05', 'accepted'],
      ['volon11', 'accepted'],
      ['volon09', 'pending'],
      ['volon10', 'pending'],
    ],
  },
  {
    group: 0,
    ru: 'Весенняя чистка арыков',
    uz: 'Ariqlarni bahorgi tozalash',
    textRu: 'Очистили от мусора и ила 3 км арыков вдоль улицы Амира Темура, чтобы летом вода дошла до деревьев.',
    textUz: 'Amir Temur koʻchasi boʻylab 3 km ariqni chiqindi va loyqadan tozaladik, toki yozda suv daraxtlargacha yetib borsin.',
    directions: ['nature', 'urbanistics'],
    region: 'tashkent-city',
    start: -45,
    end: -12,
    goalsRu: 'Очистить 3 км арыков до начала поливного сезона.',
    goalsUz: 'Sugʻorish mavsumi boshlanguncha 3 km ariqni tozalash.',
    helpRu: 'Лопаты, грабли, вывоз мешков.',
    helpUz: 'Belkurak, xaskash, qoplarni olib chiqish.',
    places: 15,
    people: [
      ['volon01', 'completed', 6],
      ['volon07', 'completed', 5],
      ['dostim', 'completed', 4],
      ['volon05', 'completed', 3],
    ],
  },
  {
    group: 1,
    ru: 'Реестр доноров долины',
    uz: 'Vodiy donorlari reyestri',
    textRu:
      'Обзвонили доноров трёх областей, уточнили группы крови и согласие на экстренные вызовы и собрали единый реестр для станций переливания.',
    textUz:
      'Uch viloyat donorlariga qoʻngʻiroq qilib, qon guruhlari va favqulodda chaqiruvga roziligini aniqladik hamda qon quyish stansiyalari uchun yagona reyestr tuzdik.',
    directions: ['healthcare'],
    region: 'fergana',
    start: -70,
    end: -8,
    goalsRu: 'Реестр из 300 доноров с контактами и группами крови.',
    goalsUz: 'Kontaktlari va qon guruhlari koʻrsatilgan 300 nafar donor reyestri.',
    helpRu: 'Звонки по списку, сверка данных, работа с таблицей.',
    helpUz: 'Roʻyxat boʻyicha qoʻngʻiroqlar, maʼlumotlarni solishtirish, jadval bilan ishlash.',
    places: 20,
    people: [
      ['probono', 'completed', 8],
      ['volon09', 'completed', 6],
      ['volon06', 'completed', 5],
    ],
  },
  {
    group: 2,
    ru: 'Бабушкин телефон',
    uz: 'Buvijon telefoni',
    textRu:
      'Волонтёры раз в неделю звонят одиноким пожилым людям Самарканда: узнают о самочувствии, напоминают о лекарствах и записывают, какая помощь нужна.',
    textUz:
      'Koʻngillilar haftada bir marta Samarqanddagi yolgʻiz keksalarga qoʻngʻiroq qiladi: ahvolini soʻraydi, dorilarni eslatadi va qanday yordam kerakligini yozib oladi.',
    directions: ['oldergeneration'],
    region: 'samarkand',
    start: -30,
    end: 150,
    goalsRu: 'Каждый из 60 подопечных получает звонок хотя бы раз в неделю.',
    goalsUz: '60 nafar qariyaning har biri haftada kamida bir marta qoʻngʻiroq oladi.',
    helpRu: 'Один-два часа в неделю, телефон и доброжелательность.',
    helpUz: 'Haftada bir-ikki soat, telefon va xushmuomalalik.',
    places: 20,
    people: [
      ['volon08', 'accepted'],
      ['volon10', 'accepted'],
      ['volon12', 'pending'],
    ],
  },
  {
    group: 3,
    ru: 'Летняя школа в махалле',
    uz: 'Mahalladagi yozgi maktab',
    textRu: 'Шесть недель бесплатных занятий для школьников махалли Джуйбор: математика по утрам, английский и информатика после обеда.',
    textUz:
      'Joʻybor mahallasi oʻquvchilari uchun olti haftalik bepul mashgʻulotlar: ertalab matematika, tushdan keyin ingliz tili va informatika.',
    directions: ['education', 'children'],
    region: 'bukhara',
    start: 25,
    end: 85,
    goalsRu: 'Подтянуть 60 школьников по математике и английскому к новому учебному году.',
    goalsUz: 'Yangi oʻquv yiligacha 60 nafar oʻquvchining matematika va ingliz tilidagi bilimini oshirish.',
    helpRu: 'Преподаватели на 2–3 утра в неделю, помощь с раздаточными материалами.',
    helpUz: 'Haftada 2–3 ertalab dars beradiganlar, tarqatma materiallar bilan yordam.',
    places: 25,
    people: [
      ['volontyor', 'accepted'],
      ['volon05', 'pending'],
    ],
  },
];

const TASK = {
  group: 1,
  ru: 'Листовка «Как стать донором»',
  uz: '«Qanday qilib donor boʻlish mumkin» varaqasi',
  textRu: 'Нужна понятная листовка и три поста для соцсетей: кто может сдать кровь, как подготовиться и куда прийти в Фергане.',
  textUz:
    'Tushunarli varaqa va ijtimoiy tarmoqlar uchun uchta post kerak: kim qon topshira oladi, qanday tayyorlanish kerak va Fargʻonada qayerga borish kerak.',
  directions: ['healthcare'],
  region: null,
  category: 'design',
  skillsRu: 'Графический дизайн, Figma или Canva',
  skillsUz: 'Grafik dizayn, Figma yoki Canva',
  resultRu: 'Листовка A5 в PDF и 3 поста 1080×1080',
  resultUz: 'PDF formatidagi A5 varaqa va 1080×1080 hajmdagi 3 ta post',
  deadline: 20,
  hours: 8,
  applicant: 'volon11',
};

const VACANCY = {
  group: 3,
  ru: 'Координатор волонтёров-репетиторов',
  uz: 'Koʻngilli repetitorlar koordinatori',
  textRu: 'Ищем человека, который возьмёт на себя расписание занятий, связь с родителями и учёт посещаемости.',
  textUz: 'Mashgʻulotlar jadvali, ota-onalar bilan aloqa va davomat hisobini oʻz zimmasiga oladigan inson izlaymiz.',
  directions: ['education'],
  region: 'bukhara',
  dutiesRu: 'Составлять расписание, подбирать репетитора каждому ученику, вести таблицу посещаемости.',
  dutiesUz: 'Jadval tuzish, har bir oʻquvchiga repetitor tanlash, davomat jadvalini yuritish.',
  requirementsRu: 'Организованность, 5–6 часов в неделю, узбекский и русский языки.',
  requirementsUz: 'Tartiblilik, haftasiga 5–6 soat, oʻzbek va rus tillari.',
  scheduleRu: 'Гибкий, 5–6 часов в неделю',
  scheduleUz: 'Moslashuvchan, haftasiga 5–6 soat',
  deadline: 30,
  applicant: 'volon02',
};

const VISIT = {
  group: 2,
  ru: 'Субботние визиты к пожилым',
  uz: 'Keksalarni shanba kungi ziyorati',
  textRu:
    'По субботам навещаем подопечных парами: помогаем с уборкой и покупками, пьём чай и слушаем истории. Адрес подопечного сообщит координатор.',
  textUz:
    'Shanba kunlari qariyalarni juft boʻlib ziyorat qilamiz: tozalash va xaridlarda yordamlashamiz, choy ichamiz va hikoyalarini tinglaymiz. Manzilni koordinator xabar qiladi.',
  directions: ['oldergeneration'],
  region: 'samarkand',
  /** First shift's applicants: accepted, pending. */
  applicants: ['volon04', 'volon10'],
};

/** Team sign-ups of the first group to the demo organization's clean-ups: upcoming (2 named of 3 places) and past (verified hours). */
const TEAMS = [
  { group: 0, event: 'Субботник в парке Бабура', places: 3, state: 'accepted', members: ['volon01', 'volon05'] },
  {
    group: 0,
    event: 'Субботник у озера Сегиз',
    places: 4,
    state: 'completed',
    members: ['volon11', 'dostim', 'volon05', 'volon07', 'volon01'],
  },
] as const;

type Ids = Record<string, number>;
interface Named {
  id: number;
  key: string;
  name_ru: string;
  name_uz: string | null;
}

const select = <T extends object>(sequelize: Sequelize, t: Transaction, sql: string, bind: unknown[] = []) =>
  sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: t });

/** Midnight-based Tashkent time: `offset` days from today at `hour` o'clock (Tashkent is UTC+5). */
const day = (offset: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour - 5, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offset);
  return d;
};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** One multi-row INSERT (every row has the same keys); the new ids in the rows' order (serial ids grow row by row). */
async function insertRows(sequelize: Sequelize, t: Transaction, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  if (!rows.length) return [];
  const names = Object.keys(rows[0]!);
  const bind: unknown[] = [];
  const tuples = rows.map((r) => `(${names.map((n) => `$${bind.push(r[n] ?? null)}`).join(', ')})`);
  const out = await select<{ id: number }>(
    sequelize,
    t,
    `INSERT INTO ${table} (${names.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
    bind,
  );
  return out.map((r) => r.id).sort((a, b) => a - b);
}

/** Pairs (parent id, direction id) into a link table in one statement. */
async function link(sequelize: Sequelize, t: Transaction, table: string, column: string, pairs: [number, number | undefined][]) {
  const known = pairs.filter((p): p is [number, number] => p[1] !== undefined);
  if (!known.length) return;
  await sequelize.query(
    `INSERT INTO ${table} (${column}, direction_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
    {
      bind: [known.map((p) => p[0]), known.map((p) => p[1])],
      transaction: t,
    },
  );
}

const MOTIFS: Record<Motif, string> = {
  leaf: '<path d="M70 190 C60 110 110 60 196 58 C200 150 150 196 70 190 Z" fill="#fff" opacity="0.92"/><path d="M70 190 L160 96" stroke-width="8" stroke="currentColor" opacity="0.5"/>',
  drop: '<path d="M128 44 C128 44 70 118 70 160 A58 58 0 0 0 186 160 C186 118 128 44 128 44 Z" fill="#fff" opacity="0.92"/>',
  heart: '<path d="M128 206 L60 138 A40 40 0 0 1 128 80 A40 40 0 0 1 196 138 Z" fill="#fff" opacity="0.92"/>',
  book: '<path d="M48 76 L124 90 L124 196 L48 182 Z M208 76 L132 90 L132 196 L208 182 Z" fill="#fff" opacity="0.92"/>',
  paw: '<circle cx="128" cy="160" r="40" fill="#fff" opacity="0.92"/><circle cx="74" cy="112" r="18" fill="#fff" opacity="0.92"/><circle cx="108" cy="78" r="18" fill="#fff" opacity="0.92"/><circle cx="148" cy="78" r="18" fill="#fff" opacity="0.92"/><circle cx="182" cy="112" r="18" fill="#fff" opacity="0.92"/>',
  tree: '<circle cx="128" cy="106" r="58" fill="#fff" opacity="0.92"/><rect x="116" y="150" width="24" height="64" rx="6" fill="#fff" opacity="0.92"/>',
};

/** A group's logo as an upload makes it: a 256 px and a 64 px WebP square and a JPEG fallback (drawn in code); their URLs. */
async function drawLogo(uploadsDir: string, g: DemoGroup): Promise<[string, string, string]> {
  const [a, b] = g.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" color="${a}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/>${MOTIFS[g.motif]}</svg>`;
  const picture = await sharp(Buffer.from(svg)).png().toBuffer();
  const files = await Promise.all([
    sharp(picture).webp({ quality: 82 }).toBuffer(),
    sharp(picture).resize(64, 64).webp({ quality: 80 }).toBuffer(),
    sharp(picture).jpeg({ quality: 85 }).toBuffer(),
  ]);
  const urls = await Promise.all(
    files.map(async (data, i) => {
      const key = `avatars/${demoFileName(`group-logo:${g.ru}:${i}`, i === 2 ? 'jpg' : 'webp')}`;
      await fs.writeFile(path.join(uploadsDir, key), data, { mode: 0o644 });
      return `/uploads/${key}`;
    }),
  );
  return urls as [string, string, string];
}

/** A cover file under uploads/events (where covers are uploaded to); its key and an uploads row to record it. */
async function drawCover(uploadsDir: string, kind: CoverMotif, seed: number, name: string, w: number, h: number, owner: number) {
  const data = demoCover(kind, seed, w, h);
  const key = `events/${demoFileName(`group-${kind}:${name}`, 'png')}`;
  await fs.writeFile(path.join(uploadsDir, key), data, { mode: 0o644 });
  return { key, owner_id: owner, kind: 'eventCover', mime: 'image/png', bytes: data.length, attached_at: new Date() };
}

/** The columns every activity kind shares, for a group-owned, approved record. */
function activityColumns(a: Texts, groupId: number, author: number, regions: Ids, cover: string | null, index: number) {
  return {
    organization_id: null,
    owner_user_id: null,
    owner_group_id: groupId,
    created_by: author,
    title_ru: a.ru,
    title_uz: a.uz,
    description_ru: a.textRu,
    description_uz: a.textUz,
    region_id: a.region ? (regions[a.region] ?? null) : null,
    address_ru: a.region ? 'Место встречи сообщит координатор группы' : null,
    address_uz: a.region ? 'Uchrashuv joyini guruh koordinatori xabar qiladi' : null,
    cover,
    moderation: 'approved',
    submitted_at: daysAgo(index + 3),
    published_at: daysAgo(index + 2),
  };
}

/** Verified hours of finished applications and their points, as the hours service writes them (one statement). */
async function verifyHours(
  sequelize: Sequelize,
  t: Transaction,
  rows: { application: number; user: number; org: number | null; group: number | null; hours: number; by: number | null; at: Date }[],
) {
  if (!rows.length) return;
  await sequelize.query(
    `WITH h AS (
       INSERT INTO hours_records (application_id, user_id, organization_id, owner_group_id, hours, note, verified_by, verified_at)
       SELECT a, u, o, g, h, 'Спасибо за вашу работу! / Ishingiz uchun rahmat!', b, v
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::numeric[], $6::int[], $7::timestamptz[]) AS x(a, u, o, g, h, b, v)
       RETURNING id, user_id, hours, verified_at)
     INSERT INTO points_ledger (user_id, delta, reason, hours_record_id, created_at)
     SELECT user_id, round(hours * $8)::int, 'hours', id, verified_at FROM h`,
    {
      bind: [
        rows.map((r) => r.application),
        rows.map((r) => r.user),
        rows.map((r) => r.org),
        rows.map((r) => r.group),
        rows.map((r) => r.hours),
        rows.map((r) => r.by),
        rows.map((r) => r.at),
        POINTS.perVerifiedHour,
      ],
      transaction: t,
    },
  );
}

/** The groups, once: nothing is added when one of them is already there, or when the demo volunteers are missing. */
export const seedDemoInitiatives: PeopleSeeder = async (sequelize, { uploadsDir }) =>
  sequelize.transaction(async (t) => {
    const [{ n } = { n: 0 }] = await select<{ n: number }>(
      sequelize,
      t,
      'SELECT count(*)::int AS n FROM initiative_groups WHERE name_ru = ANY($1::text[])',
      [GROUPS.map((g) => g.ru)],
    );
    const userRows = await select<{ id: number; email: string }>(
      sequelize,
      t,
      `SELECT id, email FROM users WHERE email LIKE '%@demo.hashar.uz'`,
    );
    const users: Ids = Object.fromEntries(userRows.map((u) => [u.email.split('@')[0]!, u.id]));
    if (n > 0 || GROUPS.some((g) => users[g.leader] === undefined)) return { initiatives: 0 };
    const named = (table: string) => select<Named>(sequelize, t, `SELECT id, key, name_ru, name_uz FROM ${table}`);
    // One connection: the transaction's queries run one after another.
    const regionRows = await named('regions');
    const directionRows = await named('directions');
    const categoryRows = await named('task_categories');
    const byKey = (rows: Named[]): Ids => Object.fromEntries(rows.map((r) => [r.key, r.id]));
    const regions = byKey(regionRows);
    const directions = byKey(directionRows);
    const leader = (group: number) => users[GROUPS[group]!.leader]!;
    await Promise.all(['avatars', 'events'].map((dir) => fs.mkdir(path.join(uploadsDir, dir), { recursive: true })));

    // The groups, their logos, covers and directions.
    const logos = await Promise.all(GROUPS.map((g) => drawLogo(uploadsDir, g)));
    const covers = await Promise.all(GROUPS.map((g, i) => drawCover(uploadsDir, 'project', i + 11, g.ru, 1200, 400, users[g.leader]!)));
    const groupIds = await insertRows(
      sequelize,
      t,
      'initiative_groups',
      GROUPS.map((g, i) => ({
        name_ru: g.ru,
        name_uz: g.uz,
        description_ru: g.descriptionRu,
        description_uz: g.descriptionUz,
        goals_ru: g.goalsRu,
        goals_uz: g.goalsUz,
        region_id: regions[g.region] ?? null,
        logo_url: logos[i]![0],
        logo_thumb_url: logos[i]![1],
        logo_fallback_url: logos[i]![2],
        cover: covers[i]!.key,
        phone: g.phone,
        email: g.email,
        links: JSON.stringify(g.links),
        founded_on: g.foundedOn,
        created_by: users[g.leader],
        moderation: g.moderation,
        reject_reason: g.rejectReason ?? null,
        submitted_at: daysAgo(g.age - 0.05),
        published_at: g.moderation === 'approved' ? daysAgo(g.age - 1) : null,
        created_at: daysAgo(g.age),
        updated_at: daysAgo(Math.max(g.age - 1, 0)),
      })),
    );
    await link(
      sequelize,
      t,
      'initiative_group_directions',
      'group_id',
      GROUPS.flatMap((g, i) => g.directions.map((d): [number, number | undefined] => [groupIds[i]!, directions[d]])),
    );

    // Members (the leader first, then co-leaders and members a few days apart) and pending requests.
    const members = GROUPS.flatMap((g, i) =>
      [[g.leader, 'leader'], ...g.coleaders.map((u) => [u, 'coleader']), ...g.members.map((u) => [u, 'member'])]
        .filter(([u]) => users[u!] !== undefined)
        .map(([u, role], k) => ({ group_id: groupIds[i], user_id: users[u!], role, created_at: daysAgo(Math.max(g.age - k * 9, 0.5)) })),
    );
    await sequelize.query(
      `INSERT INTO initiative_group_members (group_id, user_id, role, created_at)
       SELECT * FROM unnest($1::int[], $2::int[], $3::varchar[], $4::timestamptz[])`,
      {
        bind: [members.map((m) => m.group_id), members.map((m) => m.user_id), members.map((m) => m.role), members.map((m) => m.created_at)],
        transaction: t,
      },
    );
    await insertRows(
      sequelize,
      t,
      'initiative_group_requests',
      REQUESTS.filter((r) => users[r.user] !== undefined).map((r, i) => ({
        group_id: groupIds[r.group],
        user_id: users[r.user],
        kind: r.kind,
        invited_by: r.kind === 'invite' ? leader(r.group) : null,
        message: r.message,
        created_at: daysAgo(1 + i),
        updated_at: daysAgo(1 + i),
      })),
    );

    // The groups' own activities: projects (two finished, with the group's verified hours), a task, a vacancy, a visit offer.
    const activityCovers = await Promise.all([
      ...PROJECTS.map((p, i) => drawCover(uploadsDir, 'project', i + 21, p.ru, 350, 270, leader(p.group))),
      drawCover(uploadsDir, 'task', 27, TASK.ru, 800, 450, leader(TASK.group)),
      drawCover(uploadsDir, 'vacancy', 28, VACANCY.ru, 800, 450, leader(VACANCY.group)),
    ]);
    await sequelize.query(
      `INSERT INTO uploads (key, owner_id, kind, mime, bytes, attached_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(key varchar, owner_id int, kind varchar, mime varchar, bytes int, attached_at timestamptz)
       ON CONFLICT (key) DO NOTHING`,
      { bind: [JSON.stringify([...covers, ...activityCovers])], transaction: t },
    );
    const projectIds = await insertRows(
      sequelize,
      t,
      'projects',
      PROJECTS.map((p, i) => ({
        ...activityColumns(p, groupIds[p.group]!, leader(p.group), regions, activityCovers[i]!.key, i),
        is_nationwide: false,
        starts_at: day(p.start, 9),
        ends_at: day(p.end, 18),
        goals_ru: p.goalsRu,
        goals_uz: p.goalsUz,
        help_ru: p.helpRu,
        help_uz: p.helpUz,
        places: p.places,
      })),
    );
    const [taskId] = await insertRows(sequelize, t, 'tasks', [
      {
        ...activityColumns(TASK, groupIds[TASK.group]!, leader(TASK.group), regions, activityCovers[PROJECTS.length]!.key, 1),
        category_id: byKey(categoryRows)[TASK.category],
        skills_ru: TASK.skillsRu,
        skills_uz: TASK.skillsUz,
        result_ru: TASK.resultRu,
        result_uz: TASK.resultUz,
        deadline: day(TASK.deadline, 18),
        is_online: true,
        performers: 1,
        estimated_hours: TASK.hours,
      },
    ]);
    const [vacancyId] = await insertRows(sequelize, t, 'vacancies', [
      {
        ...activityColumns(VACANCY, groupIds[VACANCY.group]!, leader(VACANCY.group), regions, activityCovers[PROJECTS.length + 1]!.key, 2),
        kind: 'vacancy',
        duties_ru: VACANCY.dutiesRu,
        duties_uz: VACANCY.dutiesUz,
        requirements_ru: VACANCY.requirementsRu,
        requirements_uz: VACANCY.requirementsUz,
        schedule_ru: VACANCY.scheduleRu,
        schedule_uz: VACANCY.scheduleUz,
        pay: 'unpaid',
        is_remote: false,
        deadline: day(VACANCY.deadline, 18),
        places: 1,
      },
    ]);
    const [visitId] = await insertRows(sequelize, t, 'visit_options', [
      activityColumns(VISIT, groupIds[VISIT.group]!, leader(VISIT.group), regions, null, 0),
    ]);
    await link(
      sequelize,
      t,
      'project_directions',
      'project_id',
      PROJECTS.flatMap((p, i) => p.directions.map((d): [number, number | undefined] => [projectIds[i]!, directions[d]])),
    );
    await link(
      sequelize,
      t,
      'task_directions',
      'task_id',
      TASK.directions.map((d) => [taskId!, directions[d]]),
    );
    await link(
      sequelize,
      t,
      'vacancy_directions',
      'vacancy_id',
      VACANCY.directions.map((d) => [vacancyId!, directions[d]]),
    );
    await link(
      sequelize,
      t,
      'visit_option_directions',
      'visit_option_id',
      VISIT.directions.map((d) => [visitId!, directions[d]]),
    );
    const shifts = await select<{ id: number }>(
      sequelize,
      t,
      `INSERT INTO visit_sessions (visit_option_id, title_ru, title_uz, starts_at, ends_at, capacity)
       SELECT $1, 'Субботняя смена', 'Shanba smenasi', $2::timestamptz + make_interval(days => 7 * w), $2::timestamptz + make_interval(days => 7 * w, hours => 3), 6
         FROM generate_series(0, 3) AS w RETURNING id`,
      [visitId, day(2, 10)],
    );
    const firstShift = shifts.length ? Math.min(...shifts.map((s) => s.id)) : null;

    // Applications to them (projects, the task, the vacancy: by activity; the visit: its first shift).
    const applications = [
      ...PROJECTS.flatMap((p, i) =>
        p.people.map(([who, state, hours]) => ({
          who,
          kind: 'project',
          activity: projectIds[i]!,
          session: null,
          state,
          hours,
          group: p.group,
          end: p.end,
        })),
      ),
      {
        who: TASK.applicant,
        kind: 'task',
        activity: taskId!,
        session: null,
        state: 'pending',
        hours: undefined,
        group: TASK.group,
        end: 0,
      },
      {
        who: VACANCY.applicant,
        kind: 'vacancy',
        activity: vacancyId!,
        session: null,
        state: 'pending',
        hours: undefined,
        group: VACANCY.group,
        end: 0,
      },
      ...VISIT.applicants.map((who, i) => ({
        who,
        kind: 'visit',
        activity: visitId!,
        session: firstShift,
        state: i === 0 ? 'accepted' : 'pending',
        hours: undefined,
        group: VISIT.group,
        end: 0,
      })),
    ].filter((a) => users[a.who] !== undefined && (a.kind !== 'visit' || a.session !== null));
    const applicationIds = await insertRows(
      sequelize,
      t,
      'applications',
      applications.map((a) => ({
        user_id: users[a.who],
        activity_kind: a.kind,
        activity_id: a.activity,
        session_id: a.session,
        state: a.state,
        message: 'Хочу помочь группе! / Guruhga yordam bermoqchiman!',
        decided_by: a.state === 'pending' ? null : leader(a.group),
        decided_at: a.state === 'pending' ? null : daysAgo(3),
      })),
    );
    await verifyHours(
      sequelize,
      t,
      applications.flatMap((a, i) =>
        a.state === 'completed' && a.hours
          ? [
              {
                application: applicationIds[i]!,
                user: users[a.who]!,
                org: null,
                group: groupIds[a.group]!,
                hours: a.hours,
                by: leader(a.group),
                at: day(a.end + 1, 12),
              },
            ]
          : [],
      ),
    );

    // Team sign-ups to the demo organization's clean-ups: the team's row holds the places, its named members' rows none.
    const sessions = await select<{
      id: number;
      title: string;
      organization_id: number;
      org_user: number | null;
      starts_at: Date;
      ends_at: Date;
    }>(
      sequelize,
      t,
      `SELECT DISTINCT ON (e.title_ru) s.id, e.title_ru AS title, e.organization_id, s.starts_at, s.ends_at,
              (SELECT st.user_id FROM organization_staff st WHERE st.organization_id = e.organization_id ORDER BY st.user_id LIMIT 1) AS org_user
         FROM visit_sessions s JOIN events e ON e.id = s.event_id
        WHERE e.title_ru = ANY($1::text[]) AND e.moderation = 'approved' AND e.organization_id IS NOT NULL
        ORDER BY e.title_ru, s.starts_at`,
      [TEAMS.map((x) => x.event)],
    );
    for (const team of TEAMS) {
      const session = sessions.find((s) => s.title === team.event);
      if (!session) continue;
      const decidedAt = team.state === 'completed' ? new Date(session.ends_at.getTime() - 7 * 86_400_000) : daysAgo(1);
      const teamMembers = await select<{ id: number; user_id: number }>(
        sequelize,
        t,
        `WITH team AS (
           INSERT INTO applications (user_id, session_id, group_id, places, state, message, decided_by, decided_at, created_at)
           VALUES ($1, $2, $3, $4, $5, 'Придём командой! / Jamoa boʻlib kelamiz!', $6, $7, $7::timestamptz - interval '2 days') RETURNING id)
         INSERT INTO applications (user_id, session_id, team_id, places, state, decided_by, decided_at, created_at)
         SELECT m.u, $2, team.id, 0, $5, $6, $7, $7
           FROM team, (SELECT u FROM unnest($8::int[]) WITH ORDINALITY AS c(u, k)
                        WHERE NOT EXISTS (SELECT 1 FROM applications x WHERE x.user_id = c.u AND x.session_id = $2 AND x.group_id IS NULL)
                        ORDER BY k LIMIT $4) m
         RETURNING id, user_id`,
        [
          leader(team.group),
          session.id,
          groupIds[team.group],
          team.places,
          team.state,
          session.org_user,
          decidedAt,
          team.members.map((m) => users[m]).filter((id) => id !== undefined),
        ],
      );
      if (team.state !== 'completed') continue;
      await verifyHours(
        sequelize,
        t,
        teamMembers.map((a) => ({
          application: a.id,
          user: a.user_id,
          org: session.organization_id,
          group: null,
          hours: Math.round((session.ends_at.getTime() - session.starts_at.getTime()) / 3_600_000),
          by: session.org_user,
          at: new Date(session.ends_at.getTime() + 86_400_000),
        })),
      );
    }
    return { initiatives: GROUPS.length };
  });
