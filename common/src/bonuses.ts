import type { Page } from './lists';
import type { ModerationState } from './statuses';

/**
 * The points economy: bonus offers by partners and organizations, bought with points.
 * docs/points-economy-api.md describes every call.
 */

export const BONUS_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  descriptionMax: 4000,
  termsMax: 2000,
  priceMin: 1,
  priceMax: 100_000,
  quantityMax: 100_000,
  rejectReasonMax: 1000,
  /** A code as the partner types it (spaces and hyphens are ignored). */
  codeLength: 12,
  queryMax: 200,
} as const;

/**
 * Redemption codes and certificate codes: Crockford base32 (no I, L, O, U — nothing to misread).
 * A redemption code is 12 characters (60 random bits), shown as XXXX-XXXX-XXXX.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How a code is shown: groups of four joined by hyphens. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** A code as typed (lower case, spaces, hyphens; O for 0, I/L for 1) → its canonical form. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const REDEMPTION_STATES = ['issued', 'used'] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

/** Who offers a bonus: a partner company (its approved partner application) or an organization. */
export interface BonusOwner {
  type: 'partner' | 'organization';
  id: number;
  name: string;
  logo: string | null;
}

/** GET /api/bonuses item. */
export interface BonusCard {
  id: number;
  title: string;
  image: string | null;
  price: number;
  /** null: unlimited. */
  remaining: number | null;
  validFrom: string;
  validUntil: string;
  regionId: number | null;
  regionName: string | null;
  isOnline: boolean;
  owner: BonusOwner;
}

/** GET /api/bonuses/:id */
export interface BonusDetail extends BonusCard {
  description: string;
  terms: string;
  quantity: number | null;
  /** For a signed-in caller: their balance and whether they can redeem it now (null for guests). */
  viewer: { balance: number; canRedeem: boolean; reason: BonusUnavailableReason | null } | null;
}

/** Why an offer cannot be redeemed now (the 403/409 the redemption would answer). */
export type BonusUnavailableReason = 'not_enough_points' | 'sold_out' | 'not_started' | 'expired' | 'not_volunteer';

/** POST/PUT /api/my/bonuses body (the image uploaded first to /api/my/uploads/bonus-image). */
export interface BonusOfferRequest {
  titleRu: string;
  titleUz?: string | null;
  descriptionRu: string;
  descriptionUz?: string | null;
  termsRu?: string | null;
  termsUz?: string | null;
  image?: string | null;
  price: number;
  /** null or absent: unlimited. */
  quantity?: number | null;
  /** YYYY-MM-DD, Tashkent: from the day's start to the end of validUntil's day. */
  validFrom: string;
  validUntil: string;
  regionId?: number | null;
  isOnline: boolean;
  /** true: save as a draft; otherwise it goes to moderation. */
  draft?: boolean;
}

/** GET /api/my/bonuses item and GET /api/my/bonuses/:id: an offer as its owner sees it. */
export interface MyBonusOffer {
  id: number;
  titleRu: string;
  titleUz: string | null;
  descriptionRu: string;
  descriptionUz: string | null;
  termsRu: string;
  termsUz: string | null;
  image: string | null;
  price: number;
  quantity: number | null;
  remaining: number | null;
  validFrom: string;
  validUntil: string;
  regionId: number | null;
  isOnline: boolean;
  moderation: ModerationState;
  rejectReason: string | null;
  archived: boolean;
  /** Codes issued and used so far. */
  issued: number;
  used: number;
  createdAt: string;
}

/** POST /api/bonuses/:id/redeem → 201 and GET /api/my/redemptions item. */
export interface RedemptionDto {
  id: number;
  /** Canonical code (12 characters); show it with formatCode(). */
  code: string;
  /** data: URL of a PNG QR code carrying the code. */
  qr: string;
  points: number;
  state: RedemptionState;
  usedAt: string | null;
  createdAt: string;
  offer: Pick<BonusCard, 'id' | 'title' | 'image' | 'validUntil' | 'owner'> & { terms: string };
}

/** POST /api/my/bonuses/check {code} → what the owner sees before marking a code used. */
export interface RedemptionCheck {
  id: number;
  code: string;
  state: RedemptionState;
  usedAt: string | null;
  createdAt: string;
  offerId: number;
  offerTitle: string;
  /** The volunteer's first name and the initial of the surname. */
  holder: string;
}

export type BonusList = Page<BonusCard>;

/** A bonus offer in the back office: an item of GET /api/admin/bonuses, and GET/PUT/DELETE /api/admin/bonuses/:id, approve, reject. */
export interface BonusAdminRecord extends MyBonusOffer {
  ownerName: string;
  ownerType: BonusOwner['type'];
  submittedAt: string | null;
  publishedAt: string | null;
}

/** GET /api/admin/bonuses, with a Content-Range header. */
export type BonusAdminList = BonusAdminRecord[];

/** GET /api/bonuses: a page of offer cards. */
export type BonusCardPage = Page<BonusCard>;

/** GET /api/bonuses/:id. */
export interface BonusDetailResponse {
  data: BonusDetail;
}

/** GET /api/my/redemptions: a page of the volunteer's codes. */
export type RedemptionPage = Page<RedemptionDto>;

/** GET /api/my/bonuses: a page of the owner's offers. */
export type MyBonusOfferPage = Page<MyBonusOffer>;

/** GET, POST and PUT /api/my/bonuses/:id and its submit and archive: the owner's offer. */
export interface MyBonusOfferResponse {
  data: MyBonusOffer;
}

/** GET /api/my/bonuses/:id/redemptions: a page of the codes of an offer. */
export type RedemptionCheckPage = Page<RedemptionCheck>;

/** POST /api/bonuses/:id/redeem: the new code. */
export interface RedemptionResponse {
  data: RedemptionDto;
}

/** POST /api/my/bonuses/check and /redemptions/:id/use: the code as the offer's owner sees it. */
export interface RedemptionCheckResponse {
  data: RedemptionCheck;
}
