import { POINTS } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import { storeDemoCover } from './covers';

/**
 * Demo courses of the academy: three of the platform's in Russian and Uzbek (first steps as a
 * volunteer, first aid basics, working with children) and one of the demo eco organization, each
 * with lessons and a final quiz; the demo volunteer has completed the first (with its points),
 * is half-way through first aid and has failed one attempt at working with children; the eco
 * organization's next event requires its course.
 * Idempotent: a course whose address is there already is skipped.
 */

interface DemoQuestion {
  ru: string;
  uz: string;
  multiple?: boolean;
  /** [ru, uz, right] */
  options: [string, string, boolean][];
}

interface DemoCourse {
  slug: string;
  owner: 'platform' | 'ecoorg@demo.hashar.uz';
  level: 'beginner' | 'intermediate' | 'advanced';
  minutes: number;
  directions: string[];
  titleRu: string;
  titleUz: string;
  summaryRu: string;
  summaryUz: string;
  lessons: { ru: string; uz: string; bodyRu: string; bodyUz: string; youtube?: string }[];
  questions: DemoQuestion[];
  days: number;
}

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

const COURSES: DemoCourse[] = [
  {
    slug: 'pervye-shagi-volontera',
    owner: 'platform',
    level: 'beginner',
    minutes: 25,
    directions: ['education'],
    titleRu: 'Первые шаги волонтёра',
    titleUz: "Ko'ngillining ilk qadamlari",
    summaryRu: 'Как выбрать дело по душе, подать заявку, прийти на смену и получить подтверждённые часы.',
    summaryUz: "Ko'nglingizga yoqadigan ishni tanlash, ariza berish, smenaga kelish va tasdiqlangan soatlarni olish.",
    lessons: [
      {
        ru: 'Зачем быть волонтёром',
        uz: "Nega ko'ngilli bo'lish kerak",
        bodyRu: p('Волонтёрство — это добровольная помощь людям, природе и городу.', 'Опыт, друзья и подтверждённые часы остаются с вами.'),
        bodyUz: p(
          "Ko'ngillilik — odamlarga, tabiatga va shaharga ixtiyoriy yordam.",
          "Tajriba, do'stlar va tasdiqlangan soatlar siz bilan qoladi.",
        ),
      },
      {
        ru: 'Заявка и смена',
        uz: 'Ariza va smena',
        bodyRu: p(
          'Выберите мероприятие и смену, подайте заявку и дождитесь решения организатора.',
          'Придите вовремя: организатор отметит вас по QR-коду.',
        ),
        bodyUz: p(
          'Tadbir va smenani tanlang, ariza bering va tashkilotchi qarorini kuting.',
          "O'z vaqtida keling: tashkilotchi sizni QR-kod orqali belgilaydi.",
        ),
      },
      {
        ru: 'Часы и баллы',
        uz: 'Soatlar va ballar',
        bodyRu: p('После смены организатор подтверждает часы. За каждый час начисляются баллы, их можно обменять на бонусы партнёров.'),
        bodyUz: p(
          'Smenadan keyin tashkilotchi soatlarni tasdiqlaydi. Har bir soat uchun ballar beriladi, ularni hamkorlar bonuslariga almashtirish mumkin.',
        ),
      },
    ],
    questions: [
      {
        ru: 'Кто подтверждает часы волонтёра?',
        uz: "Ko'ngillining soatlarini kim tasdiqlaydi?",
        options: [
          ['Организатор', 'Tashkilotchi', true],
          ['Сам волонтёр', "Ko'ngillining o'zi", false],
          ['Никто', 'Hech kim', false],
        ],
      },
      {
        ru: 'Что можно получить за подтверждённые часы?',
        uz: 'Tasdiqlangan soatlar uchun nima olish mumkin?',
        multiple: true,
        options: [
          ['Баллы', 'Ballar', true],
          ['Сертификат', 'Sertifikat', true],
          ['Зарплату', 'Maosh', false],
        ],
      },
      {
        ru: 'Как организатор отмечает пришедших на смену?',
        uz: 'Tashkilotchi smenaga kelganlarni qanday belgilaydi?',
        options: [
          ['По QR-коду', 'QR-kod orqali', true],
          ['По телефону', 'Telefon orqali', false],
        ],
      },
    ],
    days: 40,
  },
  {
    slug: 'osnovy-pervoj-pomoshchi',
    owner: 'platform',
    level: 'beginner',
    minutes: 45,
    directions: ['healthcare', 'emergency'],
    titleRu: 'Основы первой помощи',
    titleUz: 'Birinchi yordam asoslari',
    summaryRu: 'Что делать до приезда скорой: безопасность, вызов помощи, кровотечение, ожоги.',
    summaryUz: 'Tez yordam kelguncha nima qilish kerak: xavfsizlik, yordam chaqirish, qon ketishi, kuyish.',
    lessons: [
      {
        ru: 'Безопасность и вызов помощи',
        uz: 'Xavfsizlik va yordam chaqirish',
        bodyRu: p('Сначала убедитесь, что вам ничто не угрожает.', 'Позвоните 103 и скажите, где вы и что случилось.'),
        bodyUz: p(
          "Avval o'zingizga hech narsa xavf solmasligiga ishonch hosil qiling.",
          "103 ga qo'ng'iroq qiling va qayerdaligingizni hamda nima bo'lganini ayting.",
        ),
      },
      {
        ru: 'Кровотечение',
        uz: 'Qon ketishi',
        bodyRu: p('Прижмите рану чистой тканью и держите давление, пока не приедет помощь.'),
        bodyUz: p('Yarani toza mato bilan bosing va yordam kelguncha bosib turing.'),
      },
      {
        ru: 'Ожоги',
        uz: 'Kuyish',
        bodyRu: p('Охлаждайте ожог прохладной водой 20 минут. Не мажьте маслом.'),
        bodyUz: p("Kuygan joyni 20 daqiqa salqin suv bilan sovuting. Yog' surtmang."),
      },
    ],
    questions: [
      {
        ru: 'По какому номеру вызывают скорую помощь?',
        uz: 'Tez yordam qaysi raqam orqali chaqiriladi?',
        options: [
          ['103', '103', true],
          ['101', '101', false],
          ['102', '102', false],
        ],
      },
      {
        ru: 'Как охлаждать ожог?',
        uz: 'Kuyishni qanday sovutish kerak?',
        options: [
          ['Прохладной водой 20 минут', '20 daqiqa salqin suv bilan', true],
          ['Маслом', "Yog' bilan", false],
        ],
      },
    ],
    days: 30,
  },
  {
    slug: 'rabota-s-detmi',
    owner: 'platform',
    level: 'intermediate',
    minutes: 35,
    directions: ['children'],
    titleRu: 'Работа с детьми',
    titleUz: 'Bolalar bilan ishlash',
    summaryRu: 'Правила безопасности и общения для волонтёров детских программ.',
    summaryUz: "Bolalar dasturlari ko'ngillilari uchun xavfsizlik va muloqot qoidalari.",
    lessons: [
      {
        ru: 'Безопасность ребёнка',
        uz: 'Bola xavfsizligi',
        bodyRu: p('Никогда не оставайтесь с ребёнком наедине вне поля зрения других взрослых.'),
        bodyUz: p('Hech qachon boshqa kattalar koʻzidan uzoqda bola bilan yolgʻiz qolmang.'),
      },
      {
        ru: 'Общение',
        uz: 'Muloqot',
        bodyRu: p('Говорите спокойно, на уровне глаз ребёнка, и слушайте его.'),
        bodyUz: p('Xotirjam, bolaning koʻzi darajasida gapiring va uni tinglang.'),
      },
    ],
    questions: [
      {
        ru: 'Можно ли оставаться с ребёнком наедине вне поля зрения взрослых?',
        uz: 'Kattalar koʻzidan uzoqda bola bilan yolgʻiz qolish mumkinmi?',
        options: [
          ['Нет', "Yo'q", true],
          ['Да', 'Ha', false],
        ],
      },
      {
        ru: 'Как лучше говорить с ребёнком?',
        uz: 'Bola bilan qanday gaplashgan maʼqul?',
        options: [
          ['Спокойно, на уровне его глаз', 'Xotirjam, uning koʻzi darajasida', true],
          ['Громко, чтобы услышал', 'Eshitishi uchun baland ovozda', false],
        ],
      },
    ],
    days: 20,
  },
  {
    slug: 'bezopasnost-na-eko-akcii',
    owner: 'ecoorg@demo.hashar.uz',
    level: 'beginner',
    minutes: 15,
    directions: ['nature'],
    titleRu: 'Безопасность на экологической акции',
    titleUz: 'Ekologik aksiyada xavfsizlik',
    summaryRu: 'Перчатки, вода и раздельный сбор: что нужно знать перед субботником.',
    summaryUz: "Qo'lqop, suv va alohida yig'ish: shanbalikdan oldin bilish kerak bo'lgan narsalar.",
    lessons: [
      {
        ru: 'Снаряжение',
        uz: 'Jihozlar',
        bodyRu: p('Возьмите перчатки, воду и головной убор. Стекло собирайте отдельно.'),
        bodyUz: p("Qo'lqop, suv va bosh kiyim oling. Shishani alohida yig'ing."),
      },
    ],
    questions: [
      {
        ru: 'Что собирают отдельно?',
        uz: "Nima alohida yig'iladi?",
        options: [
          ['Стекло', 'Shisha', true],
          ['Листья', 'Barglar', false],
        ],
      },
    ],
    days: 10,
  },
];

