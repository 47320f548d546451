/**
 * Uzbek dates written out by hand: browsers often ship no Uzbek date data and print
 * "2026 M12 5". Tiny and dependency-free, so the header's notifications panel can use it too.
 */
const UZ_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'];
const two = (n: number) => String(n).padStart(2, '0');

/** "5-dekabr 2026" (or "5-dekabr" without the year). */
export function uzDay(date: Date, withYear = true): string {
  return `${date.getDate()}-${UZ_MONTHS[date.getMonth()]}${withYear ? ` ${date.getFullYear()}` : ''}`;
}

/** "09:05" */
export function uzTime(date: Date): string {
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}
