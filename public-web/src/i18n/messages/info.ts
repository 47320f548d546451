/**
 * The platform's own pages: here only what the home page shows, because this catalogue is
 * downloaded with every page (the home page's JS budget). The info pages (about us, SDG,
 * partners, instruction, analytics) and the search page keep their texts beside them
 * (pages/info/*Texts.ts, pages/search/searchTexts.ts), ru and uz side by side with the same
 * keys, and load them with the page.
 */
export const ru = {
  'home.lead': 'Мероприятия, проекты и задачи некоммерческих организаций и инициативных групп — в одном месте. Выбирайте дело по душе, помогайте и копите подтверждённые волонтёрские часы.',
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
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
  'home.lead': "Notijorat tashkilotlar va tashabbuskor guruhlarning tadbirlari, loyihalari va vazifalari — bir joyda. Ko'nglingizga yoqqan ishni tanlang, yordam bering va tasdiqlangan volontyorlik soatlarini to'plang.",
  'home.cta.signUp': "Volontyor bo'lish",
  'home.cta.profile': 'Mening profilim',
  'home.cta.learnMore': "Batafsil ma'lumot",
  'home.how.title': 'Bu qanday ishlaydi',
  'home.how.1.title': "Ro'yxatdan o'ting",
  'home.how.1.text': "Volontyor, tashkilot yoki biznes-hamkor: akkaunt turini tanlang va pochtangizni tasdiqlang.",
  'home.how.2.title': "O'z ishingizni toping",
  'home.how.2.text': "O'zbekiston mavzulari va hududlari bo'yicha tadbirlar, loyihalar va pro bono vazifalar.",
  'home.how.3.title': 'Birgalikda yordam bering',
  'home.how.3.text': "Tashkilotchilar soatlaringizni tasdiqlaydi — ular uchun ballar beriladi, profilingizda esa volontyorlik tajribangiz o'sib boradi.",
  'home.orgs.title': 'Tashkilotlar uchun',
  'home.orgs.text': "Tadbirlar, loyihalar va vakansiyalarni e'lon qiling, volontyorlar jamoasini to'plang va ularning hissasini qayd eting.",
  'home.orgs.link': 'Qanday boshlash kerak',
};
