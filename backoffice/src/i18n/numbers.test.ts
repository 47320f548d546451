import polyglotI18nProvider from 'ra-i18n-polyglot';
import { formatNumber, hoursPlural } from './numbers';
import { ru } from './ru';

/** Intl's group separator is a no-break space: compared as a plain one. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatNumber', () => {
  it('writes a decimal comma and no trailing zeros', () => {
    expect(formatNumber(1.5)).toBe('1,5');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(0)).toBe('0');
  });

  it('groups thousands with a space', () => {
    expect(plain(formatNumber(12345))).toBe('12 345');
    expect(plain(formatNumber(12345.25, 2))).toBe('12 345,25');
  });

  it('rounds to the digits asked', () => {
    expect(formatNumber(2.46)).toBe('2,5');
    expect(formatNumber(2.46, 0)).toBe('2');
  });
});

describe('hoursPlural', () => {
  const translate = polyglotI18nProvider(() => ru, 'ru').translate;
  it('writes hours in the right Russian form, fractions included', () => {
    expect(translate('hashar.crm.hours_count', hoursPlural(1))).toBe('1 час');
    expect(translate('hashar.crm.hours_count', hoursPlural(3))).toBe('3 часа');
    expect(translate('hashar.crm.hours_count', hoursPlural(5))).toBe('5 часов');
    expect(translate('hashar.crm.hours_count', hoursPlural(1.5))).toBe('1,5 часа');
    expect(translate('hashar.crm.hours_count', hoursPlural(0.5))).toBe('0,5 часа');
  });
});
