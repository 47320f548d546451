/** API messages in Russian (the default language). */
export const ru = {
  bad_request: 'Некорректный запрос',
  invalid_json: 'Тело запроса не является корректным JSON',
  validation: 'Проверьте правильность заполнения полей',
  required: 'Данное поле обязательно для заполнения',
  unauthorized: 'Требуется авторизация',
  forbidden: 'Недостаточно прав для этого действия',
  not_found: 'Не найдено',
  api_not_found: 'Такого метода API не существует',
  conflict: 'Запись уже существует',
  payload_too_large: 'Слишком большой запрос: не более {limit}',
  unsupported_media_type: 'Неподдерживаемый тип данных',
  too_many_requests: 'Слишком много запросов, попробуйте позже',
  service_unavailable: 'Сервис временно недоступен, попробуйте позже',
  internal: 'Внутренняя ошибка сервера. Код запроса: {requestId}',
} as const;

export type MessageKey = keyof typeof ru;