const one = async <T extends object>(sequelize: Sequelize, sql: string, bind: unknown[], t: Transaction): Promise<T | undefined> =>
  (await sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: t }))[0];

/** Adds the demo courses that are missing and the demo volunteer's progress in them; the number of courses added. */
export async function seedDemoAcademy(sequelize: Sequelize, opts: { uploadsDir: string }): Promise<number> {
  return sequelize.transaction(async (t) => {
    let added = 0;
    const ids = new Map<string, number>();
    for (const c of COURSES) {
      const orgId =
        c.owner === 'platform'
          ? null
          : (
              await one<{ id: number }>(
                sequelize,
                'SELECT organization_id AS id FROM organization_staff s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
                [c.owner],
                t,
              )
            )?.id;
      if (orgId === undefined) continue;
      if (await one(sequelize, 'SELECT 1 FROM courses WHERE slug = $1', [c.slug], t)) continue;
      const cover = await storeDemoCover(
        sequelize,
        t,
        opts.uploadsDir,
        { folder: 'courses', name: `course:${c.slug}`, kind: 'courseCover', ownerId: null },
        { motif: 'project', seed: 40 + COURSES.indexOf(c), size: [800, 450] },
      );
      const course = await one<{ id: number }>(
        sequelize,
        `INSERT INTO courses (slug, organization_id, title_ru, title_uz, summary_ru, summary_uz, body_ru, body_uz, level, estimated_minutes,
           pass_mark, attempts_per_day, moderation, submitted_at, published_at, created_at, cover)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 70, 3, 'approved', now() - make_interval(days => $11::int), now() - make_interval(days => $11::int),
           now() - make_interval(days => $11::int), $12)
         ON CONFLICT (slug) DO NOTHING RETURNING id`,
        [c.slug, orgId, c.titleRu, c.titleUz, c.summaryRu, c.summaryUz, p(c.summaryRu), p(c.summaryUz), c.level, c.minutes, c.days, cover],
        t,
      );
      if (!course) continue;
      added++;
      ids.set(c.slug, course.id);
      await sequelize.query(
        'INSERT INTO course_directions (course_id, direction_id) SELECT $1, id FROM directions WHERE key = ANY($2::text[])',
        {
          bind: [course.id, c.directions],
          transaction: t,
        },
      );
      for (const [i, lesson] of c.lessons.entries())
        await sequelize.query(
          'INSERT INTO course_lessons (course_id, position, title_ru, title_uz, body_ru, body_uz) VALUES ($1, $2, $3, $4, $5, $6)',
          { bind: [course.id, i + 1, lesson.ru, lesson.uz, lesson.bodyRu, lesson.bodyUz], transaction: t },
        );
      for (const [i, q] of c.questions.entries()) {
        const question = await one<{ id: number }>(
          sequelize,
          'INSERT INTO course_questions (course_id, position, text_ru, text_uz, multiple) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [course.id, i + 1, q.ru, q.uz, q.multiple ?? false],
          t,
        );
        for (const [k, [ru, uz, right]] of q.options.entries())
          await sequelize.query(
            'INSERT INTO course_options (question_id, position, text_ru, text_uz, is_correct) VALUES ($1, $2, $3, $4, $5)',
            {
              bind: [question?.id, k + 1, ru, uz, right],
              transaction: t,
            },
          );
      }
    }
    await seedVolunteerProgress(sequelize, ids, t);
    // The eco organization's next event requires its course: applying to it needs the completion.
    const own = ids.get('bezopasnost-na-eko-akcii');
    if (own !== undefined)
      await sequelize.query(
        `INSERT INTO activity_course_requirements (activity_kind, activity_id, course_id)
         SELECT 'event', e.id, $1 FROM events e JOIN organization_staff s ON s.organization_id = e.organization_id
           JOIN users u ON u.id = s.user_id
          WHERE u.email = 'ecoorg@demo.hashar.uz' AND e.moderation = 'approved' AND e.starts_at > now()
          ORDER BY e.starts_at LIMIT 1
         ON CONFLICT DO NOTHING`,
        { bind: [own], transaction: t },
      );
    return added;
  });
}

