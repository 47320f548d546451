import { TIME_ZONE, TIME_ZONE_OFFSET_MINUTES, toTashkentInput } from '@hashar/common';

/** What a calendar entry (RFC 5545 VEVENT) says about an event. */
export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string | null;
  url: string;
  startsAt: Date;
  endsAt: Date;
  updatedAt: Date;
}

/** A UTC date-time: 20261121T090000Z. */
export function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A Tashkent wall-clock date-time (used with TZID=Asia/Tashkent): 20261121T140000. */
export function icsLocalDate(date: Date): string {
  return `${toTashkentInput(date).replace(/[-:]/g, '')}00`;
}

const OFFSET = `+${String(TIME_ZONE_OFFSET_MINUTES / 60).padStart(2, '0')}00`;
/** The zone the times are written in: Uzbekistan keeps UTC+5 all year. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19920101T000000',
  `TZOFFSETFROM:${OFFSET}`,
  `TZOFFSETTO:${OFFSET}`,
  'TZNAME:+05',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A VCALENDAR with one VEVENT, lines ending in CRLF. */
export function calendarOf(e: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hashar//Events//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsDate(e.updatedAt)}`,
    `DTSTART;TZID=${TIME_ZONE}:${icsLocalDate(e.startsAt)}`,
    `DTEND;TZID=${TIME_ZONE}:${icsLocalDate(e.endsAt)}`,
    `SUMMARY:${icsText(e.title)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    `URL:${e.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
