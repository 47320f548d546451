import type { Sequelize, Transaction } from 'sequelize';
import { storeDemoCover, type CoverMotif } from './covers';

/**
 * Demo content of the home page: three main banners, two advertising banners and four tour
 * slides, in Russian and Uzbek, with images drawn by covers.ts and stored where the back office's
 * uploads go (uploads/banner/, recorded as attached uploads of kind `banner`). Idempotent: a
 * banner or slide whose Russian title is there already is skipped.
 */

interface Slide {
  ru: string;
  uz: string;
  link?: string;
  textRu?: string;
  textUz?: string;
  motif: CoverMotif;
}

const MAIN: Slide[] = [
  { ru: 'Помогайте рядом с домом', uz: 'Uyingiz yonida yordam bering', link: '/ru/events', motif: 'project' },
  { ru: 'Проекты, которым нужны руки', uz: "Qo'l kerak bo'lgan loyihalar", link: '/ru/projects', motif: 'task' },
  { ru: 'Pro bono: ваш опыт для НКО', uz: 'Pro bono: tajribangiz NNTlar uchun', link: '/ru/tasks', motif: 'vacancy' },
];

const ADS: Slide[] = [
  {
    ru: 'Silk Road Tech поддерживает волонтёров',
    uz: "Silk Road Tech volontyorlarni qo'llab-quvvatlaydi",
    link: 'https://example.uz',
    motif: 'task',
  },
  { ru: 'Станьте партнёром платформы', uz: "Platforma hamkori bo'ling", link: '/ru/partners', motif: 'vacancy' },
];

const TOURS: Slide[] = [
  {
    ru: 'Выберите дело',
    uz: 'Ishni tanlang',
    textRu: 'Мероприятия, проекты и задачи по темам и регионам — с фильтрами и поиском.',
    textUz: "Mavzular va hududlar bo'yicha tadbirlar, loyihalar va vazifalar — filtr va qidiruv bilan.",
    motif: 'project',
  },
  {
    ru: 'Подайте заявку',
    uz: 'Ariza yuboring',
    textRu: 'Один клик — и организатор получит вашу заявку с профилем.',
    textUz: 'Bir bosish — va tashkilotchi arizangizni profilingiz bilan oladi.',
    motif: 'task',
  },
  {
    ru: 'Помогайте',
    uz: 'Yordam bering',
    textRu: 'Приходите на смену, делайте задачи, работайте в команде.',
    textUz: 'Smenaga keling, vazifalarni bajaring, jamoada ishlang.',
    motif: 'vacancy',
  },
  {
    ru: 'Копите часы',
    uz: "Soatlarni to'plang",
    textRu: 'Организатор подтверждает часы, а профиль показывает ваш вклад.',
    textUz: "Tashkilotchi soatlarni tasdiqlaydi, profil esa hissangizni ko'rsatadi.",
    motif: 'project',
  },
];

/** Draws and stores one image where the back office's banner uploads go; returns its public URL. */
async function image(sequelize: Sequelize, t: Transaction, uploads: string, slide: Slide, seed: number, size: [number, number]) {
  const file = { folder: 'banner', name: `home:${slide.ru}`, kind: 'banner', ownerId: null };
  return `/uploads/${await storeDemoCover(sequelize, t, uploads, file, { motif: slide.motif, seed, size })}`;
}

async function existing(sequelize: Sequelize, t: Transaction, table: 'banners' | 'tours', titles: string[]): Promise<Set<string>> {
  const [rows] = await sequelize.query(`SELECT title_ru FROM ${table} WHERE title_ru = ANY($1::text[])`, {
    bind: [titles],
    transaction: t,
  });
  return new Set((rows as { title_ru: string }[]).map((r) => r.title_ru));
}

/** Adds the missing demo banners and tour slides; returns how many of each were added. */
export async function seedDemoHome(sequelize: Sequelize, opts: { uploadsDir: string }): Promise<{ banners: number; tours: number }> {
  return sequelize.transaction(async (t) => {
    const added = { banners: 0, tours: 0 };
    const banners = await existing(
      sequelize,
      t,
      'banners',
      [...MAIN, ...ADS].map((s) => s.ru),
    );
    const kinds = [
      ['main', MAIN, [1200, 400]],
      ['advertising', ADS, [1200, 200]],
    ] as const;
    for (const [kind, list, size] of kinds) {
      for (const [i, slide] of list.entries()) {
        if (banners.has(slide.ru)) continue;
        const url = await image(sequelize, t, opts.uploadsDir, slide, i + (kind === 'main' ? 0 : 3), [...size]);
        await sequelize.query(
          `INSERT INTO banners (kind, title_ru, title_uz, image_url, link, sort_order, is_active, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, true, now(), now())`,
          { bind: [kind, slide.ru, slide.uz, url, slide.link ?? null, (i + 1) * 10], transaction: t },
        );
        added.banners++;
      }
    }
    const tours = await existing(
      sequelize,
      t,
      'tours',
      TOURS.map((s) => s.ru),
    );
    for (const [i, slide] of TOURS.entries()) {
      if (tours.has(slide.ru)) continue;
      const url = await image(sequelize, t, opts.uploadsDir, slide, i + 5, [480, 320]);
      await sequelize.query(
        `INSERT INTO tours (title_ru, title_uz, text_ru, text_uz, image_url, sort_order, is_active, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, true, now(), now())`,
        { bind: [slide.ru, slide.uz, slide.textRu ?? '', slide.textUz ?? '', url, (i + 1) * 10], transaction: t },
      );
      added.tours++;
    }
    return added;
  });
}
