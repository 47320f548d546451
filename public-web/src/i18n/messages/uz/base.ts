import type { ru } from '../base';

/** Uzbek (Latin script) texts of the same area; the type demands exactly the keys of ru. */
export const uz: { readonly [K in keyof typeof ru]: string } = {
  'brand.name': 'Hashar',
  'brand.tagline': "O'zbekistonda ko'ngillilik: yaqin atrofdagi xayrli ishlarni toping va birgalikda yordam bering",

  'meta.titleTemplate': '{page} — Hashar',

  'common.loading': 'Yuklanmoqda…',
  'common.results': 'Natijalar',

  'state.error': "Ma'lumotlarni yuklab bo'lmadi. Ulanishni tekshirib, qayta urinib ko'ring.",
  'state.retry': 'Qayta urinish',

  'pager.label': 'Sahifalar',
  'pager.previous': 'Orqaga',
  'pager.next': 'Oldinga',
  'pager.page': '{page}-sahifa',

  'header.homeLink': 'Hashar — bosh sahifaga',
  'header.language': 'Til',
  'lang.ru.short': 'RUS',
  'lang.ru.name': 'Русский',
  'lang.uz.short': 'UZB',
  'lang.uz.name': "O'zbekcha",

  'footer.copyright': '© 2019–{year} Hashar. Barcha huquqlar himoyalangan',

  'notFound.title': 'Sahifa topilmadi',
  'notFound.text': 'Voy, bunday sahifa mavjud emas...',
  'notFound.home': 'Bosh sahifaga qaytish',

  'errors.network': "Server bilan aloqa yo'q. Internetga ulanishni tekshiring",
  'errors.unknown': "Nimadir noto'g'ri ketdi. Qaytadan urinib ko'ring",

  'apply.contactsNote': "Tashkilotchi telefon raqamingiz va Emailingizni faqat arizangizni qabul qilganda ko'radi.",
};
