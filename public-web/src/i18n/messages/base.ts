/** Texts shared by every page: brand, language names, footer, API status, 404, errors. */
export const ru = {
  'brand.name': 'Хашар',
  'brand.tagline': 'Волонтёрство в Узбекистане: находите добрые дела рядом и помогайте вместе',

  'meta.titleTemplate': '{page} — Хашар',

  'common.loading': 'Загрузка…',

  'header.homeLink': 'Хашар — на главную',
  'header.language': 'Язык',
  'lang.ru.short': 'RUS',
  'lang.ru.name': 'Русский',
  'lang.uz.short': 'UZB',
  'lang.uz.name': "O'zbekcha",

  'footer.copyright': '© 2019–{year} Хашар. Все права защищены',

  'apiStatus.loading': 'Проверяем сервер…',
  'apiStatus.ok': 'Сервер работает',
  'apiStatus.error': 'Сервер недоступен',

  'notFound.title': 'Страница не найдена',
  'notFound.text': 'Упссс, такой страницы не существует...',
  'notFound.home': 'Вернуться на главную',

  'errors.network': 'Нет связи с сервером. Проверьте подключение к интернету',
  'errors.unknown': 'Что-то пошло не так. Попробуйте ещё раз',
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
  'brand.name': 'Hashar',
  'brand.tagline': "O'zbekistonda volontyorlik: yaqin atrofdagi xayrli ishlarni toping va birgalikda yordam bering",

  'meta.titleTemplate': '{page} — Hashar',

  'common.loading': 'Yuklanmoqda…',

  'header.homeLink': 'Hashar — bosh sahifaga',
  'header.language': 'Til',
  'lang.ru.short': 'RUS',
  'lang.ru.name': 'Русский',
  'lang.uz.short': 'UZB',
  'lang.uz.name': "O'zbekcha",

  'footer.copyright': '© 2019–{year} Hashar. Barcha huquqlar himoyalangan',

  'apiStatus.loading': 'Server tekshirilmoqda…',
  'apiStatus.ok': 'Server ishlayapti',
  'apiStatus.error': 'Server ishlamayapti',

  'notFound.title': 'Sahifa topilmadi',
  'notFound.text': 'Voy, bunday sahifa mavjud emas...',
  'notFound.home': 'Bosh sahifaga qaytish',

  'errors.network': "Server bilan aloqa yo'q. Internetga ulanishni tekshiring",
  'errors.unknown': "Nimadir noto'g'ri ketdi. Qaytadan urinib ko'ring",
};
