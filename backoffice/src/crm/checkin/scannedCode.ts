import { PAGE_PATHS, PERSONAL_CHECKIN_CODE_PATTERN, PERSONAL_CHECKIN_PREFIX } from '@hashar/common';

/** What a scanned (or typed) text is: a volunteer's personal code, a shift's check-in URL, or neither. */
export type Scanned = { kind: 'person'; code: string } | { kind: 'shift' } | { kind: 'unknown' };

/** A shift's check-in page address (`…/ru/checkin/12?code=…`), whatever the site's origin. */
const SHIFT_URL = new RegExp(`/(ru|uz)/${PAGE_PATHS.checkin.replace(':sessionId', '\\d+')}\\?code=`);

/**
 * Reads the scanner's text: a volunteer's QR (PERSONAL_CHECKIN_PREFIX + code) or the code typed by
 * hand without the prefix — spaces around it ignored — is a person; the shift's own QR is told
 * apart (the organizer scanned the poster, not the volunteer); anything else is unknown.
 */
export function parseScanned(text: string): Scanned {
  const trimmed = text.trim();
  const code = trimmed.startsWith(PERSONAL_CHECKIN_PREFIX) ? trimmed.slice(PERSONAL_CHECKIN_PREFIX.length) : trimmed;
  if (PERSONAL_CHECKIN_CODE_PATTERN.test(code)) return { kind: 'person', code };
  if (SHIFT_URL.test(trimmed)) return { kind: 'shift' };
  return { kind: 'unknown' };
}
