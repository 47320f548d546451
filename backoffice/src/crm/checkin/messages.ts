/** The CRM's QR check-in texts, `hashar.crm.checkin.*`: the shift's QR dialog and the volunteers' QR scanner. */
export const checkinRu = {
  section: 'Отметка по QR',
  accepted: 'Принято: %{count}',
  qr_button: 'QR для отметки',
  qr_title: 'QR-код для отметки на смене',
  qr_hint:
    'Повесьте код у входа: волонтёр сканирует его камерой телефона и отмечается на сайте. Отметка открывается за 30 минут до начала и закрывается с концом смены.',
  link: 'Ссылка для отметки',
  print: 'Печать',
  scan_button: 'Сканировать QR волонтёра',
  scan_title: 'Отметка волонтёров по личному QR',
  scan_hint: 'Наведите камеру на QR-код волонтёра (он в разделе «Мои заявки» на сайте).',
  no_camera: 'Камера недоступна. Введите код волонтёра вручную.',
  manual_code: 'Код волонтёра',
  manual_submit: 'Отметить',
  checked_in: '%{name} отмечен(а) в %{time}',
  shift_qr: 'Это QR-код смены. Отсканируйте личный QR-код волонтёра.',
  unknown_qr: 'Это не QR-код для отметки',
  checked_in_at: 'Отметка в %{time}',
} as const;

/** Uzbek (Latin) texts of the same keys. */
export const checkinUz: { readonly [K in keyof typeof checkinRu]: string } = {
  section: "QR bo'yicha belgilanish",
  accepted: 'Qabul qilingan: %{count}',
  qr_button: 'Belgilanish uchun QR',
  qr_title: 'Smenada belgilanish uchun QR-kod',
  qr_hint:
    "Kodni kirish yoniga osib qo'ying: ko'ngilli uni telefon kamerasi bilan skanerlaydi va saytda belgilanadi. Belgilanish boshlanishdan 30 daqiqa oldin ochiladi va smena tugashi bilan yopiladi.",
  link: 'Belgilanish havolasi',
  print: 'Chop etish',
  scan_button: "Ko'ngilli QR-kodini skanerlash",
  scan_title: "Ko'ngillilarni shaxsiy QR bo'yicha belgilash",
  scan_hint: "Kamerani ko'ngillining QR-kodiga qarating (u saytdagi «Mening arizalarim» bo'limida).",
  no_camera: "Kamera mavjud emas. Ko'ngilli kodini qo'lda kiriting.",
  manual_code: "Ko'ngilli kodi",
  manual_submit: 'Belgilash',
  checked_in: '%{name} %{time} da belgilandi',
  shift_qr: "Bu smena QR-kodi. Ko'ngillining shaxsiy QR-kodini skanerlang.",
  unknown_qr: 'Bu belgilanish uchun QR-kod emas',
  checked_in_at: 'Belgilangan: %{time}',
};
