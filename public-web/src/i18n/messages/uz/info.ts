import type { ru } from '../info';

/** Uzbek (Latin script) texts of the same area; the type demands exactly the keys of ru. */
export const uz: { readonly [K in keyof typeof ru]: string } = {
  'home.lead':
    "Notijorat tashkilotlar va tashabbuskor guruhlarning tadbirlari, loyihalari va vazifalari — bir joyda. Ko'nglingizga yoqqan ishni tanlang, yordam bering va tasdiqlangan volontyorlik soatlarini to'plang.",
  'home.cta.signUp': "Volontyor bo'lish",
  'home.cta.profile': 'Mening profilim',
  'home.cta.learnMore': "Batafsil ma'lumot",
  'home.how.title': 'Bu qanday ishlaydi',
  'home.how.1.title': "Ro'yxatdan o'ting",
  'home.how.1.text': 'Volontyor, tashkilot yoki biznes-hamkor: akkaunt turini tanlang va pochtangizni tasdiqlang.',
  'home.how.2.title': "O'z ishingizni toping",
  'home.how.2.text': "O'zbekiston mavzulari va hududlari bo'yicha tadbirlar, loyihalar va pro bono vazifalar.",
  'home.how.3.title': 'Birgalikda yordam bering',
  'home.how.3.text':
    "Tashkilotchilar soatlaringizni tasdiqlaydi — ular uchun ballar beriladi, profilingizda esa volontyorlik tajribangiz o'sib boradi.",
  'home.orgs.title': 'Tashkilotlar uchun',
  'home.orgs.text':
    "Tadbirlar, loyihalar va vakansiyalarni e'lon qiling, volontyorlar jamoasini to'plang va ularning hissasini qayd eting.",
  'home.orgs.link': 'Qanday boshlash kerak',
  'content.kind.story': 'Maqola',
  'content.kind.missing_person': "Odam yo'qoldi",
  'content.kind.missing_pet': "Hayvon yo'qoldi",
  'content.notice.subject': 'Kim qidirilmoqda',
  'content.notice.lastSeen': "Oxirgi marta ko'rilgan",
  'content.notice.state.active': 'Qidirilmoqda',
  'content.notice.state.found': 'Topildi',
  'content.notice.state.closed': 'Yopilgan',
};
