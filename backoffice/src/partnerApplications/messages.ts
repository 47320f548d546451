/** Texts of the partner requests (`hashar.partnerApplications.*`, `resources.partner-applications.*`), Russian. */
export const partnerApplicationsRu = {
  statuses: { pending: 'Ждёт решения', approved: 'Одобрена', rejected: 'Отклонена' },
  sensitive_note: 'ИНН компании — конфиденциальные данные: каждый просмотр записывается в журнал действий.',
} as const;

export const partnerApplicationResourceRu = {
  name: 'Заявка на партнёрство |||| Заявки на партнёрство',
  fields: {
    id: 'ID',
    logoUrl: 'Логотип',
    companyName: 'Компания',
    userEmail: 'Аккаунт',
    taxNumber: 'ИНН',
    contactName: 'Контактное лицо',
    phone: 'Телефон',
    website: 'Сайт',
    offer: 'Что предлагает волонтёрам',
    status: 'Статус',
    reason: 'Причина отказа',
    createdAt: 'Отправлена',
    decidedAt: 'Решение',
  },
} as const;
