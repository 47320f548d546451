import fs from 'node:fs/promises';
import path from 'node:path';
import { POINTS } from '@hashar/common';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { demoCover, demoFileName, type CoverMotif } from './covers';

/**
 * Demo projects (with partners and participants), pro bono tasks (the pro bono demo volunteer
 * applied, chosen, handing in results, one accepted with points) and vacancies and internships
 * (the demo trainee at the interview step), each with a cover image, in Russian and Uzbek, dated
 * relative to now in Tashkent time (npm run seed:demo). Idempotent per kind: a kind whose demo
 * records are already there gets nothing added. Runs after seedDemo and seedDemoEvents (which
 * give the demo organization accounts their organizations).
 */

type Owner = 'org' | 'ecoorg' | 'volunteer';

export interface Texts {
  ru: string;
  uz: string;
  textRu: string;
  textUz: string;
  directions: string[];
  /** Region key; null: nationwide, online or remote (the kind says which). */
  region: string | null;
  moderation?: 'moderation';
}

/** A demo project's texts, dates and places (also the initiative groups' projects, seeders/people/initiatives.ts). */
export interface ProjectFields extends Texts {
  /** Days from today (negative: past). */
  start: number;
  end: number;
  goalsRu: string;
  goalsUz: string;
  helpRu: string;
  helpUz: string;
  places: number;
}

interface DemoProject extends ProjectFields {
  owner: Owner;
  partners: Partial<Record<'org' | 'ecoorg', 'accepted' | 'invited' | 'requested'>>;
  /** Participants by demo e-mail: their application state; `completed` gets verified hours. */
  people: Record<string, { state: 'pending' | 'accepted' | 'completed'; hours?: number }>;
}

