import russianMessages from 'ra-language-russian';
import type { TranslationMessages } from 'react-admin';
import { partnerApplicationResourceRu, partnerApplicationsRu } from '../partnerApplications/messages';
import { initiativeResourceRu, initiativesRu } from '../initiatives/messages';
import { bonusResourceRu, bonusesRu } from '../bonuses/messages';
import { courseResourceRu, coursesRu } from '../courses/messages';
import { newsResourcesRu, newsRu, publicationsRu } from '../news/messages';
import { verificationResourceRu, verificationsRu } from '../verifications/messages';
import { checkinRu } from '../crm/checkin/messages';

/** Our own back-office texts, under the `hashar.*` namespace. The reference for uz. */
export const hasharRu = {
  title: 'Панель администратора',
  brand: 'Хашар',
  dashboard: {
    welcome: 'Управление платформой волонтёров Узбекистана',
    public_figures: 'Показатели платформы (как на сайте)',
    figures: {
      volunteers: 'Волонтёры',
      hours: 'Подтверждённые часы',
      events: 'Мероприятия',
      projects: 'Проекты',
      organizations: 'Организации',
    },
    users_by_role: 'Пользователи по ролям',
    total_users: 'Всего пользователей',
    signups_title: 'Регистрации за 30 дней',
    signups_summary: 'Новых регистраций за 30 дней: %{total}, больше всего за день: %{max} (%{date}).',
    signups_empty: 'За последние 30 дней новых регистраций не было.',
    date: 'Дата',
    count: 'Регистраций',
    stats_error: 'Не удалось загрузить статистику: %{message}',
    /** A day of the chart: %{day} = 1–31, %{month} = hashar.months.* */
    day: '%{day} %{month}',
  },
  /** Month names as used after a day number (genitive in Russian). */
  months: {
    m1: 'января',
    m2: 'февраля',
    m3: 'марта',
    m4: 'апреля',
    m5: 'мая',
    m6: 'июня',
    m7: 'июля',
    m8: 'августа',
    m9: 'сентября',
    m10: 'октября',
    m11: 'ноября',
    m12: 'декабря',
  },
  api_status: {
    loading: 'Проверяем сервер…',
    ok: 'Сервер работает',
    error: 'Сервер недоступен',
  },
  access_denied: {
    title: 'Нет доступа',
    section: 'Вы вошли как %{username} (%{role}). Раздел «%{section}» этой роли недоступен.',
    page: 'Вы вошли как %{username} (%{role}). Эта страница этой роли недоступна.',
    home: 'На главную панели',
  },
  menu: {
    moderation: 'Модерация',
    reference: 'Справочники',
    content: 'Контент',
    main_banners: 'Главные баннеры',
    advertising_banners: 'Рекламные баннеры',
  },
  roles: {
    admin: 'Администратор',
    moderator: 'Модератор',
    volon: 'Волонтёр',
    organization: 'Организация',
    bussines: 'Бизнес',
    partner: 'Партнёр',
    trainee: 'Стажёр',
  },
  locales: {
    ru: 'Русский',
    uz: 'Узбекский',
  },
  banner_kinds: {
    main: 'Главный',
    advertising: 'Рекламный',
  },
  users: {
    reset_password: 'Отправить ссылку для сброса пароля',
    reset_password_confirm: 'Отправить пользователю %{email} письмо со ссылкой для смены пароля?',
    delete_hint: 'Учётную запись с активностью удалить нельзя — заблокируйте её.',
    status: 'Статус',
    not_active: 'Не активирован',
    self_hint: 'Это ваша учётная запись: роль, активацию и блокировку меняет другой администратор.',
  },
  upload: {
    choose: 'Загрузить изображение',
    replace: 'Заменить изображение',
    remove: 'Убрать изображение',
    uploading: 'Загружаем…',
    hint: '%{types}, не больше %{limit}',
    too_large: 'Файл больше %{limit}',
    wrong_type: 'Неподходящий формат файла. Можно: %{types}',
    failed: 'Не удалось загрузить файл: %{message}',
    preview: 'Предпросмотр',
    url: 'Адрес изображения',
  },
  color: {
    invalid: 'Цвет в формате #RRGGBB, например #1E88E5',
    pick: 'Выбрать цвет',
    swatch: 'Образец цвета %{color}',
  },
  validation: {
    period: 'Окончание показа не может быть раньше начала',
    link: 'Ссылка должна начинаться с https://, http:// или /',
    key: 'Только латинские буквы в нижнем регистре, цифры и дефис',
  },
  moderation: {
    approve: 'Одобрить',
    reject: 'Отклонить',
    approved: 'Одобрено: %{smart_count}',
    rejected: 'Отклонено: %{smart_count}',
    reject_title: 'Отклонить %{smart_count} публикацию |||| Отклонить %{smart_count} публикации |||| Отклонить %{smart_count} публикаций',
    reject_hint: 'Автор получит причину отказа на почту и в уведомлениях, исправит и отправит снова.',
    reason: 'Причина отказа',
    reason_too_long: 'Не больше %{max} символов',
    reason_count: '%{count} из %{max} символов',
    title_column: 'Название',
  },
  moderation_states: {
    draft: 'Черновик',
    moderation: 'На модерации',
    approved: 'Одобрено',
    rejected: 'Отклонено',
  },
  events: {
    no_documents: 'Документов нет',
    no_sessions: 'Смен нет',
    session: 'Смена',
    session_number: 'Смена %{number}',
    session_ru: 'Смена (рус.)',
    session_uz: 'Смена (узб.)',
    starts: 'Начало',
    ends: 'Окончание',
    capacity: 'Мест',
    free_places: 'Свободно',
    online: 'Онлайн',
  },
  vacancy_kinds: {
    vacancy: 'Вакансия',
    internship: 'Стажировка',
  },
  pay_kinds: {
    paid: 'Оплачиваемая',
    unpaid: 'Без оплаты',
    stipend: 'Стипендия',
  },
  activity_kinds: {
    event: 'Мероприятие',
    visit: '«Мой визит»',
    project: 'Проект',
    task: 'Задача',
    vacancy: 'Вакансия',
  },
  application_states: {
    pending: 'Заявка подана',
    waitlisted: 'В листе ожидания',
    shortlisted: 'В коротком списке',
    interview: 'Собеседование',
    accepted: 'Принята',
    rejected: 'Отклонена',
    withdrawn: 'Отозвана',
    attended: 'Участвовал(а)',
    completed: 'Часы подтверждены',
  },
  crm: {
    // The organization's figures: crm/AnalyticsCharts.tsx.
    analytics: {
      title: 'Показатели организации',
      period:
        'Последний %{smart_count} месяц: %{from} — %{to} |||| Последние %{smart_count} месяца: %{from} — %{to} |||| Последние %{smart_count} месяцев: %{from} — %{to}',
      metric: 'Показатель',
      volunteers: 'Волонтёры',
      hours: 'Часы',
      events: 'Мероприятия',
      projects: 'Проекты',
      volunteers_note: 'Волонтёры — разные люди, чьи часы в ваших мероприятиях подтверждены.',
      by_month: 'По месяцам',
      by_direction: 'По направлениям',
      month_summary: '%{metric} по месяцам: всего %{total}, больше всего — %{max} (%{month})',
      empty:
        'За последний %{smart_count} месяц здесь пока ничего нет. |||| За последние %{smart_count} месяца здесь пока ничего нет. |||| За последние %{smart_count} месяцев здесь пока ничего нет.',
      retry: 'Повторить',
      table: 'Таблица',
      month: 'Месяц',
    },
    dashboard: {
      title: 'Кабинет организации',
      pending: 'заявка ждёт решения |||| заявки ждут решения |||| заявок ждут решения',
      hours_month: 'час подтверждён в этом месяце |||| часа подтверждено в этом месяце |||| часов подтверждено в этом месяце',
      upcoming: 'Ближайшие мероприятия',
      no_upcoming: 'Ближайших мероприятий нет.',
    },
    contacts_after_accept: 'Контакты — после принятия заявки',
    age: '%{smart_count} год |||| %{smart_count} года |||| %{smart_count} лет',
    pending_count: '%{smart_count} новая заявка |||| %{smart_count} новые заявки |||| %{smart_count} новых заявок',
    hours_count: '%{hours} час |||| %{hours} часа |||| %{hours} часов',
    shortlist: 'В короткий список',
    interview: 'Пригласить на собеседование',
    cv: 'Резюме',
    accept: 'Принять',
    reject: 'Отклонить',
    mark_attended: 'Участвовал(а)',
    next_step: 'Действия',
    // The academy's courses the activity requires, per applicant.
    courses: 'Курсы',
    course_done: 'пройден',
    course_missing: 'не пройден',
    all_sessions: 'Все смены',
    roster: 'Список участников (CSV)',
    // The organization's monthly hours report.
    report: {
      title: 'Отчёт по часам',
      hint: 'Подтверждённые часы волонтёров за месяц: по строке на волонтёра и итог.',
      month: 'Месяц',
      bad_month: 'Выберите месяц',
      csv: 'Скачать CSV',
      pdf: 'Скачать PDF',
    },
    done: {
      shortlist: 'В коротком списке: %{smart_count}',
      interview: 'Приглашено на собеседование: %{smart_count}',
      accept: 'Принято заявок: %{smart_count}',
      reject: 'Отклонено заявок: %{smart_count}',
      attended: 'Отмечено участие: %{smart_count}',
    },
    verify: {
      button: 'Подтвердить часы',
      title: 'Подтверждение часов',
      hours: 'Часы',
      hours_hint: 'Шаг полчаса, не больше %{max}',
      hours_positive: 'Больше нуля',
      hours_max: 'Не больше %{max}',
      hours_step: 'Шагом в полчаса: 0,5, 1, 1,5…',
      note: 'Комментарий (необязательно)',
      confirm: 'Подтвердить',
      done: 'Подтверждено: %{hours} ч.',
    },
    // Correcting verified hours.
    correct: {
      button: 'Исправить часы',
      title: 'Исправление часов',
      warning:
        'Подтверждено %{hours} ч. После исправления баллы волонтёра пересчитаются, а выданные на эти часы сертификаты будут отозваны.',
      confirm: 'Исправить',
      done: 'Исправлено: %{hours} ч.',
    },
    message: {
      button: 'Написать принятым',
      title: 'Сообщение всем принятым участникам',
      hint: 'Письмо и уведомление получат все, чьи заявки приняты.',
      subject: 'Тема',
      body: 'Текст сообщения',
      send: 'Отправить',
      sent: 'Сообщение отправлено',
    },
    pipeline: {
      pending: 'Заявки',
      shortlisted: 'Короткий список',
      interview: 'Собеседование',
      accepted: 'Приняты',
      attended: 'Участвовали',
      completed: 'Часы подтверждены',
      empty: 'Пусто',
    },
    tabs: {
      applicants: 'Участники',
      board: 'Воронка',
      sessions: 'Смены',
    },
    // QR check-in at the shift.
    checkin: checkinRu,
  },
  audit: {
    nobody: 'Система',
    no_data: 'Нет данных',
    uploads: 'Загрузки файлов',
    actions: {
      create: 'Создание',
      update: 'Изменение',
      delete: 'Удаление',
      upload: 'Загрузка файла',
      'reset-password': 'Ссылка для сброса пароля',
      'read-sensitive': 'Просмотр личных данных',
    },
  },
  verifications: verificationsRu,
  partnerApplications: partnerApplicationsRu,
  initiatives: initiativesRu,
  news: newsRu,
  publications: publicationsRu,
  // Bonus offers.
  bonuses: bonusesRu,
  courses: coursesRu,
  reviews: {
    hide: 'Скрыть',
    restore: 'Восстановить',
    hidden: 'Отзыв скрыт, автор уведомлён',
    restored: 'Отзыв снова опубликован',
    status: { published: 'Опубликован', reported: 'Жалоба', hidden: 'Скрыт' },
  },
} as const;

