import { localized } from '@hashar/common';
import type { DirectionDto, Locale } from '@hashar/common';
import { formatNumber } from '../i18n/numbers';

/** A file size the way people read it: 820 Б → "820 B", 1.5 MB → "1,5 MB" (decimal comma in both languages). */
export function formatFileSize(locale: Locale, bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${formatNumber(locale, value, { maximumFractionDigits: digits })} ${units[unit]}`;
}

/** Address of the calendar (.ics) download of an event. */
export function icsPath(eventId: number): string {
  return `/api/events/${eventId}/ics`;
}

/** Share links of a page (Telegram, WhatsApp, Facebook). */
export function shareLinks(url: string, title: string): { telegram: string; whatsapp: string; facebook: string } {
  const u = encodeURIComponent(url);
  return {
    telegram: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

/** Colour of the placeholder shown instead of a missing cover: the first direction's. */
export function placeholderColor(directions: readonly Pick<DirectionDto, 'color'>[]): string {
  return directions[0]?.color ?? '#1f7a4d';
}

/** The name of a direction (or any ru/uz named item) in the page language, else the other one. */
export function nameIn(locale: Locale, item: { nameRu: string; nameUz?: string | null }): string {
  return localized(locale, item.nameRu, item.nameUz);
}

/** Up to two initials of a name ("Азиз Рахимов" → "АР"), for an avatar without a picture. */
export function initials(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}