const PROJECTS: DemoProject[] = [
  {
    owner: 'org',
    ru: 'Школа добрых дел',
    uz: 'Ezgu ishlar maktabi',
    textRu: 'Годовая программа для подростков Ташкента: каждую неделю — новое доброе дело и разбор того, что получилось.',
    textUz: 'Toshkent oʻsmirlari uchun bir yillik dastur: har hafta yangi ezgu ish va natijalar tahlili.',
    directions: ['children', 'education'],
    region: 'tashkent-city',
    start: 12,
    end: 180,
    goalsRu: 'Вовлечь 200 школьников в волонтёрство и научить их вести собственные проекты.',
    goalsUz: '200 nafar maktab oʻquvchisini koʻngillilikka jalb qilish va oʻz loyihalarini yuritishga oʻrgatish.',
    helpRu: 'Нужны наставники на субботние встречи и помощь с фото- и видеосъёмкой.',
    helpUz: 'Shanba uchrashuvlari uchun murabbiylar hamda foto va video suratga olishda yordam kerak.',
    places: 25,
    partners: { ecoorg: 'accepted' },
    people: { 'volunteer@demo.hashar.uz': { state: 'pending' }, 'volontyor@demo.hashar.uz': { state: 'accepted' } },
  },
  {
    owner: 'ecoorg',
    ru: 'Зелёный пояс Намангана',
    uz: 'Namanganning yashil kamari',
    textRu: 'Высаживаем 5 000 деревьев вдоль дорог и каналов Наманганской области и ухаживаем за ними первый год.',
    textUz: 'Namangan viloyati yoʻllari va kanallari boʻylab 5 000 ta daraxt ekamiz va birinchi yil ularni parvarish qilamiz.',
    directions: ['nature', 'urbanistics'],
    region: 'namangan',
    start: -40,
    end: 90,
    goalsRu: 'Озеленить 12 км придорожной полосы и создать школьные бригады по уходу за саженцами.',
    goalsUz: '12 km yoʻl boʻyini koʻkalamzorlashtirish va koʻchatlarni parvarishlovchi maktab brigadalarini tuzish.',
    helpRu: 'Посадка по выходным, полив летом, учёт саженцев в таблице.',
    helpUz: 'Dam olish kunlari ekish, yozda sugʻorish, koʻchatlarni jadvalda hisobga olish.',
    places: 80,
    partners: { org: 'invited' },
    people: { 'volontyor@demo.hashar.uz': { state: 'accepted' }, 'volunteer@demo.hashar.uz': { state: 'accepted' } },
  },
  {
    owner: 'volunteer',
    ru: 'Книги для сельских школ',
    uz: 'Qishloq maktablari uchun kitoblar',
    textRu: 'Собираем детские книги на русском и узбекском языках и открываем полки для чтения в сельских школах по всей стране.',
    textUz:
      'Rus va oʻzbek tillaridagi bolalar kitoblarini yigʻamiz va butun mamlakat boʻylab qishloq maktablarida kitob javonlarini ochamiz.',
    directions: ['education', 'children', 'culture'],
    region: null,
    start: -15,
    end: 120,
    goalsRu: 'Открыть 30 книжных полок и передать не меньше 3 000 книг.',
    goalsUz: '30 ta kitob javonini ochish va kamida 3 000 ta kitob topshirish.',
    helpRu: 'Сбор и сортировка книг, доставка в регионы, оформление полок.',
    helpUz: 'Kitoblarni yigʻish va saralash, viloyatlarga yetkazish, javonlarni bezash.',
    places: 40,
    partners: { org: 'accepted', ecoorg: 'invited' },
    people: { 'volontyor@demo.hashar.uz': { state: 'accepted' }, 'trainee@demo.hashar.uz': { state: 'pending' } },
  },
  {
    owner: 'org',
    ru: 'Тёплая зима',
    uz: 'Iliq qish',
    textRu: 'Зимняя кампания помощи одиноким пожилым людям: дрова, тёплые вещи, продукты и визиты волонтёров.',
    textUz: 'Yolgʻiz keksalarga qishki yordam kampaniyasi: oʻtin, issiq kiyim, oziq-ovqat va koʻngillilar tashrifi.',
    directions: ['oldergeneration', 'emergency'],
    region: null,
    start: -150,
    end: -20,
    goalsRu: 'Поддержать 500 одиноких пожилых людей в шести областях в холодный сезон.',
    goalsUz: 'Sovuq mavsumda olti viloyatdagi 500 nafar yolgʻiz keksani qoʻllab-quvvatlash.',
    helpRu: 'Фасовка наборов, доставка, звонки и визиты.',
    helpUz: 'Toʻplamlarni qadoqlash, yetkazib berish, qoʻngʻiroqlar va tashriflar.',
    places: 60,
    partners: { ecoorg: 'accepted' },
    people: {
      'volunteer@demo.hashar.uz': { state: 'completed', hours: 24 },
      'volontyor@demo.hashar.uz': { state: 'completed', hours: 16 },
      'trainee@demo.hashar.uz': { state: 'completed', hours: 8 },
    },
  },
  {
    owner: 'volunteer',
    ru: 'Карта доступного Чиланзара',
    uz: 'Chilonzorning qulay muhit xaritasi',
    textRu: 'Проверили пандусы, переходы и входы в здания Чиланзара и нанесли их на открытую карту для людей на колясках.',
    textUz:
      'Chilonzordagi pandus, oʻtish joylari va bino kirishlarini tekshirib, nogironlar aravachasidagi odamlar uchun ochiq xaritaga tushirdik.',
    directions: ['disabilities', 'urbanistics'],
    region: 'tashkent-city',
    start: -90,
    end: -5,
    goalsRu: 'Описать 400 объектов района и передать отчёт хокимияту.',
    goalsUz: 'Tumandagi 400 ta obyektni tavsiflash va hisobotni hokimiyatga topshirish.',
    helpRu: 'Обход объектов по чек-листу, фотографии, внесение данных в карту.',
    helpUz: 'Obyektlarni chek-list boʻyicha aylanib chiqish, suratga olish, maʼlumotlarni xaritaga kiritish.',
    places: 15,
    partners: { ecoorg: 'accepted' },
    people: { 'volontyor@demo.hashar.uz': { state: 'completed', hours: 12 } },
  },
  {
    owner: 'ecoorg',
    ru: 'Онлайн-наставники для школьников',
    uz: 'Maktab oʻquvchilari uchun onlayn murabbiylar',
    textRu: 'Студенты и специалисты раз в неделю созваниваются со школьниками из отдалённых районов и помогают выбрать профессию.',
    textUz:
      'Talabalar va mutaxassislar haftada bir marta chekka tumanlardagi maktab oʻquvchilari bilan bogʻlanib, kasb tanlashga yordam beradi.',
    directions: ['education', 'intellectual'],
    region: null,
    start: 20,
    end: 200,
    goalsRu: 'Подобрать наставника каждому из 100 школьников-участников.',
    goalsUz: '100 nafar ishtirokchi oʻquvchining har biriga murabbiy topish.',
    helpRu: 'Один созвон в неделю по 45 минут, подготовка к встрече.',
    helpUz: 'Haftada bir marta 45 daqiqalik qoʻngʻiroq, uchrashuvga tayyorgarlik.',
    places: 100,
    partners: { org: 'requested' },
    people: { 'trainee@demo.hashar.uz': { state: 'accepted' } },
  },
  {
    owner: 'volunteer',
    ru: 'Фестиваль муралов в Самарканде',
    uz: 'Samarqandda murallar festivali',
    textRu: 'Художники и волонтёры расписывают глухие стены спальных районов Самарканда сюжетами из истории города.',
    textUz: 'Rassomlar va koʻngillilar Samarqand turar-joy mavzelaridagi devorlarni shahar tarixidan lavhalar bilan bezaydi.',
    directions: ['culture', 'urbanistics'],
    region: 'samarkand',
    start: 45,
    end: 75,
    goalsRu: 'Десять муралов за месяц и экскурсионный маршрут по ним.',
    goalsUz: 'Bir oyda oʻnta mural va ular boʻylab sayohat yoʻnalishi.',
    helpRu: 'Подготовка стен, покраска по трафаретам, проведение экскурсий.',
    helpUz: 'Devorlarni tayyorlash, trafaret boʻyicha boʻyash, ekskursiyalar oʻtkazish.',
    places: 30,
    partners: {},
    people: {},
    moderation: 'moderation',
  },
];

interface DemoTask extends Texts {
  owner: 'org' | 'ecoorg';
  category: string;
  skillsRu: string;
  skillsUz: string;
  resultRu: string;
  resultUz: string;
  deadline: number;
  performers: number;
  hours: number;
  /** The pro bono demo volunteer's part: applied, chosen and handing in, or done. */
  probono?: 'pending' | 'submitted' | 'changes' | 'accepted';
}

