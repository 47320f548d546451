import type { bonusesRu, bonusResourceRu } from './messages';

/** Uzbek (Latin) twins of messages.ts, loaded with the Uzbek catalogue (i18n/uz.ts checks their shape). */
export const bonusesUz = {
  unlimited: 'Cheklanmagan',
  stock: '%{quantity} tadan %{remaining} ta qoldi',
  codes: 'Berilgan kodlar: %{issued}, ishlatilgan: %{used}',
  archived: 'Arxivda',
  price: '%{smart_count} ball',
  owner_types: { partner: 'hamkor', organization: 'tashkilot' },
} satisfies { [K in keyof typeof bonusesRu]: unknown };

export const bonusResourceUz = {
  name: 'Bonus |||| Bonuslar',
  fields: {
    id: 'ID',
    titleRu: 'Nomi (rus.)',
    titleUz: 'Nomi (oʻzb.)',
    descriptionRu: 'Tavsif (rus.)',
    descriptionUz: 'Tavsif (oʻzb.)',
    termsRu: 'Shartlar (rus.)',
    termsUz: 'Shartlar (oʻzb.)',
    image: 'Rasm',
    ownerName: 'Egasi',
    price: 'Narxi, ball',
    quantity: 'Soni',
    issued: 'Kodlar',
    validFrom: 'Amal qilish muddati',
    regionId: 'Hudud',
    isOnline: 'Onlayn',
    moderation: 'Moderatsiya',
    rejectReason: 'Rad etish sababi',
    submittedAt: 'Yuborilgan',
    publishedAt: 'Eʼlon qilingan',
    q: 'Qidiruv',
  },
} satisfies { [K in keyof typeof bonusResourceRu]: unknown };
