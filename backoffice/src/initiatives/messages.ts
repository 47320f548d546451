/** Texts of the initiative groups (`hashar.initiatives.*`, `resources.initiatives.*`), Russian. */
export const initiativesRu = {
  statuses: { onModeration: 'На модерации', active: 'Активна', rejected: 'Отклонена', suspended: 'Приостановлена' },
  public_page: 'Страница группы на сайте',
  suspend: 'Приостановить',
  restore: 'Восстановить',
  suspended: 'Группа приостановлена, лидер уведомлён',
  restored: 'Группа снова активна, лидер уведомлён',
  reject_title: 'Отклонить группу |||| Отклонить %{smart_count} группы |||| Отклонить %{smart_count} групп',
  reject_hint: 'Лидер получит причину отказа на почту и в уведомлениях, исправит анкету и отправит снова.',
  suspend_title: 'Приостановить группу',
  suspend_hint:
    'Группа и её деятельность исчезнут с сайта, лидер не сможет ими управлять. Лидер получит причину на почту и в уведомлениях.',
  suspend_reason: 'Причина приостановки',
  /** The CRM: a team sign-up of a group. */
  team: {
    label: 'Команда',
    places: '%{smart_count} место |||| %{smart_count} места |||| %{smart_count} мест',
    members: 'Участники команды',
    no_members: 'Лидер ещё не назвал участников.',
    member: 'Участник',
  },
} as const;

export const initiativeResourceRu = {
  name: 'Инициативная группа |||| Инициативные группы',
  fields: {
    id: 'ID',
    nameRu: 'Название (рус.)',
    nameUz: 'Название (узб.)',
    status: 'Статус',
    moderation: 'Модерация',
    regionId: 'Регион',
    leaderName: 'Лидер',
    memberCount: 'Участников',
    rejectReason: 'Причина отказа',
    suspendReason: 'Причина приостановки',
    submittedAt: 'Отправлена',
    publishedAt: 'Опубликована',
    suspendedAt: 'Приостановлена',
    createdAt: 'Создана',
    descriptionRu: 'Описание (рус.)',
    descriptionUz: 'Описание (узб.)',
    goalsRu: 'Цели (рус.)',
    goalsUz: 'Цели (узб.)',
    directions: 'Направления',
    cover: 'Обложка',
    phone: 'Телефон',
    email: 'Эл. почта',
    links: 'Ссылки',
    foundedOn: 'Дата основания',
    q: 'Поиск',
  },
} as const;
