/** The bonus offers' back-office texts, Russian: `hashar.bonuses.*` and `resources.bonuses.*`. */
export const bonusesRu = {
  unlimited: 'Без ограничений',
  stock: 'Осталось %{remaining} из %{quantity}',
  codes: 'Выдано кодов: %{issued}, использовано: %{used}',
  archived: 'В архиве',
  price: '%{smart_count} балл |||| %{smart_count} балла |||| %{smart_count} баллов',
  owner_types: { partner: 'партнёр', organization: 'организация' },
} as const;

export const bonusResourceRu = {
  name: 'Бонус |||| Бонусы',
  fields: {
    id: 'ID',
    titleRu: 'Название (рус.)',
    titleUz: 'Название (узб.)',
    descriptionRu: 'Описание (рус.)',
    descriptionUz: 'Описание (узб.)',
    termsRu: 'Условия (рус.)',
    termsUz: 'Условия (узб.)',
    image: 'Изображение',
    ownerName: 'Владелец',
    price: 'Цена, баллов',
    quantity: 'Количество',
    issued: 'Коды',
    validFrom: 'Срок действия',
    regionId: 'Регион',
    isOnline: 'Онлайн',
    moderation: 'Модерация',
    rejectReason: 'Причина отказа',
    submittedAt: 'Отправлено',
    publishedAt: 'Опубликовано',
    q: 'Поиск',
  },
} as const;
