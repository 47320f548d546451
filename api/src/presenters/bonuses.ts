import {
  toTashkentDateInput,
  type BonusAdminRecord,
  type BonusCard,
  type BonusDetail,
  type BonusOwner,
  type Locale,
  type ModerationState,
  type MyBonusOffer,
  type RedemptionCheck,
  type RedemptionDto,
  type RedemptionState,
  localized,
  uploadUrl,
} from '@hashar/common';

/** A bonus offer row as services/bonuses/read.ts reads it (alias `a`, with its region, owner and code counts). */
export interface BonusRow {
  id: number;
  organization_id: number | null;
  owner_user_id: number | null;
  title_ru: string;
  title_uz: string | null;
  description_ru: string;
  description_uz: string | null;
  terms_ru: string;
  terms_uz: string | null;
  image: string | null;
  price: number;
  quantity: number | null;
  remaining: number | null;
  valid_from: Date;
  valid_until: Date;
  region_id: number | null;
  region_ru: string | null;
  region_uz: string | null;
  is_online: boolean;
  moderation: ModerationState;
  reject_reason: string | null;
  submitted_at: Date | null;
  published_at: Date | null;
  archived_at: Date | null;
  created_at: Date;
  owner_name: string | null;
  owner_logo: string | null;
  issued: number;
  used: number;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The first Tashkent day of the period (valid_from is that day's start). */
export const firstDay = (r: Pick<BonusRow, 'valid_from'>): string => toTashkentDateInput(r.valid_from);
/** The last Tashkent day of the period (valid_until is the start of the day after it). */
export const lastDay = (r: Pick<BonusRow, 'valid_until'>): string => toTashkentDateInput(new Date(r.valid_until.getTime() - 1));

/** Who offers it: the partner (its company name and logo) or the organization. */
export function presentBonusOwner(r: BonusRow): BonusOwner {
  const id = r.organization_id ?? r.owner_user_id;
  if (id === null) throw new Error(`bonus offer ${r.id}: no owner (bonus_offers_one_owner requires one)`);
  return {
    type: r.organization_id !== null ? 'organization' : 'partner',
    id,
    name: r.owner_name ?? '',
    logo: uploadUrl(r.owner_logo),
  };
}

/** A card of GET /api/bonuses, in the request's language (Uzbek falls back to Russian). */
export function presentBonusCard(r: BonusRow, locale: Locale): BonusCard {
  return {
    id: r.id,
    title: localized(locale, r.title_ru, r.title_uz),
    image: uploadUrl(r.image),
    price: r.price,
    remaining: r.remaining,
    validFrom: firstDay(r),
    validUntil: lastDay(r),
    regionId: r.region_id,
    regionName: r.region_ru === null ? null : localized(locale, r.region_ru, r.region_uz),
    isOnline: r.is_online,
    owner: presentBonusOwner(r),
  };
}

/** GET /api/bonuses/:id: the card with its texts and the viewer block (computed by the service). */
export function presentBonusDetail(r: BonusRow, locale: Locale, viewer: BonusDetail['viewer']): BonusDetail {
  return {
    ...presentBonusCard(r, locale),
    description: localized(locale, r.description_ru, r.description_uz),
    terms: localized(locale, r.terms_ru, r.terms_uz),
    quantity: r.quantity,
    viewer,
  };
}

/** The owner's view: both languages, moderation state, codes issued and used. */
export function presentMyBonus(r: BonusRow): MyBonusOffer {
  return {
    id: r.id,
    titleRu: r.title_ru,
    titleUz: r.title_uz,
    descriptionRu: r.description_ru,
    descriptionUz: r.description_uz,
    termsRu: r.terms_ru,
    termsUz: r.terms_uz,
    image: uploadUrl(r.image),
    price: r.price,
    quantity: r.quantity,
    remaining: r.remaining,
    validFrom: firstDay(r),
    validUntil: lastDay(r),
    regionId: r.region_id,
    isOnline: r.is_online,
    moderation: r.moderation,
    rejectReason: r.reject_reason,
    archived: r.archived_at !== null,
    issued: r.issued,
    used: r.used,
    createdAt: r.created_at.toISOString(),
  };
}

/** The back office's record (ra-data-simple-rest): the owner's view with the owner and the queue's times. */
export function presentBonusAdmin(r: BonusRow): BonusAdminRecord {
  return {
    ...presentMyBonus(r),
    ownerName: r.owner_name ?? '',
    ownerType: presentBonusOwner(r).type,
    submittedAt: iso(r.submitted_at),
    publishedAt: iso(r.published_at),
  };
}

/** A redemption row with its offer (services/bonuses/redemptions.ts). */
export interface RedemptionRow extends BonusRow {
  redemption_id: number;
  code: string;
  points: number;
  state: RedemptionState;
  used_at: Date | null;
  redeemed_at: Date;
  holder_name: string;
}

/** POST /api/bonuses/:id/redeem and GET /api/my/redemptions item; `qr` is the PNG data URL of the code. */
export function presentRedemption(r: RedemptionRow, qr: string, locale: Locale): RedemptionDto {
  const card = presentBonusCard(r, locale);
  return {
    id: r.redemption_id,
    code: r.code,
    qr,
    points: r.points,
    state: r.state,
    usedAt: iso(r.used_at),
    createdAt: r.redeemed_at.toISOString(),
    offer: {
      id: card.id,
      title: card.title,
      image: card.image,
      validUntil: card.validUntil,
      owner: card.owner,
      terms: localized(locale, r.terms_ru, r.terms_uz),
    },
  };
}

/** The volunteer's first name and the initial of the surname ("Азиз Р."). */
export function holderOf(name: string): string {
  const [first, second] = name.trim().split(/\s+/);
  return second ? `${first} ${second.charAt(0).toUpperCase()}.` : (first ?? '');
}

/** What the owner sees of a code (POST /api/my/bonuses/check, the offer's codes). */
export function presentRedemptionCheck(r: RedemptionRow, locale: Locale): RedemptionCheck {
  return {
    id: r.redemption_id,
    code: r.code,
    state: r.state,
    usedAt: iso(r.used_at),
    createdAt: r.redeemed_at.toISOString(),
    offerId: r.id,
    offerTitle: localized(locale, r.title_ru, r.title_uz),
    holder: holderOf(r.holder_name),
  };
}
