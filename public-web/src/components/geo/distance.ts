import { formatNumber } from '../../i18n/numbers';

/** The catalogue's words of a distance: `events.geo.km` "{n} км" / "{n} km", `events.geo.m` "{n} м" / "{n} m". */
type Words = (key: 'events.geo.km' | 'events.geo.m', params: { n: string }) => string;

/**
 * A distance as a card shows it: kilometres with one decimal ("1,2 км", "1,2 km"), under 1 km
 * metres rounded to 10 ("850 м", "850 m"). Numbers are written as the page's language writes them.
 */
export function distanceText(locale: string, km: number, words: Words): string {
  const metres = Math.round((Math.max(0, km) * 1000) / 10) * 10;
  if (metres < 1000) return words('events.geo.m', { n: formatNumber(locale, metres) });
  return words('events.geo.km', { n: formatNumber(locale, km, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
}