/** The demo volunteer: their book shown, the first course completed (80 %, with its points), first aid half read, a failed attempt with children. */
async function seedVolunteerProgress(sequelize: Sequelize, ids: Map<string, number>, t: Transaction): Promise<void> {
  const user = await one<{ id: number }>(sequelize, "SELECT id FROM users WHERE email = 'volunteer@demo.hashar.uz'", [], t);
  if (!user) return;
  // The demo volunteer shows their book on their public page (volons/view/{id}).
  await sequelize.query('UPDATE volunteer_profiles SET show_book = true WHERE user_id = $1', { bind: [user.id], transaction: t });
  const enrol = async (slug: string, lessons: number) => {
    const courseId = ids.get(slug);
    if (courseId === undefined) return null;
    const enrolment = await one<{ id: number }>(
      sequelize,
      "INSERT INTO course_enrolments (user_id, course_id, enrolled_at) VALUES ($1, $2, now() - interval '7 days') RETURNING id",
      [user.id, courseId],
      t,
    );
    await sequelize.query(
      `INSERT INTO course_lesson_progress (enrolment_id, lesson_id)
       SELECT $1, id FROM course_lessons WHERE course_id = $2 AND position <= $3`,
      { bind: [enrolment?.id, courseId, lessons], transaction: t },
    );
    return { courseId, enrolmentId: enrolment?.id };
  };
  const attempt = async (enrolmentId: number | undefined, courseId: number, score: number, days: number) =>
    one<{ id: number }>(
      sequelize,
      `INSERT INTO course_quiz_attempts (enrolment_id, started_at, started_day, questions, answers, finished_at, score, passed, wrong_question_ids)
       SELECT $1::int, now() - make_interval(days => $4::int), ((now() - make_interval(days => $4::int)) AT TIME ZONE 'Asia/Tashkent')::date,
              (SELECT json_agg(json_build_object('id', q.id, 'options', (SELECT json_agg(o.id ORDER BY o.position) FROM course_options o WHERE o.question_id = q.id)) ORDER BY q.position)::jsonb
                 FROM course_questions q WHERE q.course_id = $2::int),
              '[]'::jsonb, now() - make_interval(days => $4::int), $3::int, $3::int >= 70,
              CASE WHEN $3::int >= 70 THEN '{}'::int[] ELSE ARRAY(SELECT q.id FROM course_questions q WHERE q.course_id = $2::int ORDER BY q.position DESC LIMIT 1) END
       RETURNING id`,
      [enrolmentId, courseId, score, days],
      t,
    );
  const first = await enrol('pervye-shagi-volontera', 3);
  if (first) {
    const passed = await attempt(first.enrolmentId, first.courseId, 100, 5);
    await sequelize.query(
      "INSERT INTO course_completions (user_id, course_id, attempt_id, score, completed_at) VALUES ($1, $2, $3, 100, now() - interval '5 days')",
      { bind: [user.id, first.courseId, passed?.id], transaction: t },
    );
    await sequelize.query(
      "INSERT INTO points_ledger (user_id, delta, reason, course_id, created_at) VALUES ($1, $2, 'course', $3, now() - interval '5 days')",
      { bind: [user.id, POINTS.perCompletedCourse, first.courseId], transaction: t },
    );
  }
  await enrol('osnovy-pervoj-pomoshchi', 1);
  const children = await enrol('rabota-s-detmi', 2);
  if (children) await attempt(children.enrolmentId, children.courseId, 50, 2);
}
