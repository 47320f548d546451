import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { storeDemoCover, type CoverMotif } from './covers';
import { seedDemoPartners } from './people/partners';

/**
 * Demo bonus offers: offers of the demo partner (partner@demo.hashar.uz, made by the
 * partners seeder when missing) and of the demo organizations, in Russian and Uzbek with drawn
 * images (uploads/bonuses/), prices spread from 30 to 1000 points; one waiting for moderation, one
 * rejected with a reason, one sold out. The demo volunteer redeemed three (one code still issued,
 * two used), paid from their ledger — only when their balance covers those and one offer more, so
 * it never goes below zero. Idempotent: an offer whose Russian title is there already is skipped,
 * and the volunteer's codes are added once.
 */

type Owner = 'partner' | 'org' | 'ecoorg';

interface DemoOffer {
  owner: Owner;
  ru: string;
  uz: string;
  descriptionRu: string;
  descriptionUz: string;
  termsRu: string;
  termsUz: string;
  price: number;
  /** null: unlimited. */
  quantity: number | null;
  /** A region key, or null for an online offer. */
  region: string | null;
  motif: CoverMotif;
  moderation?: 'moderation' | 'rejected';
  reason?: string;
  /** Every code already issued (remaining 0). */
  soldOut?: boolean;
  /** The demo volunteer's code: 'used' or 'issued'. */
  redeemed?: 'used' | 'issued';
  /** Days since it was published. */
  days: number;
}

const VOLUNTEER = 'volunteer@demo.hashar.uz';
const EMAILS: Record<Owner, string> = { partner: 'partner@demo.hashar.uz', org: 'org@demo.hashar.uz', ecoorg: 'ecoorg@demo.hashar.uz' };

