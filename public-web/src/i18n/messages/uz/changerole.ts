import type { ru } from '../changerole';

/** Uzbek (Latin script) texts of profile/changerole; the type demands exactly the keys of ru. */
export const uz: { readonly [K in keyof typeof ru]: string } = {
  'changerole.title': "Hamkor bo'lish",
  'changerole.lead':
    "Kompaniya va ko'ngillilarga nimani taklif qila olishingiz haqida yozing. Administrator arizani ko'rib chiqadi va kompaniya logotipi saytda hamkorlar qatorida paydo bo'ladi.",
  'changerole.companyName': 'Kompaniya nomi',
  'changerole.taxNumber': 'STIR',
  'changerole.taxNumberHint': '9 ta raqam',
  'changerole.contactName': "Mas'ul shaxs",
  'changerole.phone': 'Telefon',
  'changerole.website': 'Sayt',
  'changerole.websiteHint': 'Majburiy emas; http:// yoki https:// bilan havola',
  'changerole.logo': 'Logotip',
  'changerole.logoHint': "PNG, JPEG yoki SVG, ko'pi bilan 1 MB",
  'changerole.logoPreview': 'Tanlangan logotip',
  'changerole.offer': "Ko'ngillilarga nimani taklif qilasiz",
  'changerole.offerHint': "Chegirmalar, sovg'alar, tushlik, transport, ekspertiza — kompaniya yordam bera oladigan hamma narsa",
  'changerole.send': 'Arizani yuborish',
  'changerole.sending': 'Yuborilmoqda…',
  'changerole.pendingTitle': "Ariza ko'rib chiqilmoqda",
  'changerole.pendingText':
    '«{company}» kompaniyasining arizasi {date} yuborilgan. Qaror haqida bildirishnoma va pochta orqali xabar beramiz.',
  'changerole.rejectedTitle': 'Ariza rad etildi',
  'changerole.rejectedText': "Sabab: {reason}. Ma'lumotlarni tuzatib, arizani qayta yuboring.",
  'changerole.partnerTitle': 'Siz platforma hamkorisiz',
  'changerole.partnerText': "Kompaniyangiz logotipi hamkorlar sahifasida va sayt pastki qismida ko'rsatilgan.",
  'changerole.partnersLink': 'Barcha hamkorlar',
  'changerole.othersTitle': "Biznes akkauntlar hamkor bo'ladi",
  'changerole.othersText':
    'Hamkorlikka arizani biznes akkauntli kompaniya yubora oladi. Sizning akkauntingiz boshqa turda — barcha imkoniyatlaringiz profilda jamlangan.',
  'changerole.profileLink': "Profilga o'tish",
  'changerole.loadError': "Arizani yuklab bo'lmadi",
};
