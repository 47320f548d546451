import type { initiativeResourceRu, initiativesRu } from './messages';

/** Uzbek (Latin) twins of messages.ts, loaded with the Uzbek catalogue. */
export const initiativesUz = {
  statuses: { onModeration: 'Moderatsiyada', active: 'Faol', rejected: 'Rad etildi', suspended: "To'xtatilgan" },
  public_page: 'Guruhning saytdagi sahifasi',
  suspend: "To'xtatish",
  restore: 'Tiklash',
  suspended: "Guruh to'xtatildi, yetakchiga xabar berildi",
  restored: 'Guruh yana faol, yetakchiga xabar berildi',
  reject_title: 'Guruhni rad etish |||| %{smart_count} ta guruhni rad etish',
  reject_hint: 'Yetakchi rad etish sababini pochta va bildirishnomalarda oladi, anketani tuzatib qayta yuboradi.',
  suspend_title: "Guruhni to'xtatish",
  suspend_hint:
    "Guruh va uning faoliyati saytdan yo'qoladi, yetakchi ularni boshqara olmaydi. Yetakchi sababni pochta va bildirishnomalarda oladi.",
  suspend_reason: "To'xtatish sababi",
  team: {
    label: 'Jamoa',
    places: "%{smart_count} o'rin |||| %{smart_count} o'rin",
    members: "Jamoa a'zolari",
    no_members: "Yetakchi hali a'zolarni ko'rsatmagan.",
    member: "A'zo",
  },
} satisfies { [K in keyof typeof initiativesRu]: unknown };

export const initiativeResourceUz = {
  name: 'Tashabbus guruhi |||| Tashabbus guruhlari',
  fields: {
    id: 'ID',
    nameRu: 'Nomi (rus.)',
    nameUz: "Nomi (o'zb.)",
    status: 'Holat',
    moderation: 'Moderatsiya',
    regionId: 'Hudud',
    districtId: 'Tuman',
    leaderName: 'Yetakchi',
    memberCount: "A'zolar",
    rejectReason: 'Rad etish sababi',
    suspendReason: "To'xtatish sababi",
    submittedAt: 'Yuborilgan',
    publishedAt: "E'lon qilingan",
    suspendedAt: "To'xtatilgan",
    createdAt: 'Yaratilgan',
    descriptionRu: 'Tavsif (rus.)',
    descriptionUz: "Tavsif (o'zb.)",
    goalsRu: 'Maqsadlar (rus.)',
    goalsUz: "Maqsadlar (o'zb.)",
    directions: "Yo'nalishlar",
    cover: 'Muqova',
    phone: 'Telefon',
    email: 'Elektron pochta',
    links: 'Havolalar',
    foundedOn: 'Tashkil etilgan sana',
    q: 'Qidiruv',
  },
} satisfies { name: string; fields: { [K in keyof typeof initiativeResourceRu.fields]: string } };
