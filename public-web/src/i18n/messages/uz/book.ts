import type { ru as reference } from '../book';

/** book texts (Uzbek, Latin script). */
export const uz: { readonly [K in keyof typeof reference]: string } = {
  'book.title': "Ko'ngilli daftarchasi",
  'book.intro':
    "Ko'ngillilik faoliyatingiz haqidagi barcha tasdiqlangan ma'lumotlar bir sahifada: soatlar, faoliyat, tashkilotchilar sharhlari, kurslar va sertifikatlar.",
  'book.public': "Daftarchani ommaviy sahifamda ko'rsatish",
  'book.publicHint': "Uni ko'ngillilar katalogida profilingizni ochgan har kim ko'radi (agar profil ochiq bo'lsa).",
  'book.saved': 'Saqlandi',
  'book.pdfHint': "PDF — chop etilgan paytdagi daftarcha: QR-kod orqali universitet yoki ish beruvchi uning o'zgarmaganini tekshiradi.",
  'book.totals.hours': 'Tasdiqlangan soatlar',
  'book.totals.activities': 'Faoliyat',
  'book.totals.courses': 'Kurslar',
  'book.totals.reviews': 'Tashkilotchilar sharhlari',
  'book.rating': "O'rtacha baho: 5 dan {rating}",
  'book.years': "Yillar va yo'nalishlar bo'yicha soatlar",
  'book.yearHours': '{year}: {hours}',
  'book.hours': '{count} soat|{count} soat',
  'book.activities': 'Soatlari tasdiqlangan faoliyat',
  'book.verified': '{date} kuni tasdiqlangan',
  'book.courses': 'Tamomlangan kurslar',
  'book.score': 'test: {score}%',
  'book.reviews': 'Tashkilotchilar sharhlari',
  'book.certificates': 'Sertifikatlar',
  'book.certificate.activity': 'Ishtirok sertifikati',
  'book.certificate.year': '{year}-yil uchun sertifikat',
  'book.certificate.course': '«{title}» kursi',
  'book.certificate.check': 'Tekshirish',
  'book.empty': "Hozircha bo'sh: tadbirda qatnashing yoki Akademiya kursini o'ting.",
  'book.findEvents': 'Tadbir topish',
  'book.toAcademy': 'Akademiyani ochish',
} as const;
