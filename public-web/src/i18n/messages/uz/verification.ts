import type { ru } from '../verification';

/** Uzbek (Latin script) texts of the same area; the type demands exactly the keys of ru. */
export const uz: { readonly [K in keyof typeof ru]: string } = {
  'verification.title': 'Profil tekshiruvi',
  'verification.state.none': 'Tekshirilmagan',
  'verification.state.pending': 'Tekshiruvda',
  'verification.state.verified': 'Tekshirilgan',
  'verification.state.rejected': "Tekshiruvdan o'tmadi",
  'verification.hint.none':
    "Tekshirilgan profil «Tekshirilgan» belgisini oladi. Moderator pasport yoki ro'yxatdan o'tish ma'lumotlarini solishtiradi.",
  'verification.hint.pending': "Ariza {date} yuborilgan. Moderator ma'lumotlarni tekshiradi va qarorini xabar qiladi.",
  'verification.hint.verified': "Profil tekshirilgan. Tekshiruv ma'lumotlarini o'zgartirsangiz, u yana tekshiruvga ketadi.",
  'verification.hint.rejected': "Ma'lumotlarni tuzating va profilni qayta tekshiruvga yuboring.",
  'verification.reason': 'Sabab: {reason}',
  'verification.send': 'Tekshiruvga yuborish',
  'verification.sending': 'Yuborilmoqda…',
  'verification.sent': 'Profil tekshiruvga yuborildi',
  'verification.loadError': "Tekshiruv holatini yuklab bo'lmadi",
};
