import type { MessageKey } from './ru';

/** API messages in Uzbek (Latin script); the type forces the same keys as Russian. */
export const uz: Record<MessageKey, string> = {
  bad_request: "Noto'g'ri so'rov",
  invalid_json: "So'rov tanasi to'g'ri JSON emas",
  validation: "Maydonlar to'g'ri to'ldirilganini tekshiring",
  required: "to'ldirilishi shart",
  unauthorized: 'Avtorizatsiya talab qilinadi',
  forbidden: "Bu amal uchun huquqingiz yetarli emas",
  not_found: 'Topilmadi',
  api_not_found: "Bunday API metodi mavjud emas",
  conflict: 'Bunday yozuv allaqachon mavjud',
  payload_too_large: "So'rov juda katta: ko'pi bilan {limit}",
  unsupported_media_type: "Qo'llab-quvvatlanmaydigan ma'lumot turi",
  too_many_requests: "So'rovlar juda ko'p, keyinroq urinib ko'ring",
  service_unavailable: "Xizmat vaqtincha ishlamayapti, keyinroq urinib ko'ring",
  internal: "Serverda ichki xatolik. So'rov kodi: {requestId}",
};
