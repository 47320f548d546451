/**
 * The platform's own pages: here only what the home page shows, because this catalogue is
 * downloaded with every page (the home page's JS budget). The info pages (about us, SDG,
 * partners, instruction, analytics) and the search page have their long texts in catalogue
 * areas of their own (messages/pages/*.ts, see areas.ts), loaded with the page.
 */
export const ru = {
  'home.lead':
    'Мероприятия, проекты и задачи некоммерческих организаций и инициативных групп — в одном месте. Выбирайте дело по душе, помогайте и копите подтверждённые волонтёрские часы.',
  'home.cta.signUp': 'Стать волонтёром',
  'home.cta.profile': 'Мой профиль',
  'home.cta.learnMore': 'Узнать больше',
  'home.how.title': 'Как это работает',
  'home.how.1.title': 'Зарегистрируйтесь',
  'home.how.1.text': 'Волонтёр, организация или бизнес-партнёр: выберите тип аккаунта и подтвердите почту.',
  'home.how.2.title': 'Найдите своё дело',
  'home.how.2.text': 'Мероприятия, проекты и задачи pro bono по темам и регионам Узбекистана.',
  'home.how.3.title': 'Помогайте вместе',
  'home.how.3.text': 'Организаторы подтверждают часы — за них начисляются баллы, а в профиле растёт ваш волонтёрский опыт.',
  'home.orgs.title': 'Для организаций',
  'home.orgs.text': 'Публикуйте мероприятия, проекты и вакансии, собирайте команду волонтёров и отмечайте их вклад.',
  'home.orgs.link': 'Как начать работу',
  // News and publication cards (components/content), shown on the home page and the news and posts pages.
  'content.kind.story': 'Статья',
  'content.kind.missing_person': 'Пропал человек',
  'content.kind.missing_pet': 'Пропало животное',
  'content.notice.subject': 'Кого ищут',
  'content.notice.lastSeen': 'Последний раз видели',
  'content.notice.state.active': 'Ищут',
  'content.notice.state.found': 'Найден',
  'content.notice.state.closed': 'Закрыто',
} as const;
