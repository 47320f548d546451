import type { newsResourcesRu, newsRu, publicationsRu } from './messages';

/** Uzbek (Latin) twins of messages.ts, loaded with the Uzbek catalogue. */
export const newsUz = {
  states: { draft: 'Qoralama', scheduled: 'Rejalashtirilgan', published: "E'lon qilingan" },
  state: 'Holat',
  published_at_hint: "Bo'sh — qoralama; kelajakda — rejalashtirilgan",
  slug_hint: "Bo'sh bo'lsa, manzil sarlavhadan tuziladi",
  slug_invalid: "Faqat kichik lotin harflari va raqamlar, so'zlar defis bilan",
  slug_reserved: 'Bu manzil yangiliklar sahifalariga band (%{reserved})',
  tags_hint: 'Har bir tegdan keyin Enter, %{max} tagacha',
  tags_uz_hint: "O'sha teglar o'zbekcha, xuddi shu tartibda (tarjimasiz teg ruscha ko'rsatiladi)",
  view_on_site: 'Saytda ochish',
  editor: {
    paragraph: 'Oddiy matn',
    heading2: 'Sarlavha',
    heading3: 'Kichik sarlavha',
    bold: 'Qalin',
    italic: 'Kursiv',
    underline: 'Tagi chizilgan',
    strike: 'Ustidan chizilgan',
    bullet_list: "Belgili ro'yxat",
    ordered_list: "Raqamli ro'yxat",
    blockquote: 'Iqtibos',
    link: 'Havola',
    link_prompt: "Havola manzili (https://…, mailto:, tel:); bo'sh — havolani olib tashlash",
    image: "Rasm qo'yish (PNG yoki JPEG, 1 MB gacha)",
    clear: 'Bezakni olib tashlash',
  },
} satisfies { [K in keyof typeof newsRu]: unknown };

export const publicationsUz = {
  kinds: { story: 'Hikoya', missing_person: "Odam yo'qolgan", missing_pet: "Uy hayvoni yo'qolgan" },
  notice_states: { active: 'Qidirilmoqda', found: 'Topildi', closed: 'Yopilgan' },
  mark_found: 'Topildi deb belgilash',
  close: 'Yopish',
  close_confirm: "E'lon yopilsinmi? U endi faol sifatida ko'rsatilmaydi.",
  found_confirm: "Yo'qolgan topildi deb belgilansinmi?",
  state_changed: "E'lon holati o'zgartirildi, muallifga xabar berildi",
  notice: "Yo'qolganlik haqida e'lon",
  photos: 'Suratlar',
  no_photos: "Suratlar yo'q",
  public_page: 'Saytdagi sahifa',
  body_ru: 'Matn (rus.)',
  body_uz: "Matn (o'zb.)",
} satisfies { [K in keyof typeof publicationsRu]: unknown };

const contentFields = {
  id: 'ID',
  titleRu: 'Sarlavha (rus.)',
  titleUz: "Sarlavha (o'zb.)",
  cover: 'Muqova',
  tags: 'Teglar',
  tagsUz: "Teglar (o'zb.)",
  publishedAt: "E'lon qilingan",
  createdAt: 'Yaratilgan',
  updatedAt: "O'zgartirilgan",
  q: 'Qidiruv',
} as const;

export const newsResourcesUz = {
  news: {
    name: 'Yangilik |||| Yangiliklar',
    fields: {
      ...contentFields,
      sectionId: "Bo'lim",
      slug: 'Manzil (slug)',
      leadRu: 'Qisqacha (rus.)',
      leadUz: "Qisqacha (o'zb.)",
      bodyRu: 'Matn (rus.)',
      bodyUz: "Matn (o'zb.)",
      publishedAt: "E'lon qilish sanasi",
      state: 'Holat',
    },
  },
  'news-sections': {
    name: "Yangiliklar bo'limi |||| Yangiliklar bo'limlari",
    fields: {
      id: 'ID',
      slug: 'Manzil (slug)',
      nameRu: 'Nomi (rus.)',
      nameUz: "Nomi (o'zb.)",
      sortOrder: 'Tartib',
      isActive: 'Faol',
      q: 'Qidiruv',
    },
  },
  publications: {
    name: 'Nashr |||| Nashrlar',
    fields: {
      ...contentFields,
      kind: 'Turi',
      owner: 'Muallif',
      regionId: 'Hudud',
      moderation: 'Moderatsiya',
      noticeState: "E'lon holati",
      submittedAt: 'Yuborilgan',
      rejectReason: 'Rad etish sababi',
      subject: "Kim yoki nima yo'qolgan",
      lastSeenPlace: "Oxirgi marta qayerda ko'rilgan",
      lastSeenAt: "Oxirgi marta qachon ko'rilgan",
      contacts: 'Aloqa',
      stateChangedAt: "Holat o'zgartirilgan",
    },
  },
} satisfies {
  [R in keyof typeof newsResourcesRu]: { name: string; fields: { [K in keyof (typeof newsResourcesRu)[R]['fields']]: string } };
};
