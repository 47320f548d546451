import { type NoticeState, type PublicationKind } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { storeDemoCover, type CoverMotif } from './covers';

/**
 * Demo publications: stories by the demo organizations and an initiative group,
 * missing pet and missing person notices in several regions with photos, one notice found,
 * one publication waiting for moderation and one rejected with a reason — in Russian and Uzbek.
 * Covers and photos are drawn by covers.ts and stored where the publication uploads go
 * (uploads/publications/, recorded as attached uploads). Idempotent: a publication whose Russian
 * title is there already is skipped. Owners missing from the database (a group the people
 * seeder did not add) fall back to the demo volunteer.
 */

type Owner = { org: string } | { group: string } | { user: string };

interface DemoPost {
  kind: PublicationKind;
  owner: Owner;
  ru: string;
  uz: string;
  /** Paragraphs of the body in each language. */
  bodyRu: string[];
  bodyUz: string[];
  region: string;
  tags: string[];
  /** Cover motif (covers.ts), or none. */
  cover?: CoverMotif;
  /** How many photos to draw. */
  photos?: number;
  notice?: { subject: string; place: string; hoursAgo: number; contacts: string; state?: NoticeState };
  moderation?: 'approved' | 'moderation' | 'rejected';
  reason?: string;
  /** Days ago it was published (or sent). */
  days: number;
}

const ORG = 'org@demo.hashar.uz';
const ECO = 'ecoorg@demo.hashar.uz';

