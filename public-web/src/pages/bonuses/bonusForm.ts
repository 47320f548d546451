import {
  BONUS_LIMITS as L,
  toTashkentDateInput,
  validationMessage,
  type BonusOfferRequest,
  type Locale,
  type MyBonusOffer,
} from '@hashar/common';
import { bilingualErrors, charCount, compactErrors, type FieldErrors } from '../../components/forms';

/** What the bonus form holds: texts as typed, numbers and the region as the inputs' strings. */
export interface BonusValues {
  titleRu: string;
  titleUz: string;
  descriptionRu: string;
  descriptionUz: string;
  termsRu: string;
  termsUz: string;
  image: string | null;
  price: string;
  quantity: string;
  unlimited: boolean;
  validFrom: string;
  validUntil: string;
  regionId: string;
  isOnline: boolean;
}

/** The form's fields in page order (the focus goes to the first with an error). */
export const BONUS_FIELDS = [
  'titleRu',
  'titleUz',
  'descriptionRu',
  'descriptionUz',
  'termsRu',
  'termsUz',
  'price',
  'quantity',
  'validFrom',
  'validUntil',
  'regionId',
  'isOnline',
  'image',
] as const satisfies readonly (keyof BonusValues)[];
export type BonusField = (typeof BONUS_FIELDS)[number];
export type BonusErrors = FieldErrors<BonusField>;

/** A new offer: valid from today (Tashkent) for a month, unlimited. */
export function emptyBonus(now = new Date()): BonusValues {
  return {
    titleRu: '',
    titleUz: '',
    descriptionRu: '',
    descriptionUz: '',
    termsRu: '',
    termsUz: '',
    image: null,
    price: '',
    quantity: '',
    unlimited: true,
    validFrom: toTashkentDateInput(now),
    validUntil: toTashkentDateInput(new Date(now.getTime() + 30 * 86_400_000)),
    regionId: '',
    isOnline: false,
  };
}

/** The form's values of a saved offer. */
export function bonusValues(o: MyBonusOffer): BonusValues {
  return {
    titleRu: o.titleRu,
    titleUz: o.titleUz ?? '',
    descriptionRu: o.descriptionRu,
    descriptionUz: o.descriptionUz ?? '',
    termsRu: o.termsRu,
    termsUz: o.termsUz ?? '',
    image: o.image,
    price: String(o.price),
    quantity: o.quantity === null ? '' : String(o.quantity),
    unlimited: o.quantity === null,
    validFrom: o.validFrom,
    validUntil: o.validUntil,
    regionId: o.regionId === null ? '' : String(o.regionId),
    isOnline: o.isOnline,
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** What the form sends (BonusOfferRequest); `draft`: keep it a draft instead of sending it to moderation. */
export function bonusRequest(v: BonusValues, draft: boolean): BonusOfferRequest {
  return {
    titleRu: v.titleRu.trim(),
    titleUz: orNull(v.titleUz),
    descriptionRu: v.descriptionRu.trim(),
    descriptionUz: orNull(v.descriptionUz),
    termsRu: orNull(v.termsRu),
    termsUz: orNull(v.termsUz),
    image: v.image,
    price: Number(v.price),
    quantity: v.unlimited ? null : Number(v.quantity),
    validFrom: v.validFrom,
    validUntil: v.validUntil,
    regionId: v.isOnline || !v.regionId ? null : Number(v.regionId),
    isOnline: v.isOnline,
    draft,
  };
}

const isWhole = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The browser's checks, as the API's (docs/points-economy-api.md); `texts`: the page's own messages. */
export function validateBonus(
  v: BonusValues,
  locale: Locale,
  texts: { untilPast: string; regionOrOnline: string },
  now = new Date(),
): BonusErrors {
  const max = (text: string, limit: number) =>
    charCount(text.trim()) > limit ? validationMessage(locale, 'maxLength', { max: limit }) : undefined;
  const range = (min: number, limit: number) => validationMessage(locale, 'range', { min, max: limit });
  const day = (text: string) =>
    !text ? validationMessage(locale, 'required') : isDay(text) ? undefined : validationMessage(locale, 'date');
  const until =
    day(v.validUntil) ??
    (isDay(v.validFrom) && v.validUntil < v.validFrom
      ? validationMessage(locale, 'dateOrder')
      : v.validUntil < toTashkentDateInput(now)
        ? texts.untilPast
        : undefined);
  return compactErrors<BonusField>({
    ...bilingualErrors(locale, 'title', 'title', v.titleRu, v.titleUz, { min: L.titleMin, max: L.titleMax }),
    ...bilingualErrors(locale, 'description', 'description', v.descriptionRu, v.descriptionUz, { max: L.descriptionMax }),
    termsRu: max(v.termsRu, L.termsMax),
    termsUz: max(v.termsUz, L.termsMax),
    price: isWhole(v.price, L.priceMin, L.priceMax) ? undefined : range(L.priceMin, L.priceMax),
    quantity: v.unlimited || isWhole(v.quantity, 1, L.quantityMax) ? undefined : range(1, L.quantityMax),
    validFrom: day(v.validFrom),
    validUntil: until,
    regionId: v.isOnline || v.regionId ? undefined : texts.regionOrOnline,
    isOnline: undefined,
    image: undefined,
  });
}
