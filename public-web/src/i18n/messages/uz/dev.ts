import type { ru as reference } from '../dev';

/** dev texts (Uzbek, Latin script). */
export const uz: { readonly [K in keyof typeof reference]: string } = {
  'dev.allIcon.title': "Yo'nalish belgilari va fonlar",
  'dev.allIcon.intro': "17 ta yo'nalish belgilari va ranglari hamda 30 ta fon varianti.",
  'dev.allIcon.directions': "Yo'nalishlar",
  'dev.allIcon.backgrounds': 'Fon variantlari',
  'dev.allIcon.variant': 'Fon {n}',
  'dev.scroll.title': 'Silliq aylantirish',
  'dev.scroll.intro':
    "Tugmalar sahifani bo'limlarga silliq aylantiradi. Tizimda «harakatni kamaytirish» yoqilgan bo'lsa, aylantirish darhol bo'ladi.",
  'dev.scroll.goto': "{n}-bo'limga",
  'dev.scroll.section': "{n}-bo'lim",
  'dev.scroll.sectionText': "Bu aylantirish namoyishining {n}-bo'limi.",
  'dev.scroll.top': 'Yuqoriga',
  'dev.scroll.reduced': 'Harakatni kamaytirish yoqilgan: aylantirish animatsiyasiz.',
  'dev.scroll.pagination': 'Aylantirish bilan sahifalash',
  'dev.pages.title': 'Aylantirish bilan sahifalash',
  'dev.pages.intro': "Ro'yxat oxiriga yetganingizda tadbirlar sahifama-sahifa yuklanadi.",
  'dev.pages.loaded': '{total} tadan {shown} tasi yuklandi',
  'dev.pages.loading': 'Yuklanmoqda…',
  'dev.pages.end': 'Bu barcha tadbirlar.',
  'dev.pages.error': "Keyingi sahifani yuklab bo'lmadi.",
  'dev.pages.retry': 'Qayta urinish',
  'dev.pages.empty': "Hozircha tadbirlar yo'q.",
  'dev.pages.more': 'Yana yuklash',
};
