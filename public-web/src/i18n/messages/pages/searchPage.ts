/** The search page's texts (loaded with the page). ru is the reference; uz has the same keys. */
export const ru = {
  title: 'Поиск',
  youSearched: 'Вы искали: «{query}»',
  notYet:
    'Поиск по мероприятиям, проектам, задачам и новостям появится вместе с этими разделами — они уже в работе. Ваш запрос сохранится в адресе страницы, так что к нему можно будет вернуться.',
  prompt: 'Введите, что вы ищете: название мероприятия, проекта или организации.',
  meanwhile: 'А пока вот что уже есть на платформе:',
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
  title: 'Qidiruv',
  youSearched: 'Siz qidirdingiz: «{query}»',
  notYet:
    "Tadbirlar, loyihalar, vazifalar va yangiliklar bo'yicha qidiruv shu bo'limlar bilan birga paydo bo'ladi — ular ustida ish olib borilmoqda. So'rovingiz sahifa manzilida saqlanadi, unga keyin qaytishingiz mumkin.",
  prompt: 'Nimani qidirayotganingizni kiriting: tadbir, loyiha yoki tashkilot nomi.',
  meanwhile: 'Hozircha platformada mavjud sahifalar:',
};
