/**
 * Texts of the news, their sections and the publications, Russian: `hashar.news.*`,
 * `hashar.publications.*` and the `resources.*` of news, news-sections and publications.
 */
export const newsRu = {
  states: { draft: 'Черновик', scheduled: 'Запланировано', published: 'Опубликовано' },
  state: 'Состояние',
  published_at_hint: 'Пусто — черновик; в будущем — запланировано',
  slug_hint: 'Пусто — адрес составится из заголовка',
  slug_invalid: 'Только латинские буквы в нижнем регистре и цифры, слова через дефис',
  slug_reserved: 'Этот адрес занят страницами новостей (%{reserved})',
  tags_hint: 'Enter после каждого тега, до %{max}',
  tags_uz_hint: 'Те же теги по-узбекски, в том же порядке (без перевода тег показывается по-русски)',
  view_on_site: 'Открыть на сайте',
  editor: {
    paragraph: 'Обычный текст',
    heading2: 'Заголовок',
    heading3: 'Подзаголовок',
    bold: 'Жирный',
    italic: 'Курсив',
    underline: 'Подчёркнутый',
    strike: 'Зачёркнутый',
    bullet_list: 'Маркированный список',
    ordered_list: 'Нумерованный список',
    blockquote: 'Цитата',
    link: 'Ссылка',
    link_prompt: 'Адрес ссылки (https://…, mailto:, tel:); пусто — убрать ссылку',
    image: 'Вставить изображение (PNG или JPEG до 1 МБ)',
    clear: 'Убрать оформление',
  },
} as const;

export const publicationsRu = {
  kinds: { story: 'История', missing_person: 'Пропал человек', missing_pet: 'Пропал питомец' },
  notice_states: { active: 'Ищут', found: 'Найден', closed: 'Закрыто' },
  mark_found: 'Отметить найденным',
  close: 'Закрыть',
  close_confirm: 'Закрыть объявление? Его больше не будут показывать как активное.',
  found_confirm: 'Отметить, что пропавший найден?',
  state_changed: 'Состояние объявления изменено, автор уведомлён',
  notice: 'Объявление о пропаже',
  photos: 'Фотографии',
  no_photos: 'Фотографий нет',
  public_page: 'Страница на сайте',
  body_ru: 'Текст (рус.)',
  body_uz: 'Текст (узб.)',
} as const;

const contentFields = {
  id: 'ID',
  titleRu: 'Заголовок (рус.)',
  titleUz: 'Заголовок (узб.)',
  cover: 'Обложка',
  tags: 'Теги',
  tagsUz: 'Теги (узб.)',
  publishedAt: 'Опубликовано',
  createdAt: 'Создано',
  updatedAt: 'Изменено',
  q: 'Поиск',
} as const;

export const newsResourcesRu = {
  news: {
    name: 'Новость |||| Новости',
    fields: {
      ...contentFields,
      sectionId: 'Рубрика',
      slug: 'Адрес (slug)',
      leadRu: 'Анонс (рус.)',
      leadUz: 'Анонс (узб.)',
      bodyRu: 'Текст (рус.)',
      bodyUz: 'Текст (узб.)',
      publishedAt: 'Дата публикации',
      state: 'Состояние',
    },
  },
  'news-sections': {
    name: 'Рубрика новостей |||| Рубрики новостей',
    fields: {
      id: 'ID',
      slug: 'Адрес (slug)',
      nameRu: 'Название (рус.)',
      nameUz: 'Название (узб.)',
      sortOrder: 'Порядок',
      isActive: 'Активна',
      q: 'Поиск',
    },
  },
  publications: {
    name: 'Публикация |||| Публикации',
    fields: {
      ...contentFields,
      kind: 'Вид',
      owner: 'Автор',
      regionId: 'Регион',
      moderation: 'Модерация',
      noticeState: 'Состояние объявления',
      submittedAt: 'Отправлено',
      rejectReason: 'Причина отказа',
      subject: 'Кто или что пропал',
      lastSeenPlace: 'Где видели в последний раз',
      lastSeenAt: 'Когда видели в последний раз',
      contacts: 'Контакты',
      stateChangedAt: 'Состояние изменено',
    },
  },
} as const;