const POSTS: DemoPost[] = [
  {
    kind: 'story',
    owner: { org: ORG },
    ru: 'Как мы провели неделю добра в домах «Мехрибонлик»',
    uz: '«Mehribonlik» uylarida ezgulik haftasini qanday oʻtkazdik',
    bodyRu: [
      'Двадцать волонтёров за неделю навестили три дома «Мехрибонлик» в Ташкенте и области.',
      'Мы провели мастер-классы по рисованию, собрали библиотеку из 300 книг и устроили футбольный турнир.',
      'Спасибо всем, кто пришёл! Следующая неделя добра — весной.',
    ],
    bodyUz: [
      'Yigirma nafar volontyor bir hafta davomida Toshkent va viloyatdagi uchta «Mehribonlik» uyiga tashrif buyurdi.',
      'Rasm chizish boʻyicha mahorat darslari oʻtkazdik, 300 ta kitobdan kutubxona yigʻdik va futbol turniri tashkil qildik.',
      'Kelgan barchaga rahmat! Keyingi ezgulik haftasi — bahorda.',
    ],
    region: 'tashkent-city',
    tags: ['дети', 'неделя добра'],
    cover: 'project',
    photos: 2,
    days: 12,
  },
  {
    kind: 'story',
    owner: { org: ECO },
    ru: 'Берег Нарына стал чище: итоги субботника',
    uz: 'Norin sohili tozaroq boʻldi: hasharning natijalari',
    bodyRu: [
      'В субботу 64 волонтёра вышли на берег Нарына и собрали 1,2 тонны мусора.',
      'Пластик отправлен на переработку, а школьники узнали, как сортировать отходы дома.',
    ],
    bodyUz: [
      'Shanba kuni 64 nafar volontyor Norin sohiliga chiqib, 1,2 tonna chiqindi yigʻdi.',
      'Plastik qayta ishlashga yuborildi, maktab oʻquvchilari esa uyda chiqindilarni saralashni oʻrgandi.',
    ],
    region: 'namangan',
    tags: ['экология', 'субботник'],
    cover: 'project',
    photos: 3,
    days: 6,
  },
  {
    kind: 'story',
    owner: { group: 'Друзья хвостиков' },
    ru: 'Пять собак из приюта нашли дом за месяц',
    uz: 'Boshpanadagi beshta it bir oyda uy topdi',
    bodyRu: [
      'Наша группа каждую субботу выгуливает собак из приюта и фотографирует их для объявлений.',
      'За месяц пятеро подопечных уехали в новые семьи. Приходите знакомиться!',
    ],
    bodyUz: [
      'Guruhimiz har shanba boshpanadagi itlarni sayr qildiradi va eʼlonlar uchun suratga oladi.',
      'Bir oyda beshta itimiz yangi oilalarga ketdi. Tanishishga keling!',
    ],
    region: 'tashkent-city',
    tags: ['животные', 'приют'],
    cover: 'task',
    photos: 2,
    days: 3,
  },
  {
    kind: 'missing_pet',
    owner: { group: 'Друзья хвостиков' },
    ru: 'Пропал рыжий кот Апельсин',
    uz: 'Apelsin ismli sariq mushuk yoʻqoldi',
    bodyRu: ['Домашний кот, ласковый, на ошейнике синий брелок с телефоном. Может прятаться в подвалах.'],
    bodyUz: ['Uy mushugi, erkatoy, boʻynida telefon raqami yozilgan koʻk brelok bor. Yertoʻlalarda yashirinishi mumkin.'],
    region: 'tashkent-city',
    tags: ['кот', 'Юнусабад'],
    photos: 2,
    notice: { subject: 'Рыжий кот Апельсин, 3 года', place: 'Юнусабад, 4-й квартал', hoursAgo: 28, contacts: '+998 90 123 45 67, Дилшод' },
    days: 1,
  },
  {
    kind: 'missing_pet',
    owner: { user: 'volontyor@demo.hashar.uz' },
    ru: 'Потерялась собака породы хаски',
    uz: 'Xaski zotli it yoʻqoldi',
    bodyRu: ['Серо-белая хаски по кличке Луна, голубые глаза, красный ошейник. Убежала во время прогулки.'],
    bodyUz: ['Luna ismli kulrang-oq xaski, koʻzlari moviy, qizil boʻyinbogʻi bor. Sayr paytida qochib ketdi.'],
    region: 'samarkand',
    tags: ['собака', 'хаски'],
    photos: 1,
    notice: { subject: 'Хаски Луна, 2 года', place: 'Самарканд, Регистан', hoursAgo: 30, contacts: '+998 91 555 44 33' },
    days: 1,
  },
  {
    kind: 'missing_person',
    owner: { org: ORG },
    ru: 'Помогите найти пожилого мужчину',
    uz: 'Keksa erkakni topishga yordam bering',
    bodyRu: [
      'Ушёл из дома и не вернулся. Может не помнить своего адреса. Был одет в серое пальто и тюбетейку.',
      'Если вы видели этого человека, позвоните по номеру ниже или в 102.',
    ],
    bodyUz: [
      'Uydan chiqib ketgan va qaytmagan. Manzilini eslay olmasligi mumkin. Kulrang palto va doʻppi kiygan.',
      'Agar bu odamni koʻrgan boʻlsangiz, quyidagi raqamga yoki 102 ga qoʻngʻiroq qiling.',
    ],
    region: 'tashkent-region',
    tags: ['поиск', 'пожилые'],
    photos: 1,
    notice: {
      subject: 'Мужчина 78 лет, рост 170 см, седой',
      place: 'Чирчик, рынок «Дехкан бозор»',
      hoursAgo: 10,
      contacts: '+998 71 200 00 02',
    },
    days: 0,
  },
  {
    kind: 'missing_pet',
    owner: { org: ECO },
    ru: 'Пропал попугай Кеша',
    uz: 'Kesha ismli toʻti yoʻqoldi',
    bodyRu: ['Зелёный волнистый попугай, умеет говорить «Кеша хороший». Вылетел в открытое окно.'],
    bodyUz: ['Yashil toʻlqinsimon toʻti, «Kesha yaxshi» deya oladi. Ochiq derazadan uchib ketdi.'],
    region: 'fergana',
    tags: ['птица'],
    photos: 1,
    notice: { subject: 'Волнистый попугай Кеша', place: 'Фергана, парк Аль-Фаргани', hoursAgo: 50, contacts: '+998 93 777 88 99' },
    days: 2,
  },
  {
    kind: 'missing_pet',
    owner: { user: 'volunteer@demo.hashar.uz' },
    ru: 'Найдена: кошка Муся вернулась домой',
    uz: 'Topildi: Musya mushugi uyiga qaytdi',
    bodyRu: ['Спасибо всем, кто делился объявлением! Мусю нашли соседи через два дня.'],
    bodyUz: ['Eʼlonni ulashgan barchaga rahmat! Musyani ikki kundan keyin qoʻshnilar topdi.'],
    region: 'tashkent-city',
    tags: ['кошка'],
    photos: 1,
    notice: { subject: 'Серая кошка Муся', place: 'Чиланзар, 9-й квартал', hoursAgo: 240, contacts: '+998 90 111 22 33', state: 'found' },
    days: 9,
  },
  {
    kind: 'story',
    owner: { user: 'volunteer@demo.hashar.uz' },
    ru: 'Мой первый год волонтёрства',
    uz: 'Volontyorlikdagi birinchi yilim',
    bodyRu: ['За год я отработал 120 часов: от субботников до помощи в приюте. Рассказываю, с чего начать.'],
    bodyUz: ['Bir yilda 120 soat ishladim: hasharlardan boshpanada yordamgacha. Nimadan boshlash kerakligini aytaman.'],
    region: 'tashkent-city',
    tags: ['опыт'],
    cover: 'vacancy',
    moderation: 'moderation',
    days: 0,
  },
  {
    kind: 'story',
    owner: { user: 'volontyor@demo.hashar.uz' },
    ru: 'Продаю велосипед недорого',
    uz: 'Velosipedni arzon sotaman',
    bodyRu: ['Велосипед в хорошем состоянии, звоните.'],
    bodyUz: ['Velosiped yaxshi holatda, qoʻngʻiroq qiling.'],
    region: 'samarkand',
    tags: [],
    moderation: 'rejected',
    reason: 'Объявления о продаже не относятся к волонтёрству. Опубликуйте историю о добром деле.',
    days: 4,
  },
];