const OFFERS: DemoOffer[] = [
  {
    owner: 'partner',
    ru: 'Бесплатный обед в «Oqtepa Lavash»',
    uz: '«Oqtepa Lavash»da bepul tushlik',
    descriptionRu: 'Лаваш, картофель фри и напиток в любом ресторане сети в Ташкенте.',
    descriptionUz: 'Toshkentdagi istalgan filialda lavash, kartoshka fri va ichimlik.',
    termsRu: 'Покажите код на кассе. Один код — один обед.',
    termsUz: 'Kodni kassada koʻrsating. Bitta kod — bitta tushlik.',
    price: 30,
    quantity: 50,
    region: 'tashkent-city',
    motif: 'project',
    redeemed: 'used',
    days: 20,
  },
  {
    owner: 'partner',
    ru: 'Скидка 20% на всё меню',
    uz: 'Butun menyuga 20% chegirma',
    descriptionRu: 'Скидка на заказ в ресторане или на вынос для активных волонтёров.',
    descriptionUz: 'Faol volontyorlar uchun restoranda yoki olib ketishga buyurtmaga chegirma.',
    termsRu: 'Скидка не суммируется с другими акциями.',
    termsUz: 'Chegirma boshqa aksiyalar bilan qoʻshilmaydi.',
    price: 50,
    quantity: null,
    region: 'tashkent-city',
    motif: 'vacancy',
    redeemed: 'issued',
    days: 15,
  },
  {
    owner: 'partner',
    ru: 'Фирменная кружка «Oqtepa»',
    uz: '«Oqtepa» brendli krujkasi',
    descriptionRu: 'Керамическая кружка с символикой волонтёрского движения.',
    descriptionUz: 'Volontyorlik harakati ramzi tushirilgan keramik krujka.',
    termsRu: 'Получить можно в офисе компании в будни с 10:00 до 18:00.',
    termsUz: 'Kompaniya ofisidan ish kunlari 10:00 dan 18:00 gacha olish mumkin.',
    price: 80,
    quantity: 30,
    region: 'tashkent-city',
    motif: 'task',
    days: 10,
  },
  {
    owner: 'partner',
    ru: 'Подарочный сертификат на 100 000 сум',
    uz: '100 000 soʻmlik sovgʻa sertifikati',
    descriptionRu: 'Сертификат на покупки в любом ресторане сети.',
    descriptionUz: 'Tarmoqning istalgan restoranida xarid qilish uchun sertifikat.',
    termsRu: 'Сертификат действует 30 дней после получения.',
    termsUz: 'Sertifikat olingandan keyin 30 kun amal qiladi.',
    price: 1000,
    quantity: 5,
    region: 'tashkent-city',
    motif: 'project',
    days: 4,
  },
  {
    owner: 'partner',
    ru: 'Билеты на матч «Пахтакора»',
    uz: '«Paxtakor» oʻyiniga chiptalar',
    descriptionRu: 'Два билета на домашний матч на стадионе «Пахтакор».',
    descriptionUz: '«Paxtakor» stadionidagi uy oʻyiniga ikkita chipta.',
    termsRu: 'Билеты выдаются за день до матча.',
    termsUz: 'Chiptalar oʻyindan bir kun oldin beriladi.',
    price: 40,
    quantity: 1,
    region: 'tashkent-city',
    motif: 'vacancy',
    soldOut: true,
    redeemed: 'used',
    days: 25,
  },
  {
    owner: 'org',
    ru: 'Мастер-класс по первой помощи',
    uz: 'Birinchi yordam boʻyicha mahorat darsi',
    descriptionRu: 'Трёхчасовое занятие с инструктором: сердечно-лёгочная реанимация, перевязки, помощь при ожогах.',
    descriptionUz: 'Instruktor bilan uch soatlik mashgʻulot: yurak-oʻpka reanimatsiyasi, bogʻlash, kuyishda yordam.',
    termsRu: 'Запись за три дня по телефону организации.',
    termsUz: 'Tashkilot telefoni orqali uch kun oldin yoziling.',
    price: 120,
    quantity: 20,
    region: 'tashkent-city',
    motif: 'task',
    days: 12,
  },
  {
    owner: 'org',
    ru: 'Рекомендательное письмо от организации',
    uz: 'Tashkilotdan tavsiyanoma',
    descriptionRu: 'Письмо о вашем волонтёрском опыте для учёбы или работы, на бланке организации.',
    descriptionUz: 'Oʻqish yoki ish uchun volontyorlik tajribangiz haqida tashkilot blankasidagi xat.',
    termsRu: 'Письмо готовится в течение пяти рабочих дней и приходит на электронную почту.',
    termsUz: 'Xat besh ish kunida tayyorlanadi va elektron pochtaga yuboriladi.',
    price: 200,
    quantity: null,
    region: null,
    motif: 'vacancy',
    days: 8,
  },
  {
    owner: 'ecoorg',
    ru: 'Экскурсия в Чаткальский заповедник',
    uz: 'Chotqol qoʻriqxonasiga ekskursiya',
    descriptionRu: 'Поездка на день с экологом: тропы, горные реки, знакомство с работой заповедника.',
    descriptionUz: 'Ekolog bilan bir kunlik sayohat: soʻqmoqlar, togʻ daryolari, qoʻriqxona ishi bilan tanishuv.',
    termsRu: 'Выезд по субботам из Намангана. Возьмите удобную обувь.',
    termsUz: 'Shanba kunlari Namangandan joʻnaladi. Qulay poyabzal oling.',
    price: 500,
    quantity: 10,
    region: 'namangan',
    motif: 'project',
    days: 6,
  },
  {
    owner: 'ecoorg',
    ru: 'Саженец для вашего двора',
    uz: 'Hovlingiz uchun koʻchat',
    descriptionRu: 'Саженец чинары, тутовника или абрикоса из нашего питомника с инструкцией по посадке.',
    descriptionUz: 'Koʻchatxonamizdan chinor, tut yoki oʻrik koʻchati va ekish boʻyicha yoʻriqnoma.',
    termsRu: 'Забрать в питомнике в Намангане весной или осенью.',
    termsUz: 'Namangandagi koʻchatxonadan bahorda yoki kuzda olib keting.',
    price: 60,
    quantity: 100,
    region: 'namangan',
    motif: 'task',
    days: 3,
  },
  {
    owner: 'ecoorg',
    ru: 'Футболка волонтёра «Yashil Vodiy»',
    uz: '«Yashil Vodiy» volontyor futbolkasi',
    descriptionRu: 'Хлопковая футболка с эмблемой экологического общества.',
    descriptionUz: 'Ekologik jamiyat emblemasi tushirilgan paxta futbolka.',
    termsRu: 'Размеры S–XL.',
    termsUz: 'Oʻlchamlar S–XL.',
    price: 70,
    quantity: 40,
    region: 'namangan',
    motif: 'vacancy',
    moderation: 'moderation',
    days: 1,
  },
  {
    owner: 'partner',
    ru: 'Скидка на кальян',
    uz: 'Qalyonga chegirma',
    descriptionRu: 'Скидка 30% в лаунж-зоне.',
    descriptionUz: 'Launj zonasida 30% chegirma.',
    termsRu: 'Только для гостей старше 18 лет.',
    termsUz: 'Faqat 18 yoshdan katta mehmonlar uchun.',
    price: 40,
    quantity: null,
    region: 'tashkent-city',
    motif: 'vacancy',
    moderation: 'rejected',
    reason: 'Бонусы не могут касаться табака и алкоголя. Предложите что-то полезное для волонтёров.',
    days: 2,
  },
];