/** Field labels shared by the moderation queues (events and visit options). */
function moderationFields() {
  return {
    id: 'ID',
    titleRu: 'Название (рус.)',
    titleUz: 'Название (узб.)',
    descriptionRu: 'Описание (рус.)',
    descriptionUz: 'Описание (узб.)',
    organization: { name: 'Организация' },
    group: { title: 'Серия' },
    regionId: 'Регион',
    regionName: 'Регион',
    directionId: 'Направление',
    directions: 'Направления',
    address: 'Место',
    addressRu: 'Адрес (рус.)',
    addressUz: 'Адрес (узб.)',
    isOnline: 'Онлайн',
    startsAt: 'Начало',
    endsAt: 'Окончание',
    capacity: 'Мест',
    minAge: 'Минимальный возраст',
    skills: 'Требования',
    cover: 'Обложка',
    documents: 'Документы',
    sessions: 'Смены',
    moderation: 'Статус',
    rejectReason: 'Причина отказа',
    submittedAt: 'Отправлено на модерацию',
    isNationwide: 'По всей стране',
    goalsRu: 'Цели (рус.)',
    goalsUz: 'Цели (узб.)',
    helpRu: 'Чем помочь (рус.)',
    helpUz: 'Чем помочь (узб.)',
    places: 'Мест',
    categoryId: 'Категория задачи',
    skillsRu: 'Нужные навыки (рус.)',
    skillsUz: 'Нужные навыки (узб.)',
    resultRu: 'Ожидаемый результат (рус.)',
    resultUz: 'Ожидаемый результат (узб.)',
    deadline: 'Срок',
    performers: 'Исполнителей',
    estimatedHours: 'Оценка, часов',
    kind: 'Вид',
    dutiesRu: 'Обязанности (рус.)',
    dutiesUz: 'Обязанности (узб.)',
    requirementsRu: 'Требования (рус.)',
    requirementsUz: 'Требования (узб.)',
    scheduleRu: 'График (рус.)',
    scheduleUz: 'График (узб.)',
    pay: 'Оплата',
    amount: 'Сумма, сум',
    durationRu: 'Длительность (рус.)',
    durationUz: 'Длительность (узб.)',
    isRemote: 'Удалённо',
  } as const;
}