const TASKS: DemoTask[] = [
  {
    owner: 'org',
    category: 'design',
    ru: 'Логотип и фирменный стиль для приюта «Верный друг»',
    uz: '«Sodiq doʻst» boshpanasi uchun logotip va firma uslubi',
    textRu: 'Приюту нужен узнаваемый логотип, палитра и шаблоны постов для соцсетей.',
    textUz: 'Boshpanaga taniqli logotip, ranglar palitrasi va ijtimoiy tarmoqlar uchun post shablonlari kerak.',
    directions: ['animals'],
    region: null,
    skillsRu: 'Figma или Illustrator, опыт айдентики',
    skillsUz: 'Figma yoki Illustrator, aydentika tajribasi',
    resultRu: 'Логотип в SVG и PNG, палитра, 5 шаблонов постов',
    resultUz: 'SVG va PNG formatidagi logotip, palitra, 5 ta post shabloni',
    deadline: 14,
    performers: 1,
    hours: 20,
    probono: 'submitted',
  },
  {
    owner: 'ecoorg',
    category: 'it',
    ru: 'Сайт-визитка экологического общества',
    uz: 'Ekologik jamiyat uchun sayt-vizitka',
    textRu: 'Простой двуязычный сайт: о нас, проекты, как помочь, контакты. Хостинг у нас уже есть.',
    textUz: 'Oddiy ikki tilli sayt: biz haqimizda, loyihalar, qanday yordam berish, aloqa. Xosting bizda bor.',
    directions: ['nature'],
    region: null,
    skillsRu: 'HTML/CSS, любой конструктор сайтов или статический генератор',
    skillsUz: 'HTML/CSS, istalgan sayt konstruktori yoki statik generator',
    resultRu: 'Работающий сайт и инструкция по обновлению',
    resultUz: 'Ishlaydigan sayt va yangilash boʻyicha yoʻriqnoma',
    deadline: 30,
    performers: 1,
    hours: 40,
    probono: 'changes',
  },
  {
    owner: 'org',
    category: 'smm',
    ru: 'Контент-план на квартал для Instagram',
    uz: 'Instagram uchun choraklik kontent-reja',
    textRu: 'Помогите составить контент-план и рубрики, чтобы рассказывать о подопечных и волонтёрах.',
    textUz: 'Qaramogʻimizdagilar va koʻngillilar haqida hikoya qilish uchun kontent-reja va rubrikalar tuzishga yordam bering.',
    directions: ['othedir'],
    region: null,
    skillsRu: 'SMM, копирайтинг',
    skillsUz: 'SMM, kopirayting',
    resultRu: 'Таблица публикаций на 12 недель с темами и форматами',
    resultUz: '12 haftalik mavzu va formatlar koʻrsatilgan nashrlar jadvali',
    deadline: -7,
    performers: 1,
    hours: 10,
    probono: 'accepted',
  },
  {
    owner: 'org',
    category: 'legal',
    ru: 'Проверка договора с волонтёрами',
    uz: 'Koʻngillilar bilan shartnomani tekshirish',
    textRu: 'Нужен юрист, который проверит типовой договор с волонтёром и согласие на обработку данных.',
    textUz: 'Koʻngilli bilan namunaviy shartnoma va maʼlumotlarni qayta ishlashga rozilikni tekshiradigan yurist kerak.',
    directions: ['humansrights'],
    region: 'tashkent-city',
    skillsRu: 'Гражданское и трудовое право Узбекистана',
    skillsUz: 'Oʻzbekiston fuqarolik va mehnat huquqi',
    resultRu: 'Договор с правками и комментариями',
    resultUz: 'Tuzatish va izohlar kiritilgan shartnoma',
    deadline: 10,
    performers: 1,
    hours: 6,
    probono: 'pending',
  },
  {
    owner: 'ecoorg',
    category: 'accounting',
    ru: 'Настройка учёта пожертвований',
    uz: 'Xayriyalar hisobini yoʻlga qoʻyish',
    textRu: 'Помогите выстроить учёт пожертвований и подготовить шаблон отчёта для доноров.',
    textUz: 'Xayriyalar hisobini yuritish va donorlar uchun hisobot shablonini tayyorlashga yordam bering.',
    directions: ['nature', 'othedir'],
    region: 'namangan',
    skillsRu: 'Бухгалтерия НКО, 1С или Excel',
    skillsUz: 'NNT buxgalteriyasi, 1C yoki Excel',
    resultRu: 'Шаблон учёта и отчёта, короткое обучение сотрудника',
    resultUz: 'Hisob va hisobot shabloni, xodim uchun qisqa oʻquv',
    deadline: 21,
    performers: 1,
    hours: 12,
  },
  {
    owner: 'org',
    category: 'translation',
    ru: 'Перевод годового отчёта на узбекский',
    uz: 'Yillik hisobotni oʻzbek tiliga tarjima qilish',
    textRu: 'Годовой отчёт организации (12 страниц) нужно перевести на узбекский язык (латиница).',
    textUz: 'Tashkilotning yillik hisobotini (12 bet) oʻzbek tiliga (lotin yozuvida) tarjima qilish kerak.',
    directions: ['othedir'],
    region: null,
    skillsRu: 'Свободный узбекский и русский',
    skillsUz: 'Oʻzbek va rus tillarini erkin bilish',
    resultRu: 'Переведённый текст в Word',
    resultUz: 'Word formatidagi tarjima matni',
    deadline: 18,
    performers: 2,
    hours: 8,
  },
  {
    owner: 'ecoorg',
    category: 'photo-video',
    ru: 'Видеоролик о посадке деревьев',
    uz: 'Daraxt ekish haqida videorolik',
    textRu: 'Снимите и смонтируйте двухминутный ролик о весенней посадке в Намангане.',
    textUz: 'Namangandagi bahorgi ekish haqida ikki daqiqalik rolik suratga olib, montaj qiling.',
    directions: ['nature'],
    region: 'namangan',
    skillsRu: 'Съёмка, монтаж, цветокоррекция',
    skillsUz: 'Suratga olish, montaj, rang tuzatish',
    resultRu: 'Ролик 1080p и короткая версия для соцсетей',
    resultUz: '1080p rolik va ijtimoiy tarmoqlar uchun qisqa versiya',
    deadline: 35,
    performers: 1,
    hours: 16,
  },
  {
    owner: 'org',
    category: 'research',
    ru: 'Опрос благополучателей',
    uz: 'Yordam oluvchilar soʻrovnomasi',
    textRu: 'Разработайте анкету и проанализируйте ответы 150 семей, которым мы помогаем.',
    textUz: 'Anketa ishlab chiqing va biz yordam beradigan 150 oilaning javoblarini tahlil qiling.',
    directions: ['othedir'],
    region: null,
    skillsRu: 'Социология, анализ данных',
    skillsUz: 'Sotsiologiya, maʼlumotlar tahlili',
    resultRu: 'Анкета и отчёт с выводами',
    resultUz: 'Anketa va xulosali hisobot',
    deadline: 40,
    performers: 1,
    hours: 24,
    moderation: 'moderation',
  },
];

