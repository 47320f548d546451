import { QueryTypes, type Sequelize } from 'sequelize';
import type { PeopleSeeder } from '../demoPeople';

/** The demo volunteers' own profiles (profile/infovolon), filled in full; texts in Russian and Uzbek. */
const PROFILES = [
  {
    email: 'volunteer@demo.hashar.uz',
    first: 'Азиз',
    last: 'Рахимов',
    middle: 'Бахтиёрович',
    birth: '1998-03-14',
    sex: 'male',
    citizenship: 'Узбекистан / Oʻzbekiston',
    phone: '+998 90 123-45-67',
    about:
      'Волонтёр с 2018 года: субботники, помощь пожилым, городские марафоны.\n\n2018-yildan beri volontyor: shanbaliklar, keksalarga yordam, shahar marafonlari.',
    tags: ['экология', 'марафоны', 'shanbalik'],
    education: 'Ташкентский государственный экономический университет, бакалавр / TDIU, bakalavr',
    languages: ['Русский', 'Oʻzbek', 'English'],
    skills: ['организация мероприятий', 'первая помощь', 'вождение (категория B)'],
    work: 'Менеджер проектов, ООО «Digital Tashkent» / Loyiha menejeri',
    certificates: 'Сертификат Красного Полумесяца по первой помощи (2022) / Qizil Yarim Oy birinchi yordam sertifikati',
    courses: 'Управление волонтёрами, Hashar Academy (2023) / Volontyorlarni boshqarish kursi',
    type: 'event',
    probono: [] as string[],
    dirs: ['nature', 'oldergeneration', 'sportsevents'],
    passport: 'AB1234567',
    registration: 'г. Ташкент, Юнусабадский р-н, кв. 4, д. 12, кв. 7',
    tax: '512345678',
    residence: 'г. Ташкент, Юнусабадский р-н, кв. 4, д. 12, кв. 7',
    medicalBook: true,
    vaccination: 'COVID-19 (2021), грипп (2025) / gripp (2025)',
    clothing: 'L',
    shoe: 43,
  },
  {
    email: 'volontyor@demo.hashar.uz',
    first: 'Malika',
    last: 'Yusupova',
    middle: 'Rustamovna',
    birth: '2002-09-02',
    sex: 'female',
    citizenship: 'Oʻzbekiston / Узбекистан',
    phone: '+998 93 456-78-90',
    about:
      'Samarqanddagi bolalar uylarida ingliz tili darslarini olib boraman.\n\nВеду уроки английского языка в детских домах Самарканда.',
    tags: ['bolalar', 'taʼlim', 'дети'],
    education: 'Samarqand davlat chet tillar instituti, 4-kurs / СамГИИЯ, 4 курс',
    languages: ['Oʻzbek', 'Русский', 'English', 'Deutsch'],
    skills: ['ingliz tili', 'pedagogika', 'tarjima'],
    work: 'Talaba, frilans tarjimon / Студентка, переводчик',
    certificates: 'IELTS 7.5 (2024)',
    courses: 'Bolalar bilan ishlash asoslari (2023) / Основы работы с детьми',
    type: 'social',
    probono: [] as string[],
    dirs: ['children', 'education', 'culture'],
    passport: 'AC7654321',
    registration: 'Samarqand sh., Registon koʻchasi, 21-uy',
    tax: '498765432',
    residence: 'Samarqand sh., Universitet xiyoboni, 15-uy, 3-xonadon',
    medicalBook: false,
    vaccination: 'COVID-19 (2022) / COVID-19 (2022)',
    clothing: 'S',
    shoe: 37,
  },
  {
    email: 'probono@demo.hashar.uz',
    first: 'Тимур',
    last: 'Назаров',
    middle: null,
    birth: '1990-11-27',
    sex: 'male',
    citizenship: 'Узбекистан / Oʻzbekiston',
    phone: '+998 97 222-33-44',
    about:
      'Дизайнер и веб-разработчик, помогаю НКО с сайтами и фирменным стилем pro bono.\n\nDizayner va veb-dasturchi, NNTlarga saytlar va brending boʻyicha pro bono yordam beraman.',
    tags: ['pro bono', 'дизайн', 'IT'],
    education: 'Ферганский политехнический институт, инженер-программист / FarPI, dasturchi muhandis',
    languages: ['Русский', 'Oʻzbek', 'English'],
    skills: ['UI/UX-дизайн', 'React', 'брендинг', 'маркетинг'],
    work: 'Фриланс, студия «Nazarov Design» / Frilans',
    certificates: 'Google UX Design Certificate (2021)',
    courses: 'Digital-маркетинг для НКО (2022) / NNTlar uchun raqamli marketing',
    type: 'probono',
    probono: ['design', 'it', 'marketing'],
    dirs: ['intellectual', 'education', 'disabilities'],
    passport: 'AD2468135',
    registration: 'г. Фергана, ул. Мустакиллик, д. 5, кв. 18',
    tax: '601234987',
    residence: 'г. Фергана, ул. Мустакиллик, д. 5, кв. 18',
    medicalBook: null,
    vaccination: null,
    clothing: 'XL',
    shoe: 44,
  },
] as const;

