import type { partnerApplicationResourceRu, partnerApplicationsRu } from './messages';

/** Uzbek (Latin) twins of messages.ts, loaded with the Uzbek catalogue. */
export const partnerApplicationsUz = {
  statuses: { pending: 'Qaror kutilmoqda', approved: "Ma'qullandi", rejected: 'Rad etildi' },
  sensitive_note: "Kompaniya STIRi maxfiy ma'lumot: har bir ko'rish harakatlar jurnaliga yoziladi.",
} satisfies { [K in keyof typeof partnerApplicationsRu]: unknown };

export const partnerApplicationResourceUz = {
  name: 'Hamkorlik arizasi |||| Hamkorlik arizalari',
  fields: {
    id: 'ID',
    logoUrl: 'Logotip',
    companyName: 'Kompaniya',
    userEmail: 'Akkaunt',
    taxNumber: 'STIR',
    contactName: "Mas'ul shaxs",
    phone: 'Telefon',
    website: 'Sayt',
    offer: "Ko'ngillilarga taklifi",
    status: 'Holat',
    reason: 'Rad etish sababi',
    createdAt: 'Yuborilgan',
    decidedAt: 'Qaror',
  },
} satisfies { name: string; fields: { [K in keyof typeof partnerApplicationResourceRu.fields]: string } };