interface DemoVacancy extends Texts {
  owner: 'org' | 'ecoorg';
  kind: 'vacancy' | 'internship';
  pay: 'paid' | 'unpaid' | 'stipend';
  amount: number | null;
  dutiesRu: string;
  dutiesUz: string;
  requirementsRu: string;
  requirementsUz: string;
  scheduleRu: string;
  scheduleUz: string;
  durationRu?: string;
  durationUz?: string;
  deadline: number;
  places: number;
  /** Applicants by demo e-mail and their step. */
  people?: Record<string, 'pending' | 'shortlisted' | 'interview'>;
}

const VACANCIES: DemoVacancy[] = [
  {
    owner: 'org',
    kind: 'internship',
    pay: 'stipend',
    amount: 1_500_000,
    ru: 'Стажёр в отдел социальных проектов',
    uz: 'Ijtimoiy loyihalar boʻlimiga stajyor',
    textRu: 'Стажировка для студентов: научитесь вести проект от заявки до отчёта вместе с командой «Мехр-шафкат».',
    textUz: 'Talabalar uchun amaliyot: «Mehr-shafqat» jamoasi bilan loyihani arizadan hisobotgacha yuritishni oʻrganing.',
    directions: ['education', 'othedir'],
    region: 'tashkent-city',
    dutiesRu: 'Помощь координатору, ведение таблиц участников, подготовка отчётов.',
    dutiesUz: 'Koordinatorga yordam, ishtirokchilar jadvalini yuritish, hisobotlar tayyorlash.',
    requirementsRu: 'Студент 3–4 курса, внимательность, русский и узбекский.',
    requirementsUz: '3–4-kurs talabasi, diqqatlilik, rus va oʻzbek tillari.',
    scheduleRu: '20 часов в неделю, гибкий график',
    scheduleUz: 'Haftasiga 20 soat, moslashuvchan jadval',
    durationRu: '3 месяца',
    durationUz: '3 oy',
    deadline: 20,
    places: 2,
    people: { 'trainee@demo.hashar.uz': 'interview', 'volontyor@demo.hashar.uz': 'pending' },
  },
  {
    owner: 'ecoorg',
    kind: 'internship',
    pay: 'unpaid',
    amount: null,
    ru: 'Эко-стажировка в Намангане',
    uz: 'Namanganda ekologik amaliyot',
    textRu: 'Полевая стажировка: мониторинг саженцев, замеры качества воды, работа со школами.',
    textUz: 'Dala amaliyoti: koʻchatlar monitoringi, suv sifatini oʻlchash, maktablar bilan ishlash.',
    directions: ['nature'],
    region: 'namangan',
    dutiesRu: 'Выезды на участки, заполнение журналов наблюдений, помощь на уроках экологии.',
    dutiesUz: 'Uchastkalarga chiqish, kuzatuv jurnallarini toʻldirish, ekologiya darslarida yordam.',
    requirementsRu: 'Студенты биологических и экологических направлений.',
    requirementsUz: 'Biologiya va ekologiya yoʻnalishlari talabalari.',
    scheduleRu: 'Три дня в неделю',
    scheduleUz: 'Haftada uch kun',
    durationRu: '2 месяца',
    durationUz: '2 oy',
    deadline: 30,
    places: 5,
    people: { 'trainee@demo.hashar.uz': 'shortlisted' },
  },
  {
    owner: 'org',
    kind: 'internship',
    pay: 'stipend',
    amount: 1_000_000,
    ru: 'Стажёр SMM (удалённо)',
    uz: 'SMM stajyori (masofaviy)',
    textRu: 'Удалённая стажировка в команде коммуникаций: посты, истории подопечных, аналитика охватов.',
    textUz: 'Kommunikatsiyalar jamoasida masofaviy amaliyot: postlar, qaramoqdagilar hikoyalari, qamrov tahlili.',
    directions: ['othedir'],
    region: null,
    dutiesRu: 'Подготовка 3 постов в неделю, сбор историй, еженедельный отчёт.',
    dutiesUz: 'Haftasiga 3 ta post tayyorlash, hikoyalar yigʻish, haftalik hisobot.',
    requirementsRu: 'Грамотный русский или узбекский, базовый Canva.',
    requirementsUz: 'Rus yoki oʻzbek tilida savodli yozish, Canva asoslari.',
    scheduleRu: 'Удалённо, 15 часов в неделю',
    scheduleUz: 'Masofadan, haftasiga 15 soat',
    durationRu: '4 месяца',
    durationUz: '4 oy',
    deadline: 14,
    places: 1,
  },
  {
    owner: 'org',
    kind: 'vacancy',
    pay: 'paid',
    amount: 6_000_000,
    ru: 'Координатор волонтёров',
    uz: 'Koʻngillilar koordinatori',
    textRu: 'Ищем координатора, который будет набирать, обучать и поддерживать волонтёров наших программ.',
    textUz: 'Dasturlarimiz koʻngillilarini jalb qiladigan, oʻqitadigan va qoʻllab-quvvatlaydigan koordinator izlaymiz.',
    directions: ['othedir', 'children'],
    region: 'tashkent-city',
    dutiesRu: 'Набор и обучение волонтёров, расписание смен, связь с партнёрами.',
    dutiesUz: 'Koʻngillilarni tanlash va oʻqitish, smenalar jadvali, hamkorlar bilan aloqa.',
    requirementsRu: 'Опыт работы с волонтёрами от 1 года, организованность.',
    requirementsUz: 'Koʻngillilar bilan kamida 1 yillik ish tajribasi, tashkilotchilik.',
    scheduleRu: 'Полный день, 5/2',
    scheduleUz: 'Toʻliq kun, 5/2',
    deadline: 25,
    places: 1,
    people: { 'volunteer@demo.hashar.uz': 'pending' },
  },
  {
    owner: 'ecoorg',
    kind: 'vacancy',
    pay: 'paid',
    amount: 8_000_000,
    ru: 'Специалист по фандрайзингу (удалённо)',
    uz: 'Fandrayzing boʻyicha mutaxassis (masofaviy)',
    textRu: 'Нужен специалист, который найдёт грантовые и частные источники для экологических проектов.',
    textUz: 'Ekologik loyihalar uchun grant va xususiy manbalarni topadigan mutaxassis kerak.',
    directions: ['nature'],
    region: null,
    dutiesRu: 'Поиск грантов, подготовка заявок, работа с донорами.',
    dutiesUz: 'Grantlarni izlash, arizalar tayyorlash, donorlar bilan ishlash.',
    requirementsRu: 'Опыт написания грантовых заявок, английский B2.',
    requirementsUz: 'Grant arizalarini yozish tajribasi, ingliz tili B2.',
    scheduleRu: 'Удалённо, полный день',
    scheduleUz: 'Masofadan, toʻliq kun',
    deadline: 40,
    places: 1,
  },
  {
    owner: 'org',
    kind: 'vacancy',
    pay: 'paid',
    amount: 5_000_000,
    ru: 'Психолог в детский центр (Самарканд)',
    uz: 'Bolalar markaziga psixolog (Samarqand)',
    textRu: 'Психолог для индивидуальных и групповых занятий с детьми из детского дома.',
    textUz: 'Bolalar uyidagi bolalar bilan yakka va guruh mashgʻulotlari uchun psixolog.',
    directions: ['children', 'healthcare'],
    region: 'samarkand',
    dutiesRu: 'Диагностика, занятия, консультации воспитателей.',
    dutiesUz: 'Diagnostika, mashgʻulotlar, tarbiyachilarga maslahatlar.',
    requirementsRu: 'Высшее психологическое образование, опыт с детьми.',
    requirementsUz: 'Oliy psixologik maʼlumot, bolalar bilan ishlash tajribasi.',
    scheduleRu: 'Полставки, 4 дня в неделю',
    scheduleUz: 'Yarim stavka, haftada 4 kun',
    deadline: 10,
    places: 1,
  },
  {
    owner: 'ecoorg',
    kind: 'vacancy',
    pay: 'paid',
    amount: 4_500_000,
    ru: 'Водитель-экспедитор',
    uz: 'Haydovchi-ekspeditor',
    textRu: 'Доставка саженцев и инвентаря по Ферганской долине.',
    textUz: 'Fargʻona vodiysi boʻylab koʻchat va jihozlarni yetkazib berish.',
    directions: ['nature'],
    region: 'fergana',
    dutiesRu: 'Доставка грузов, учёт накладных.',
    dutiesUz: 'Yuklarni yetkazish, yuk xatlarini hisobga olish.',
    requirementsRu: 'Права категории C, стаж от 3 лет.',
    requirementsUz: 'C toifali guvohnoma, kamida 3 yillik staj.',
    scheduleRu: 'Полный день',
    scheduleUz: 'Toʻliq kun',
    deadline: 15,
    places: 1,
    moderation: 'moderation',
  },
];

