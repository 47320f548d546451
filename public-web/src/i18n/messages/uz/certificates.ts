import type { ru as reference } from '../certificates';

/** certificates texts (Uzbek, Latin script). */
export const uz: { readonly [K in keyof typeof reference]: string } = {
  'certificates.verify.title': 'Sertifikatni tekshirish',
  'certificates.genuine': 'Sertifikat haqiqiy',
  'certificates.genuineLead': 'Sertifikat Hashar platformasida berilgan: soatlar tashkilotchilar tomonidan tasdiqlangan.',
  'certificates.revoked': 'Sertifikat bekor qilingan',
  'certificates.revokedLead': '{date} bekor qilingan: {reason}. Sertifikat endi koʻrsatilgan soatlarni tasdiqlamaydi.',
  'certificates.reason.hours_corrected': 'tashkilotchi soatlarni tuzatdi',
  'certificates.tampered': 'Sertifikat topilmadi yoki qalbaki',
  'certificates.tamperedLead':
    'Havolani tekshiring: unda xato boʻlishi mumkin. Haqiqiy Hashar sertifikati QR-kod yoki unda chop etilgan havola orqali ochiladi.',
  'certificates.kind.activity': 'Ishtirok sertifikati',
  'certificates.kind.year': '{year}-yil uchun sertifikat',
  'certificates.holder': 'Egasi',
  'certificates.hours': 'Tasdiqlangan',
  'certificates.hoursValue': '{count} soat|{count} soat',
  'certificates.issued': 'Berilgan sana',
  'certificates.lines': 'Faoliyat',
  'certificates.organizer': 'Tashkilotchi: {name}',
  'certificates.download': 'PDF yuklab olish',
  'certificates.make': 'Sertifikat',
  'certificates.makeYear': '{year}-yil uchun sertifikat',
  'certificates.language': 'Sertifikat tili',
  'certificates.lang.ru': 'Русский',
  'certificates.lang.uz': 'Oʻzbekcha',
  'certificates.create': 'Sertifikat yaratish',
  'certificates.ready': 'Sertifikat tayyor',
  'certificates.link': 'Tekshirish havolasi',
  'certificates.copy': 'Havolani nusxalash',
  'certificates.copied': 'Havola nusxalandi',
  'certificates.downloadFailed': 'PDF yuklab boʻlmadi. Qaytadan urinib koʻring.',
};
