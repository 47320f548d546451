import { formatPlural, pluralCategory, selectPluralForm, translate } from './format';
import { ru } from './ru';
import { uz } from './uz';

describe('message catalogues', () => {
  it('ru and uz have exactly the same keys', () => {
    expect(Object.keys(uz).sort()).toEqual(Object.keys(ru).sort());
  });

  it.each([
    ['ru', ru],
    ['uz', uz],
  ] as const)('%s has no empty texts', (_locale, messages) => {
    for (const [key, text] of Object.entries(messages)) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('uses the same placeholders in both languages', () => {
    // Names, not occurrences: a Russian plural has three forms, an Uzbek one two.
    const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
    for (const key of Object.keys(ru) as (keyof typeof ru)[]) {
      expect({ key, uz: placeholders(uz[key]) }).toEqual({ key, uz: placeholders(ru[key]) });
    }
  });

  it('names the brand and the 404 text as the spec says', () => {
    expect(translate(ru, 'brand.name')).toBe('Хашар');
    expect(translate(uz, 'brand.name')).toBe('Hashar');
    expect(translate(ru, 'notFound.text')).toBe('Упссс, такой страницы не существует...');
    expect(translate(ru, 'footer.copyright', { year: 2030 })).toContain('© 2019–2030');
  });
});

describe('plural forms', () => {
  const forms = ['{count} час', '{count} часа', '{count} часов'];

  it('gives Russian one/few/many/other categories', () => {
    expect([1, 21, 101].map((n) => pluralCategory('ru', n))).toEqual(['one', 'one', 'one']);
    expect([2, 3, 4, 22, 34].map((n) => pluralCategory('ru', n))).toEqual(['few', 'few', 'few', 'few', 'few']);
    expect([0, 5, 11, 12, 14, 25, 111].map((n) => pluralCategory('ru', n))).toEqual(Array(7).fill('many'));
    expect(pluralCategory('ru', 1.5)).toBe('other');
  });

  it('picks the right Russian form', () => {
    const pick = (n: number) => selectPluralForm('ru', n, forms);
    expect([1, 2, 5, 11, 21, 22, 25, 1.5].map(pick)).toEqual([
      '{count} час',
      '{count} часа',
      '{count} часов',
      '{count} часов',
      '{count} час',
      '{count} часа',
      '{count} часов',
      '{count} часа',
    ]);
  });

  it('fills {count} with a localised number', () => {
    expect(formatPlural('ru', forms.join('|'), 21)).toBe('21 час');
    expect(formatPlural('ru', forms.join('|'), 1000)).toBe('1\u00a0000 часов');
  });

  it('uses one/other in Uzbek and accepts a single form', () => {
    expect(pluralCategory('uz', 1)).toBe('one');
    expect(pluralCategory('uz', 5)).toBe('other');
    expect(formatPlural('uz', '{count} soat|{count} soat', 5)).toBe('5 soat');
    expect(formatPlural('uz', '{count} ta', 2)).toBe('2 ta');
  });
});
