import { LIST_COUNT_CAP } from '@hashar/common';
import { formatPlural } from './format';
import { formatNumber, totalCount } from './numbers';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('numbers', () => {
  it('writes Uzbek numbers as Russian ones: decimal comma, spaced thousands', () => {
    expect(formatNumber('uz', 2.5)).toBe('2,5');
    expect(plain(formatNumber('uz', 12345))).toBe('12 345');
    expect(plain(formatNumber('ru', 12345.5))).toBe('12 345,5');
  });

  it('says "1 000+" for a capped total, in the right plural form', () => {
    const found = 'Найдено {count} мероприятие|Найдено {count} мероприятия|Найдено {count} мероприятий';
    const capped = { total: LIST_COUNT_CAP, totalCapped: true };
    expect(plain(formatPlural('ru', found, capped.total, totalCount('ru', capped)))).toBe('Найдено 1 000+ мероприятий');
    expect(formatPlural('ru', found, 3, totalCount('ru', { total: 3 }))).toBe('Найдено 3 мероприятия');
    expect(formatPlural('ru', found, 21)).toBe('Найдено 21 мероприятие');
  });

  it('writes whole numbers by hand exactly as Intl (ru-RU) does', () => {
    const intl = new Intl.NumberFormat('ru-RU');
    for (const value of [0, 7, 999, 1000, 1234, 9999, 10_000, 123_456, 1_234_567, 987_654_321, -5, -1234, -12_345]) {
      expect(formatNumber('ru', value)).toBe(intl.format(value));
      expect(formatNumber('uz', value)).toBe(intl.format(value));
    }
  });
});
