import type { MyPartnerApplication } from '@hashar/common';
import type { PartnerApplication } from '../models';

/** A partner application's columns, named as the PartnerApplication model's attributes (what its presenter reads). */
export type PartnerApplicationRow = Pick<
  PartnerApplication,
  | 'id'
  | 'userId'
  | 'companyName'
  | 'taxNumber'
  | 'contactName'
  | 'phone'
  | 'website'
  | 'logoUrl'
  | 'offer'
  | 'status'
  | 'reason'
  | 'decidedAt'
  | 'createdAt'
>;

/** A partner application as its applicant and admins see it (the tax number only reaches them). */
export function presentPartnerApplication(a: PartnerApplicationRow): MyPartnerApplication {
  return {
    id: a.id,
    companyName: a.companyName,
    taxNumber: a.taxNumber,
    contactName: a.contactName,
    phone: a.phone,
    website: a.website,
    logoUrl: a.logoUrl ?? '',
    offer: a.offer,
    status: a.status,
    reason: a.reason ?? null,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
  };
}

/** A row of the back-office list: the applicant's id with it, no tax number (lists never carry it). */
export function presentPartnerApplicationRow(a: PartnerApplicationRow): Omit<MyPartnerApplication, 'taxNumber'> & { userId: number } {
  const { taxNumber: _hidden, ...rest } = presentPartnerApplication(a);
  return { ...rest, userId: a.userId };
}