/** Fills the demo volunteers' profiles (once: a profile with a birth date is left as it is) and lists them in the directory. */
export const seedDemoVolunteerProfiles: PeopleSeeder = async (sequelize: Sequelize) =>
  sequelize.transaction(async (t) => {
    let added = 0;
    for (const p of PROFILES) {
      const [row] = await sequelize.query<{ id: number }>(
        `SELECT u.id FROM users u LEFT JOIN volunteer_profiles vp ON vp.user_id = u.id
          WHERE u.email = $1 AND vp.birth_date IS NULL`,
        { bind: [p.email], type: QueryTypes.SELECT, transaction: t },
      );
      if (!row) continue;
      added += 1;
      await sequelize.query(
        `INSERT INTO volunteer_profiles (user_id, first_name, last_name, middle_name, no_middle_name, birth_date, sex, citizenship, phone,
           about, tags, education, languages, skills, work, certificates, courses, volunteer_type_id, is_probono,
           passport_series, registration_address, tax_number, residence_address, medical_book, vaccination, clothing_size, shoe_size,
           is_listed, created_at, updated_at)
         VALUES ($1, $2, $3, $4::varchar, $4::varchar IS NULL, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
           (SELECT id FROM volunteer_types WHERE key = $17::varchar), $17::varchar = 'probono', $18, $19, $20, $21, $22, $23, $24, $25, true, now(), now())
         ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
           middle_name = EXCLUDED.middle_name, no_middle_name = EXCLUDED.no_middle_name, birth_date = EXCLUDED.birth_date,
           sex = EXCLUDED.sex, citizenship = EXCLUDED.citizenship, phone = EXCLUDED.phone, about = EXCLUDED.about,
           tags = EXCLUDED.tags, education = EXCLUDED.education, languages = EXCLUDED.languages, skills = EXCLUDED.skills,
           work = EXCLUDED.work, certificates = EXCLUDED.certificates, courses = EXCLUDED.courses,
           volunteer_type_id = EXCLUDED.volunteer_type_id, is_probono = EXCLUDED.is_probono,
           passport_series = EXCLUDED.passport_series, registration_address = EXCLUDED.registration_address,
           tax_number = EXCLUDED.tax_number, residence_address = EXCLUDED.residence_address, medical_book = EXCLUDED.medical_book,
           vaccination = EXCLUDED.vaccination, clothing_size = EXCLUDED.clothing_size, shoe_size = EXCLUDED.shoe_size,
           is_listed = true, updated_at = now()`,
        {
          bind: [
            row.id,
            p.first,
            p.last,
            p.middle,
            p.birth,
            p.sex,
            p.citizenship,
            p.phone,
            p.about,
            p.tags,
            p.education,
            p.languages,
            p.skills,
            p.work,
            p.certificates,
            p.courses,
            p.type,
            p.passport,
            p.registration,
            p.tax,
            p.residence,
            p.medicalBook,
            p.vaccination,
            p.clothing,
            p.shoe,
          ],
          transaction: t,
        },
      );
      await sequelize.query(
        `INSERT INTO volunteer_directions (user_id, direction_id) SELECT $1, id FROM directions WHERE key = ANY($2::text[]) ON CONFLICT DO NOTHING`,
        { bind: [row.id, p.dirs], transaction: t },
      );
      await sequelize.query(
        `INSERT INTO volunteer_probono_directions (user_id, probono_direction_id)
         SELECT $1, id FROM probono_directions WHERE key = ANY($2::text[]) ON CONFLICT DO NOTHING`,
        { bind: [row.id, p.probono], transaction: t },
      );
    }
    return { volunteerProfiles: added };
  });