type Ids = Record<string, number>;

interface People {
  users: Ids;
  orgs: Record<'org' | 'ecoorg', { orgId: number; userId: number }>;
  regions: Ids;
  directions: Ids;
  categories: Ids;
}

const ORG_EMAILS = { org: 'org@demo.hashar.uz', ecoorg: 'ecoorg@demo.hashar.uz' } as const;
const VOLUNTEER = 'volunteer@demo.hashar.uz';
const PROBONO = 'probono@demo.hashar.uz';

/** Midnight-based Tashkent time: `offset` days from today at `hour` o'clock (Tashkent is UTC+5). */
const day = (offset: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour - 5, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offset);
  return d;
};

async function select<T extends object>(sequelize: Sequelize, sql: string, bind: unknown[], t: Transaction): Promise<T[]> {
  return sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: t });
}

async function idsByKey(sequelize: Sequelize, table: string, t: Transaction): Promise<Ids> {
  const rows = await select<{ id: number; key: string }>(sequelize, `SELECT id, key FROM ${table}`, [], t);
  return Object.fromEntries(rows.map((r) => [r.key, r.id]));
}

async function loadPeople(sequelize: Sequelize, t: Transaction): Promise<People | null> {
  const users = await select<{ id: number; email: string }>(
    sequelize,
    `SELECT id, email FROM users WHERE email LIKE '%@demo.hashar.uz'`,
    [],
    t,
  );
  const staff = await select<{ organization_id: number; user_id: number; email: string }>(
    sequelize,
    `SELECT s.organization_id, s.user_id, u.email FROM organization_staff s JOIN users u ON u.id = s.user_id WHERE u.email = ANY($1::text[])`,
    [Object.values(ORG_EMAILS)],
    t,
  );
  const org = (email: string) => staff.find((s) => s.email === email);
  const main = org(ORG_EMAILS.org);
  const eco = org(ORG_EMAILS.ecoorg);
  if (!main || !eco) return null;
  return {
    users: Object.fromEntries(users.map((u) => [u.email, u.id])),
    orgs: {
      org: { orgId: main.organization_id, userId: main.user_id },
      ecoorg: { orgId: eco.organization_id, userId: eco.user_id },
    },
    regions: await idsByKey(sequelize, 'regions', t),
    directions: await idsByKey(sequelize, 'directions', t),
    categories: await idsByKey(sequelize, 'task_categories', t),
  };
}

