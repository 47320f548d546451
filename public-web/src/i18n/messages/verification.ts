/** Texts of the verification panel (profile/infovolon, profile/infoorg). */
export const ru = {
  'verification.title': 'Проверка профиля',
  'verification.state.none': 'Не проверен',
  'verification.state.pending': 'На проверке',
  'verification.state.verified': 'Проверен',
  'verification.state.rejected': 'Проверка не пройдена',
  'verification.hint.none': 'Проверенный профиль получает отметку «Проверено». Модератор сверит данные паспорта или регистрации.',
  'verification.hint.pending': 'Заявка отправлена {date}. Модератор проверит данные и сообщит о решении.',
  'verification.hint.verified': 'Профиль проверен. Если вы измените данные для проверки, он снова уйдёт на проверку.',
  'verification.hint.rejected': 'Исправьте данные и отправьте профиль на проверку снова.',
  'verification.reason': 'Причина: {reason}',
  'verification.send': 'Отправить на проверку',
  'verification.sending': 'Отправка…',
  'verification.sent': 'Профиль отправлен на проверку',
  'verification.loadError': 'Не удалось загрузить состояние проверки',
} as const;