const DAY = 24 * 3600 * 1000;
/** A notice's drawn photo: a paw print for a pet, the neutral silhouette for a person (never a picture of someone); a story's: its kind's motif. */
const photoMotif = (kind: PublicationKind, n: number): CoverMotif =>
  kind === 'missing_person' ? 'person' : kind === 'missing_pet' ? 'pet' : (['project', 'task', 'vacancy'] as const)[n % 3]!;
const HOUR = 3600 * 1000;
const paragraphs = (list: string[]) => list.map((p) => `<p>${p}</p>`).join('');

async function rows<T>(sequelize: Sequelize, t: Transaction, sql: string, bind: unknown[]): Promise<T[]> {
  const [found] = await sequelize.query(sql, { bind, transaction: t });
  return found as T[];
}

/** Adds the missing demo publications; returns how many were added. */
export async function seedDemoPublications(sequelize: Sequelize, opts: { uploadsDir: string }): Promise<number> {
  return sequelize.transaction(async (t) => {
    const there = new Set(
      (
        await rows<{ title_ru: string }>(sequelize, t, 'SELECT title_ru FROM publications WHERE title_ru = ANY($1::text[])', [
          POSTS.map((p) => p.ru),
        ])
      ).map((r) => r.title_ru),
    );
    const users = new Map(
      (
        await rows<{ id: number; email: string; organization_id: number | null }>(
          sequelize,
          t,
          `SELECT u.id, u.email, (SELECT s.organization_id FROM organization_staff s WHERE s.user_id = u.id LIMIT 1) AS organization_id
             FROM users u WHERE u.email LIKE '%@demo.hashar.uz'`,
          [],
        )
      ).map((u) => [u.email, u]),
    );
    const groups = new Map(
      (await rows<{ id: number; name_ru: string }>(sequelize, t, 'SELECT id, name_ru FROM initiative_groups WHERE status > 0', [])).map(
        (g) => [g.name_ru, g.id],
      ),
    );
    const regions = new Map(
      (await rows<{ id: number; key: string }>(sequelize, t, 'SELECT id, key FROM regions', [])).map((r) => [r.key, r.id]),
    );
    const fallback = users.get('volunteer@demo.hashar.uz');
    if (!fallback) return 0;

    let added = 0;
    for (const [i, post] of POSTS.entries()) {
      if (there.has(post.ru)) continue;
      const owner = { organization_id: null as number | null, owner_user_id: null as number | null, owner_group_id: null as number | null };
      let createdBy = fallback.id;
      if ('org' in post.owner && users.get(post.owner.org)?.organization_id) {
        owner.organization_id = users.get(post.owner.org)!.organization_id;
        createdBy = users.get(post.owner.org)!.id;
      } else if ('group' in post.owner && groups.has(post.owner.group)) {
        owner.owner_group_id = groups.get(post.owner.group)!;
      } else {
        const user = 'user' in post.owner ? (users.get(post.owner.user) ?? fallback) : fallback;
        owner.owner_user_id = user.id;
        createdBy = user.id;
      }
      /** Draws one picture under uploads/publications/ (recorded as an attached upload of the author); returns its key. */
      const picture = (name: string, kind: string, motif: CoverMotif, seed: number, size: [number, number]) =>
        storeDemoCover(
          sequelize,
          t,
          opts.uploadsDir,
          { folder: 'publications', name: `post:${post.ru}:${name}`, kind, ownerId: createdBy },
          { motif, seed, size },
        );
      const cover = post.cover ? await picture('cover', 'publicationCover', post.cover, i, [800, 450]) : null;
      const photos = [];
      for (let n = 0; n < (post.photos ?? 0); n++) {
        photos.push({ url: await picture(`photo${n}`, 'publicationPhoto', photoMotif(post.kind, i + n), i * 3 + n, [640, 480]) });
      }
      const moderation = post.moderation ?? 'approved';
      const at = new Date(Date.now() - post.days * DAY - i * HOUR);
      const notice = post.notice;
      await sequelize.query(
        `INSERT INTO publications (kind, organization_id, owner_user_id, owner_group_id, created_by, title_ru, title_uz, body_ru, body_uz,
           cover, photos, region_id, tags, subject, last_seen_place, last_seen_at, contacts, notice_state, state_changed_at,
           moderation, reject_reason, submitted_at, published_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13::varchar[], $14, $15, $16, $17, $18, $19,
           $20, $21, $22, $23, $22, $22)`,
        {
          bind: [
            post.kind,
            owner.organization_id,
            owner.owner_user_id,
            owner.owner_group_id,
            createdBy,
            post.ru,
            post.uz,
            paragraphs(post.bodyRu),
            paragraphs(post.bodyUz),
            cover,
            JSON.stringify(photos),
            regions.get(post.region) ?? null,
            post.tags,
            notice?.subject ?? null,
            notice?.place ?? null,
            notice ? new Date(Date.now() - notice.hoursAgo * HOUR) : null,
            notice?.contacts ?? null,
            notice ? (notice.state ?? 'active') : null,
            notice?.state ? new Date(at.getTime() + DAY) : null,
            moderation,
            post.reason ?? null,
            at,
            moderation === 'approved' ? at : null,
          ],
          transaction: t,
        },
      );
      added++;
    }
    return added;
  });
}
