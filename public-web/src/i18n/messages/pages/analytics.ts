/** Analytics (coming soon): what the section will show. ru is the reference; uz has the same keys. */
export const ru = {
  title: 'Аналитика',
  soon: 'Скоро',
  lead: 'Раздел «Аналитика» ещё готовится. Здесь появится открытая статистика волонтёрства в Узбекистане, собранная из данных самой платформы.',
  willShowTitle: 'Что здесь будет',
  item1: 'Сколько волонтёров, организаций и инициативных групп работает в каждом регионе.',
  item2: 'Подтверждённые волонтёрские часы — по направлениям платформы и по месяцам.',
  item3: 'Мероприятия, проекты и задачи: сколько их проходит, сколько людей в них участвует и сколько мест остаётся свободными.',
  item4: 'Какие направления нуждаются в помощи больше всего — чтобы организации и волонтёры видели, где они нужнее.',
  privacyTitle: 'Только обезличенные данные',
  privacyText: 'Аналитика будет показывать только сводные цифры. Ни имён, ни контактов, ни других персональных данных в ней не будет.',
  whyTitle: 'Почему пока пусто',
  whyText:
    'Честная статистика появится, когда на платформе накопятся мероприятия и подтверждённые часы. Мы не хотим показывать выдуманные цифры.',
  feedback: 'Хотите видеть здесь что-то ещё? Напишите нам по контактам внизу страницы.',
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
  title: 'Analitika',
  soon: 'Tez orada',
  lead: "«Analitika» bo'limi hali tayyorlanmoqda. Bu yerda platformaning o'z ma'lumotlari asosida O'zbekistondagi volontyorlik bo'yicha ochiq statistika paydo bo'ladi.",
  willShowTitle: "Bu yerda nimalar bo'ladi",
  item1: 'Har bir hududda qancha volontyor, tashkilot va tashabbuskor guruh faoliyat yuritayotgani.',
  item2: "Tasdiqlangan volontyorlik soatlari — platforma yo'nalishlari va oylar bo'yicha.",
  item3:
    "Tadbirlar, loyihalar va vazifalar: ular qancha o'tkazilayotgani, ularda qancha odam qatnashayotgani va qancha o'rin bo'sh qolayotgani.",
  item4: "Qaysi yo'nalishlar yordamga eng ko'p muhtoj — tashkilotlar va volontyorlar qayerda ko'proq kerakligini ko'rishi uchun.",
  privacyTitle: "Faqat shaxsiylashtirilmagan ma'lumotlar",
  privacyText:
    "Analitika faqat umumlashtirilgan raqamlarni ko'rsatadi. Unda ismlar, aloqa ma'lumotlari va boshqa shaxsiy ma'lumotlar bo'lmaydi.",
  whyTitle: "Nega hozircha bo'sh",
  whyText:
    "Halol statistika platformada tadbirlar va tasdiqlangan soatlar to'planganda paydo bo'ladi. Biz o'ylab topilgan raqamlarni ko'rsatishni istamaymiz.",
  feedback: "Bu yerda yana nimanidir ko'rishni xohlaysizmi? Sahifa pastidagi aloqa ma'lumotlari orqali bizga yozing.",
};