const DAY = 24 * 3600 * 1000;
/** The start of the Tashkent day of an instant (offers run from a day's start to another's). */
const TASHKENT_DAY = (instant: string) => `(date_trunc('day', ${instant} AT TIME ZONE 'Asia/Tashkent') AT TIME ZONE 'Asia/Tashkent')`;

async function rows<T>(sequelize: Sequelize, t: Transaction | undefined, sql: string, bind: unknown[]): Promise<T[]> {
  const [found] = await sequelize.query(sql, { bind, transaction: t });
  return found as T[];
}

const newCode = () => Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The offers' owners: the demo partner's account and the demo organizations (by their staff's e-mail). */
async function owners(sequelize: Sequelize, t: Transaction) {
  const found = await rows<{ email: string; id: number; organization_id: number | null }>(
    sequelize,
    t,
    `SELECT u.email, u.id, (SELECT s.organization_id FROM organization_staff s WHERE s.user_id = u.id ORDER BY s.organization_id LIMIT 1) AS organization_id
       FROM users u WHERE u.email = ANY($1::text[])`,
    [[...Object.values(EMAILS), VOLUNTEER]],
  );
  return new Map(found.map((u) => [u.email, u]));
}

/** Adds the missing demo offers and the demo volunteer's codes; returns how many of each were added. */
export async function seedDemoBonuses(
  sequelize: Sequelize,
  opts: { uploadsDir: string },
): Promise<{ offers: number; redemptions: number }> {
  const [partner] = await rows(sequelize, undefined, `SELECT 1 FROM users WHERE email = $1`, [EMAILS.partner]);
  if (!partner) await seedDemoPartners(sequelize, opts);
  return sequelize.transaction(async (t) => {
    const users = await owners(sequelize, t);
    const volunteer = users.get(VOLUNTEER);
    const partnerUser = users.get(EMAILS.partner);
    if (!volunteer || !partnerUser) return { offers: 0, redemptions: 0 };
    const there = new Map(
      (
        await rows<{ id: number; title_ru: string }>(
          sequelize,
          t,
          'SELECT id, title_ru FROM bonus_offers WHERE title_ru = ANY($1::text[])',
          [OFFERS.map((o) => o.ru)],
        )
      ).map((r) => [r.title_ru, r.id]),
    );
    const regions = new Map(
      (await rows<{ id: number; key: string }>(sequelize, t, 'SELECT id, key FROM regions', [])).map((r) => [r.key, r.id]),
    );
    let offers = 0;
    for (const [i, o] of OFFERS.entries()) {
      if (there.has(o.ru)) continue;
      const org = o.owner === 'partner' ? null : (users.get(EMAILS[o.owner])?.organization_id ?? null);
      const author = org === null ? partnerUser : users.get(EMAILS[o.owner])!;
      const image = await storeDemoCover(
        sequelize,
        t,
        opts.uploadsDir,
        { folder: 'bonuses', name: `bonus:${o.ru}`, kind: 'bonusImage', ownerId: author.id },
        { motif: o.motif, seed: i + 3, size: [800, 450] },
      );
      const at = new Date(Date.now() - o.days * DAY);
      const moderation = o.moderation ?? 'approved';
      const remaining = o.quantity === null ? null : o.soldOut ? 0 : o.quantity;
      const [row] = await rows<{ id: number }>(
        sequelize,
        t,
        `INSERT INTO bonus_offers (organization_id, owner_user_id, created_by, title_ru, title_uz, description_ru, description_uz,
           terms_ru, terms_uz, image, price, quantity, remaining, valid_from, valid_until, region_id, is_online, moderation,
           reject_reason, submitted_at, published_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, ${TASHKENT_DAY('$14::timestamptz')},
           ${TASHKENT_DAY('now()')} + interval '90 days', $15, $16, $17, $18, $14, $19, $14, $14) RETURNING id`,
        [
          org,
          org === null ? partnerUser.id : null,
          author.id,
          o.ru,
          o.uz,
          o.descriptionRu,
          o.descriptionUz,
          o.termsRu,
          o.termsUz,
          image,
          o.price,
          o.quantity,
          remaining,
          at,
          o.region === null ? null : (regions.get(o.region) ?? null),
          o.region === null,
          moderation,
          o.reason ?? null,
          moderation === 'approved' ? at : null,
        ],
      );
      there.set(o.ru, row!.id);
      offers++;
    }
    return { offers, redemptions: await redeemForVolunteer(sequelize, t, volunteer.id, there) };
  });
}

/**
 * The demo volunteer's codes (once): only when the balance covers them and the cheapest offer on
 * top, so the volunteer can still redeem one in the demo; each with its ledger line.
 */
async function redeemForVolunteer(sequelize: Sequelize, t: Transaction, userId: number, ids: Map<string, number>): Promise<number> {
  const planned = OFFERS.filter((o) => o.redeemed && ids.has(o.ru));
  const [done] = await rows(sequelize, t, 'SELECT 1 FROM bonus_redemptions WHERE user_id = $1 AND offer_id = ANY($2::int[])', [
    userId,
    planned.map((o) => ids.get(o.ru)),
  ]);
  if (done || !planned.length) return 0;
  await rows(sequelize, t, 'SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [{ balance } = { balance: 0 }] = await rows<{ balance: number }>(
    sequelize,
    t,
    'SELECT COALESCE(sum(delta), 0)::int AS balance FROM points_ledger WHERE user_id = $1',
    [userId],
  );
  const cheapest = Math.min(...OFFERS.filter((o) => !o.moderation && !o.soldOut).map((o) => o.price));
  if (balance < planned.reduce((sum, o) => sum + o.price, 0) + cheapest) return 0;
  for (const o of planned) {
    const at = new Date(Date.now() - (o.days - 1) * DAY);
    const [r] = await rows<{ id: number }>(
      sequelize,
      t,
      `INSERT INTO bonus_redemptions (offer_id, user_id, code, points, state, used_at, created_at)
       VALUES ($1, $2, $3, $4, $5::varchar, CASE WHEN $5::varchar = 'used' THEN $6::timestamptz + interval '2 days' END, $6) RETURNING id`,
      [ids.get(o.ru), userId, newCode(), o.price, o.redeemed, at],
    );
    await sequelize.query(
      `INSERT INTO points_ledger (user_id, delta, reason, redemption_id, created_at) VALUES ($1, $2, 'bonus', $3, $4)`,
      {
        bind: [userId, -o.price, r!.id, at],
        transaction: t,
      },
    );
    if (!o.soldOut) {
      await sequelize.query('UPDATE bonus_offers SET remaining = remaining - 1 WHERE id = $1 AND remaining IS NOT NULL', {
        bind: [ids.get(o.ru)],
        transaction: t,
      });
    }
  }
  return planned.length;
}
