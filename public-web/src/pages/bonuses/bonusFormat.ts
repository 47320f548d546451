import { isAllowed, type Locale, type MyBonusOffer, type Role, localized } from '@hashar/common';
import { formatDate } from '../../i18n/dates';

/** A Tashkent calendar day (`YYYY-MM-DD`, an offer's validity) in words: "25 ноября 2026 г." / "25-noyabr 2026". */
export function formatDay(locale: Locale, day: string): string {
  // Noon in Tashkent: the same calendar day whatever the reader's device zone.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(locale, `${day}T12:00:00+05:00`) : day;
}

/** Whether the account offers bonuses (partners and organizations: `bonus.create`). */
export function mayOfferBonuses(role: Role | null): boolean {
  return role !== null && isAllowed({ role }, 'bonus.create');
}

/** The owner's offer title in the page's language (else the other language's). */
export function offerTitle(offer: Pick<MyBonusOffer, 'titleRu' | 'titleUz'>, locale: Locale): string {
  return localized(locale, offer.titleRu, offer.titleUz);
}
