import type { MyPartnerApplication, PartnerApplicationAdminRecord, PartnerApplicationAdminRow } from '@hashar/common';
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

/** An application as the back office shows one (the tax number with it: callers audit the read). */
export function presentPartnerApplicationAdmin(a: PartnerApplicationRow): PartnerApplicationAdminRecord {
  return { ...presentPartnerApplication(a), userId: a.userId };
}

/** A row of the back office's list as services/partners/adminList.ts reads it: the answer's fields, times as the driver gives them. */
export type PartnerApplicationListRow = Omit<PartnerApplicationAdminRow, 'createdAt' | 'decidedAt'> & {
  createdAt: Date;
  decidedAt: Date | null;
};

/** A row of the back office's list (times as ISO strings). */
export function presentPartnerApplicationListRow(r: PartnerApplicationListRow): PartnerApplicationAdminRow {
  return { ...r, createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null };
}
