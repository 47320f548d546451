import type { PartnerApplicationState } from './people';

/** Field limits of a business's request to become a partner (profile/changerole). */
export const PARTNER_APPLICATION_LIMITS = {
  companyName: 200,
  contactName: 200,
  website: 300,
  offer: 2000,
  reason: 1000,
} as const;

/** POST /api/my/partner-application body (the logo uploaded first to /api/my/uploads/partner-logo). */
export interface PartnerApplicationRequest {
  companyName: string;
  taxNumber: string;
  contactName: string;
  phone: string;
  website?: string | null;
  /** The URL the logo upload answered with. */
  logoUrl: string;
  offer: string;
}

/** GET /api/my/partner-application → `{ data: MyPartnerApplication | null }`: the caller's latest request. */
export interface MyPartnerApplication extends Omit<PartnerApplicationRequest, 'website'> {
  id: number;
  website: string | null;
  status: PartnerApplicationState;
  /** Why it was rejected (rejected only). */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** An application in the back office (GET /api/admin/partner-applications/:id, approve, reject): the applicant's view and their account. */
export interface PartnerApplicationAdminRecord extends MyPartnerApplication {
  userId: number;
}

/** A row of GET /api/admin/partner-applications: no tax number (only the audited show carries it), the account's email. */
export interface PartnerApplicationAdminRow extends Omit<MyPartnerApplication, 'taxNumber' | 'offer' | 'logoUrl'> {
  userId: number;
  userEmail: string;
  logoUrl: string | null;
  /** The list's default order: 0 while pending, 1 once decided. */
  queue: number;
}

/** GET /api/admin/partner-applications, with a Content-Range header. */
export type PartnerApplicationAdminList = PartnerApplicationAdminRow[];

/** GET /api/partners item: an active partner of the footer and burger/partners. */
export interface PublicPartner {
  id: number;
  name: string;
  logoUrl: string;
  link: string | null;
}

/** GET /api/my/partner-application: the latest application, or null. */
export interface MyPartnerApplicationResponse {
  data: MyPartnerApplication | null;
}

/** GET /api/partners: the active partners in footer order. */
export interface PublicPartnerList {
  data: PublicPartner[];
}