/** Names and field labels of the resources (react-admin's `resources.*` keys). */
export const resourcesRu = {
  events: {
    name: 'Мероприятие |||| Мероприятия',
    fields: moderationFields(),
  },
  visits: {
    name: 'Предложение «Мой визит» |||| «Мой визит»',
    fields: moderationFields(),
  },
  projects: { name: 'Проект |||| Проекты', fields: moderationFields() },
  tasks: { name: 'Задача |||| Задачи', fields: moderationFields() },
  vacancy: { name: 'Вакансия |||| Вакансии и стажировки', fields: moderationFields() },
  'crm/activities': {
    name: 'Деятельность |||| Вся деятельность',
    fields: {
      title: 'Название',
      kind: 'Вид',
      moderation: 'Статус',
      createdAt: 'Создано',
      applicationsCount: 'Заявок',
      pendingCount: 'Новые заявки',
      acceptedCount: 'Принято',
      verifiedHours: 'Подтверждено часов',
    },
  },
  'crm/events': {
    name: 'Мероприятие |||| Мои мероприятия',
    fields: {
      title: 'Название',
      startsAt: 'Начало',
      endsAt: 'Окончание',
      moderation: 'Статус',
      pendingCount: 'Новые заявки',
      acceptedCount: 'Принято',
      verifiedHours: 'Подтверждено часов',
    },
  },
  'crm/sessions': {
    name: 'Смена |||| Смены',
    fields: {
      title: 'Название',
      startsAt: 'Начало',
      endsAt: 'Окончание',
      capacity: 'Мест',
    },
  },
  'crm/applications': {
    name: 'Заявка |||| Заявки',
    fields: {
      volunteerName: 'Волонтёр',
      volunteerEmail: 'Эл. почта',
      volunteerPhone: 'Телефон',
      eventId: 'Мероприятие',
      eventTitle: 'Мероприятие',
      sessionId: 'Смена',
      sessionStartsAt: 'Смена',
      activityKind: 'Вид',
      activityRef: 'Деятельность',
      state: 'Статус',
      hours: 'Часы',
      createdAt: 'Подана',
      checkedInAt: 'Отметка',
    },
  },
  users: {
    name: 'Пользователь |||| Пользователи',
    fields: {
      id: 'ID',
      email: 'Эл. почта',
      name: 'Имя',
      role: 'Роль',
      isActive: 'Активирован',
      isVerified: 'Верифицирован',
      isBlocked: 'Заблокирован',
      locale: 'Язык',
      regionId: 'Регион',
      createdAt: 'Зарегистрирован',
      lastLoginAt: 'Последний вход',
      isNewsEditor: 'Редактор новостей',
      isGenerated: 'Демо-история (сгенерированные)',
    },
  },
  regions: {
    name: 'Регион |||| Регионы',
    fields: referenceFields(),
  },
  directions: {
    name: 'Направление |||| Направления',
    fields: { ...referenceFields(), icon: 'Иконка', color: 'Цвет' },
  },
  cattask: {
    name: 'Категория задач |||| Категории задач',
    fields: referenceFields(),
  },
  dirprobono: {
    name: 'Направление pro bono |||| Направления pro bono',
    fields: referenceFields(),
  },
  typecat: {
    name: 'Тип волонтёров |||| Типы волонтёров',
    fields: referenceFields(),
  },
  banners: {
    name: 'Баннер |||| Баннеры',
    fields: {
      id: 'ID',
      kind: 'Вид',
      titleRu: 'Заголовок (рус.)',
      titleUz: 'Заголовок (узб.)',
      imageUrl: 'Изображение',
      link: 'Ссылка',
      sortOrder: 'Порядок',
      startsAt: 'Показывать с',
      endsAt: 'Показывать до',
      isActive: 'Активен',
    },
  },
  tours: {
    name: 'Тур |||| Туры',
    fields: {
      id: 'ID',
      titleRu: 'Заголовок (рус.)',
      titleUz: 'Заголовок (узб.)',
      textRu: 'Текст (рус.)',
      textUz: 'Текст (узб.)',
      imageUrl: 'Изображение',
      sortOrder: 'Порядок',
      startsAt: 'Показывать с',
      endsAt: 'Показывать до',
      isActive: 'Активен',
    },
  },
  partners: {
    name: 'Партнёр |||| Партнёры',
    fields: {
      id: 'ID',
      name: 'Название',
      logoUrl: 'Логотип',
      link: 'Ссылка',
      sortOrder: 'Порядок',
      isActive: 'Активен',
    },
  },
  audit: {
    name: 'Запись журнала |||| Журнал действий',
    fields: {
      id: 'ID',
      userId: 'ID пользователя',
      userEmail: 'Кто',
      action: 'Действие',
      resource: 'Раздел',
      recordId: 'ID записи',
      before: 'До',
      after: 'После',
      createdAt: 'Когда',
    },
  },
  verifications: verificationResourceRu,
  'partner-applications': partnerApplicationResourceRu,
  initiatives: initiativeResourceRu,
  ...newsResourcesRu,
  bonuses: bonusResourceRu,
  courses: courseResourceRu,
  reviews: {
    name: 'Отзыв |||| Отзывы',
    fields: {
      id: 'ID',
      stars: 'Оценка',
      text: 'Текст',
      status: 'Статус',
      reportReason: 'Причина жалобы',
      reportedAt: 'Жалоба',
      createdAt: 'Создан',
      activityTitle: 'Деятельность',
      authorName: 'Автор',
      targetName: 'О ком',
      priority: 'Порядок',
    },
  },
} as const;

