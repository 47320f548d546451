import { VALIDATION_MESSAGES } from '@hashar/common';

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
  registered: 'Регистрация прошла успешно. Мы отправили письмо со ссылкой для активации на {email}',
  activated: 'Аккаунт активирован. Теперь вы можете войти',
  invalid_link: 'Ссылка недействительна или устарела. Запросите новую',
  activation_resent: 'Если аккаунт ожидает активации, мы отправили на {email} новую ссылку',
  forgot_sent: 'Если аккаунт с адресом {email} существует, мы отправили на него ссылку для восстановления пароля',
  password_reset: 'Пароль изменён. Войдите с новым паролем',
  password_changed: 'Пароль изменён',
  invalid_credentials: 'Неверный email или пароль',
  not_activated: 'Аккаунт не активирован. Мы отправили новую ссылку для активации на {email}',
  blocked: 'Аккаунт заблокирован. Обратитесь в поддержку',
  captcha_required: 'Слишком много неудачных попыток: подтвердите, что вы не робот',
  logged_out: 'Вы вышли из аккаунта',
  logged_out_everywhere: 'Вы вышли из аккаунта на всех устройствах',
  role_changed: 'Теперь вы партнёр платформы',
  email_taken: VALIDATION_MESSAGES.ru.emailTaken,
  internal: 'Внутренняя ошибка сервера. Код запроса: {requestId}',
} as const;

export type MessageKey = keyof typeof ru;
