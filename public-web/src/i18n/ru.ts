/**
 * Russian UI texts: the reference catalogue. Every other locale must have exactly these keys.
 * Placeholders are written `{name}`. Plural messages list their forms separated by `|`
 * in CLDR order: ru one|few|many, uz one|other.
 */
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

export type MessageKey = keyof typeof ru;
/** The shape every locale's catalogue must have: the keys of `ru`, string values. */
export type Messages = { readonly [K in MessageKey]: string };