/** Fields of the simple reference lists (regions, task categories, ...). */
function referenceFields() {
  return {
    id: 'ID',
    key: 'Ключ',
    nameRu: 'Название (рус.)',
    nameUz: 'Название (узб.)',
    sortOrder: 'Порядок',
    isActive: 'Активно',
  } as const;
}

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Shape of `hashar.*` every locale must have. */
export type HasharMessages = Strings<typeof hasharRu>;
/** Shape of `resources.*` every locale must have. */
export type ResourceMessages = Strings<typeof resourcesRu>;

/** Keys react-admin 5 has that ra-language-russian 5.4 lacks, and texts it left in English. */
const russianAdditions = {
  guesser: {
    empty: {
      title: 'Нет данных для отображения',
      message: 'Проверьте ваш поставщик данных (dataProvider)',
    },
  },
  auth: { ...russianMessages.ra.auth, email: 'Электронная почта' },
  // «Нет %{name}.» put the resource's singular in the nominative («Нет Мероприятие.»): no name here.
  page: { ...russianMessages.ra.page, empty: 'Здесь пока ничего нет.', invite: 'Добавить первую запись?' },
};

/** Russian: ra-language-russian, completed, plus our `hashar.*` texts. */
export const ru: TranslationMessages = {
  ...russianMessages,
  ra: { ...russianMessages.ra, ...russianAdditions },
  hashar: hasharRu,
  resources: resourcesRu,
};
