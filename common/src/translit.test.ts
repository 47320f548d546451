import { toSearchLatin } from './translit';

describe('toSearchLatin', () => {
  it('writes Uzbek Cyrillic and Latin the same way', () => {
    expect(toSearchLatin('Ўзбекистон ёшлари ҳашарда')).toBe(toSearchLatin("O'zbekiston yoshlari hasharda"));
    expect(toSearchLatin('Ғалаба боғи')).toBe(toSearchLatin('Gʻalaba bogʻi'));
  });
  it('transliterates Russian and lower-cases', () => {
    expect(toSearchLatin('Уборка  ПАРКА')).toBe('uborka parka');
    expect(toSearchLatin('Щука и чай')).toBe('shuka i chay');
  });
});
