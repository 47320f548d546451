import * as aboutUs from '../../i18n/messages/pages/aboutUs';
import * as analytics from '../../i18n/messages/pages/analytics';
import * as instruction from '../../i18n/messages/pages/instruction';
import * as partners from '../../i18n/messages/pages/partners';
import * as sdg from '../../i18n/messages/pages/sdg';
import * as search from '../../i18n/messages/pages/searchPage';

const pages = { aboutUs, analytics, instruction, partners, sdg, search } as const;

describe('info page texts', () => {
  it.each(Object.entries(pages))('%s: ru and uz have the same keys and no empty text', (_name, texts) => {
    expect(Object.keys(texts.uz).sort()).toEqual(Object.keys(texts.ru).sort());
    for (const [key, text] of [...Object.entries(texts.ru), ...Object.entries(texts.uz)]) {
      expect({ key, empty: String(text).trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('names all 17 goals with a text and an example in both languages', () => {
    for (const n of sdg.SDG_NUMBERS) {
      for (const part of ['Title', 'Text', 'How'] as const) {
        const key = `goal${n}${part}` as keyof typeof sdg.ru;
        expect(sdg.ru[key]).toBeTruthy();
        expect(sdg.uz[key]).toBeTruthy();
      }
    }
    expect(sdg.SDG_NUMBERS).toHaveLength(17);
    expect(Object.keys(sdg.SDG_COLORS)).toHaveLength(17);
  });
});
