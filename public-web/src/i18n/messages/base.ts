/** Texts shared by every page: brand, language names, footer, 404, errors. */
export const ru = {
  'brand.name': 'Хашар',
  'brand.tagline': 'Волонтёрство в Узбекистане: находите добрые дела рядом и помогайте вместе',

  'meta.titleTemplate': '{page} — Хашар',

  'common.loading': 'Загрузка…',
  /** The hidden heading of a list's cards (the page's h1, then this h2, then each card's h3). */
  'common.results': 'Результаты',

  'state.error': 'Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.',
  'state.retry': 'Повторить',

  'pager.label': 'Страницы',
  'pager.previous': 'Назад',
  'pager.next': 'Вперёд',
  'pager.page': 'Страница {page}',

  'header.homeLink': 'Хашар — на главную',
  'header.language': 'Язык',
  'lang.ru.short': 'RUS',
  'lang.ru.name': 'Русский',
  'lang.uz.short': 'UZB',
  'lang.uz.name': "O'zbekcha",

  'footer.copyright': '© 2019–{year} Хашар. Все права защищены',

  'notFound.title': 'Страница не найдена',
  'notFound.text': 'Упссс, такой страницы не существует...',
  'notFound.home': 'Вернуться на главную',

  'errors.network': 'Нет связи с сервером. Проверьте подключение к интернету',
  'errors.unknown': 'Что-то пошло не так. Попробуйте ещё раз',

  'apply.contactsNote': 'Организатор увидит ваш телефон и Email, только когда примет заявку.',
} as const;