/** Writes the cover file under uploads/events (where covers are uploaded to) and records it as the author's, attached. */
async function cover(
  sequelize: Sequelize,
  t: Transaction,
  uploads: string,
  kind: CoverMotif,
  seed: number,
  title: string,
  authorId: number,
): Promise<string> {
  const [w, h] = kind === 'project' ? [350, 270] : [800, 450];
  const data = demoCover(kind, seed, w, h);
  const key = `events/${demoFileName(`${kind}:${title}`, 'png')}`;
  await fs.mkdir(path.join(uploads, 'events'), { recursive: true });
  await fs.writeFile(path.join(uploads, key), data, { mode: 0o644 });
  await sequelize.query(
    `INSERT INTO uploads (key, owner_id, kind, mime, bytes, attached_at) VALUES ($1, $2, 'eventCover', 'image/png', $3, now())
     ON CONFLICT (key) DO NOTHING`,
    { bind: [key, authorId, data.length], transaction: t },
  );
  return key;
}

/** A one-page PDF with a few lines of text (the demo trainee's CV). */
function demoPdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 60 ${760 - i * 26} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, o] of objects.entries()) {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Inserts one activity row (the shared columns, then its own) and its directions; returns its id. */
async function insertActivity(
  sequelize: Sequelize,
  t: Transaction,
  p: People,
  table: 'projects' | 'tasks' | 'vacancies',
  a: Texts & { ownerOrg: number | null; ownerUser: number | null; author: number; cover: string; index: number },
  own: Record<string, unknown>,
): Promise<number> {
  const moderation = a.moderation ?? 'approved';
  const shared: Record<string, unknown> = {
    organization_id: a.ownerOrg,
    owner_user_id: a.ownerUser,
    created_by: a.author,
    title_ru: a.ru,
    title_uz: a.uz,
    description_ru: a.textRu,
    description_uz: a.textUz,
    region_id: a.region ? (p.regions[a.region] ?? null) : null,
    address_ru: a.region ? 'Адрес уточняется у организатора' : null,
    address_uz: a.region ? 'Manzilni tashkilotchi aniqlashtiradi' : null,
    cover: a.cover,
    moderation,
    submitted_at: new Date(Date.now() - (a.index + 2) * 3600_000),
    published_at: moderation === 'approved' ? new Date(Date.now() - (a.index + 1) * 3600_000) : null,
  };
  const columns = { ...shared, ...own };
  const names = Object.keys(columns);
  const [row] = await select<{ id: number }>(
    sequelize,
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
    t,
  );
  const directionTable = { projects: 'project_directions', tasks: 'task_directions', vacancies: 'vacancy_directions' }[table];
  const column = { projects: 'project_id', tasks: 'task_id', vacancies: 'vacancy_id' }[table];
  await sequelize.query(`INSERT INTO ${directionTable} (${column}, direction_id) SELECT $1, unnest($2::int[])`, {
    bind: [row!.id, a.directions.map((k) => p.directions[k]).filter((x): x is number => x !== undefined)],
    transaction: t,
  });
  return row!.id;
}

/** True when the demo records of a table are there already (one of its titles by a demo author). */
async function present(sequelize: Sequelize, t: Transaction, table: string, titles: string[]): Promise<boolean> {
  const [row] = await select<{ n: number }>(
    sequelize,
    `SELECT count(*)::int AS n FROM ${table} a JOIN users u ON u.id = a.created_by
      WHERE u.email LIKE '%@demo.hashar.uz' AND a.title_ru = ANY($1::text[])`,
    [titles],
    t,
  );
  return (row?.n ?? 0) > 0;
}

interface ApplicationRow {
  user: number;
  kind: 'project' | 'task' | 'vacancy';
  activity: number;
  state: string;
  message: string | null;
  decidedBy: number | null;
  extra?: { cvKey: string; cvName: string; note: string };
}

async function apply(sequelize: Sequelize, t: Transaction, a: ApplicationRow): Promise<number> {
  const [row] = await select<{ id: number }>(
    sequelize,
    `INSERT INTO applications (user_id, activity_kind, activity_id, state, message, decided_by, decided_at, cv_key, cv_name, note)
     VALUES ($1, $2, $3, $4::text, $5, $6, CASE WHEN $4::text <> 'pending' THEN now() END, $7, $8, $9) RETURNING id`,
    [
      a.user,
      a.kind,
      a.activity,
      a.state,
      a.message,
      a.state === 'pending' ? null : a.decidedBy,
      a.extra?.cvKey ?? null,
      a.extra?.cvName ?? null,
      a.extra?.note ?? null,
    ],
    t,
  );
  return row!.id;
}

/** Verified hours of a finished application and their points (as the hours service writes them). */
async function verifyHours(
  sequelize: Sequelize,
  t: Transaction,
  h: { application: number; user: number; ownerOrg: number | null; ownerUser: number | null; hours: number; by: number },
): Promise<void> {
  const [record] = await select<{ id: number }>(
    sequelize,
    `INSERT INTO hours_records (application_id, user_id, organization_id, owner_user_id, hours, note, verified_by)
     VALUES ($1, $2, $3, $4, $5, 'Спасибо за вашу работу! / Ishingiz uchun rahmat!', $6) RETURNING id`,
    [h.application, h.user, h.ownerOrg, h.ownerUser, h.hours, h.by],
    t,
  );
  await sequelize.query(`INSERT INTO points_ledger (user_id, delta, reason, hours_record_id) VALUES ($1, $2, 'hours', $3)`, {
    bind: [h.user, Math.round(h.hours * POINTS.perVerifiedHour), record!.id],
    transaction: t,
  });
}

function ownerOf(p: People, owner: Owner): { ownerOrg: number | null; ownerUser: number | null; author: number } {
  if (owner === 'volunteer') {
    const id = p.users[VOLUNTEER]!;
    return { ownerOrg: null, ownerUser: id, author: id };
  }
  return { ownerOrg: p.orgs[owner].orgId, ownerUser: null, author: p.orgs[owner].userId };
}

async function seedProjects(sequelize: Sequelize, t: Transaction, p: People, uploads: string): Promise<number> {
  for (const [index, d] of PROJECTS.entries()) {
    const owner = ownerOf(p, d.owner);
    const id = await insertActivity(
      sequelize,
      t,
      p,
      'projects',
      { ...d, ...owner, index, cover: await cover(sequelize, t, uploads, 'project', index, d.ru, owner.author) },
      {
        is_nationwide: d.region === null,
        starts_at: day(d.start, 9),
        ends_at: day(d.end, 18),
        goals_ru: d.goalsRu,
        goals_uz: d.goalsUz,
        help_ru: d.helpRu,
        help_uz: d.helpUz,
        places: d.places,
      },
    );
    for (const [key, state] of Object.entries(d.partners)) {
      const partner = p.orgs[key as 'org' | 'ecoorg'];
      // Invited: by the owner; requested: by the organization that asks to join.
      const by = state === 'requested' ? partner.userId : owner.author;
      await sequelize.query(
        `INSERT INTO project_partners (project_id, organization_id, state, created_by, decided_at)
         VALUES ($1, $2, $3::text, $4, CASE WHEN $3::text = 'accepted' THEN now() END)`,
        { bind: [id, partner.orgId, state, by], transaction: t },
      );
    }
    for (const [email, who] of Object.entries(d.people)) {
      const user = p.users[email];
      if (user === undefined) continue;
      const application = await apply(sequelize, t, {
        user,
        kind: 'project',
        activity: id,
        state: who.state,
        message: 'Хочу помочь, свободен по выходным. / Yordam bermoqchiman, dam olish kunlari boʻshman.',
        decidedBy: owner.author,
      });
      if (who.state === 'completed' && who.hours)
        await verifyHours(sequelize, t, { application, user, ...owner, hours: who.hours, by: owner.author });
    }
  }
  return PROJECTS.length;
}

/** The pro bono demo volunteer: a pro bono profile with three areas of expertise (sign-up writes these for real accounts). */
async function ensureProbono(sequelize: Sequelize, t: Transaction, userId: number): Promise<void> {
  await sequelize.query(
    `INSERT INTO volunteer_profiles (user_id, first_name, last_name, volunteer_type_id, is_probono, created_at, updated_at)
     VALUES ($1, 'Тимур', 'Назаров', (SELECT id FROM volunteer_types WHERE key = 'probono'), true, now(), now())
     ON CONFLICT (user_id) DO UPDATE SET is_probono = true`,
    { bind: [userId], transaction: t },
  );
  await sequelize.query(
    `INSERT INTO volunteer_probono_directions (user_id, probono_direction_id)
     SELECT $1, id FROM probono_directions WHERE key IN ('design', 'it', 'marketing') ON CONFLICT DO NOTHING`,
    { bind: [userId], transaction: t },
  );
}

async function seedTasks(sequelize: Sequelize, t: Transaction, p: People, uploads: string): Promise<number> {
  const probono = p.users[PROBONO];
  if (probono !== undefined) await ensureProbono(sequelize, t, probono);
  for (const [index, d] of TASKS.entries()) {
    const owner = ownerOf(p, d.owner);
    const id = await insertActivity(
      sequelize,
      t,
      p,
      'tasks',
      { ...d, ...owner, index, cover: await cover(sequelize, t, uploads, 'task', index + 3, d.ru, owner.author) },
      {
        category_id: p.categories[d.category],
        skills_ru: d.skillsRu,
        skills_uz: d.skillsUz,
        result_ru: d.resultRu,
        result_uz: d.resultUz,
        deadline: day(d.deadline, 18),
        is_online: d.region === null,
        performers: d.performers,
        estimated_hours: d.hours,
      },
    );
    if (!d.probono || probono === undefined) continue;
    const state = d.probono === 'pending' ? 'pending' : d.probono === 'accepted' ? 'completed' : 'accepted';
    const application = await apply(sequelize, t, {
      user: probono,
      kind: 'task',
      activity: id,
      state,
      message:
        'Делал похожие задачи для двух НКО, могу начать сразу. Портфолио пришлю по запросу. / Ikki NNT uchun shunga oʻxshash ishlarni bajarganman, darhol boshlay olaman.',
      decidedBy: owner.author,
    });
    if (d.probono === 'pending') continue;
    const result = {
      submitted: ['submitted', null],
      changes: ['changes_requested', 'Спасибо! Добавьте, пожалуйста, страницу «Как помочь» и версию на узбекском.'],
      accepted: ['accepted', 'Отличная работа, всё принято. Rahmat!'],
    }[d.probono];
    await sequelize.query(
      `INSERT INTO task_results (application_id, body, link, state, review_comment, reviewed_by, reviewed_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4::text, $5, CASE WHEN $4::text <> 'submitted' THEN $6::int END, CASE WHEN $4::text <> 'submitted' THEN now() END,
               now() - interval '2 days', now() - interval '1 day')`,
      {
        bind: [
          application,
          'Готово: результат по ссылке, исходники в архиве. / Tayyor: natija havolada, manba fayllari arxivda.',
          'https://example.org/hashar-demo/result',
          result[0],
          result[1],
          owner.author,
        ],
        transaction: t,
      },
    );
    if (d.probono !== 'accepted') continue;
    await verifyHours(sequelize, t, { application, user: probono, ...owner, hours: d.hours, by: owner.author });
    await sequelize.query(`INSERT INTO points_ledger (user_id, delta, reason, application_id) VALUES ($1, $2, 'task', $3)`, {
      bind: [probono, POINTS.perCompletedTask, application],
      transaction: t,
    });
  }
  return TASKS.length;
}

async function seedVacancies(sequelize: Sequelize, t: Transaction, p: People, uploads: string): Promise<number> {
  for (const [index, d] of VACANCIES.entries()) {
    const owner = ownerOf(p, d.owner);
    const id = await insertActivity(
      sequelize,
      t,
      p,
      'vacancies',
      { ...d, ...owner, index, cover: await cover(sequelize, t, uploads, 'vacancy', index + 5, d.ru, owner.author) },
      {
        kind: d.kind,
        duties_ru: d.dutiesRu,
        duties_uz: d.dutiesUz,
        requirements_ru: d.requirementsRu,
        requirements_uz: d.requirementsUz,
        schedule_ru: d.scheduleRu,
        schedule_uz: d.scheduleUz,
        pay: d.pay,
        amount: d.amount,
        duration_ru: d.durationRu ?? null,
        duration_uz: d.durationUz ?? null,
        is_remote: d.region === null,
        deadline: day(d.deadline, 18),
        places: d.places,
      },
    );
    for (const [email, state] of Object.entries(d.people ?? {})) {
      const user = p.users[email];
      if (user === undefined) continue;
      let extra: ApplicationRow['extra'];
      if (state === 'interview') {
        const key = `cv/${demoFileName(`cv:${email}:${d.ru}`, 'pdf')}`;
        const pdf = demoPdf([
          'Sardor Ergashev',
          'Curriculum vitae',
          'Bukhara State University, economics, 3rd year',
          'Languages: Uzbek, Russian, English',
        ]);
        await fs.mkdir(path.join(uploads, 'cv'), { recursive: true });
        await fs.writeFile(path.join(uploads, key), pdf, { mode: 0o644 });
        await sequelize.query(
          `INSERT INTO uploads (key, owner_id, kind, mime, bytes, attached_at) VALUES ($1, $2, 'cv', 'application/pdf', $3, now()) ON CONFLICT (key) DO NOTHING`,
          { bind: [key, user, pdf.length], transaction: t },
        );
        extra = { cvKey: key, cvName: 'Sardor_Ergashev_CV.pdf', note: 'Собеседование в четверг в 11:00, кабинет 204.' };
      }
      await apply(sequelize, t, {
        user,
        kind: 'vacancy',
        activity: id,
        state,
        message:
          'Здравствуйте! Учусь на экономическом факультете, хочу получить опыт в НКО. / Assalomu alaykum! Iqtisodiyot fakultetida oʻqiyman, NNTda tajriba orttirmoqchiman.',
        decidedBy: owner.author,
        extra,
      });
    }
  }
  return VACANCIES.length;
}

/** Adds what is missing; returns how many projects, tasks and vacancies were added (0: already there). */
export async function seedDemoActivities(
  sequelize: Sequelize,
  opts: { uploadsDir: string },
): Promise<{ projects: number; tasks: number; vacancies: number }> {
  const added = { projects: 0, tasks: 0, vacancies: 0 };
  const kinds = [
    ['projects', PROJECTS, seedProjects],
    ['tasks', TASKS, seedTasks],
    ['vacancies', VACANCIES, seedVacancies],
  ] as const;
  for (const [table, list, seed] of kinds) {
    added[table] = await sequelize.transaction(async (t) => {
      const people = await loadPeople(sequelize, t);
      if (!people || people.users[VOLUNTEER] === undefined) return 0;
      if (
        await present(
          sequelize,
          t,
          table,
          list.map((d) => d.ru),
        )
      )
        return 0;
      return seed(sequelize, t, people, opts.uploadsDir);
    });
  }
  return added;
}
