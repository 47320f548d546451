import { ru, uz } from '../../i18n/messages/pages/privacyDocs';
import { legalBlocks } from './blocks';
import { interpolate } from '../../i18n/format';
import { effectiveLine, NO_OPERATOR, operatorParams } from './operator';

describe('legal text blocks', () => {
  it('splits paragraphs on blank lines and groups "- " lines into lists', () => {
    expect(legalBlocks('1.1. First.\n\n1.2. Allowed:\n- one;\n- two.\n\nLast\nline.')).toEqual([
      { kind: 'paragraph', text: '1.1. First.' },
      { kind: 'paragraph', text: '1.2. Allowed:' },
      { kind: 'list', items: ['one;', 'two.'] },
      { kind: 'paragraph', text: 'Last line.' },
    ]);
  });
});

describe('terms of use and privacy policy', () => {
  const all = (messages: Record<string, string>) => Object.values(messages).join('\n');

  it('cite the Uzbek personal data law and its localisation rule in both languages', () => {
    expect(all(ru)).toContain('«О персональных данных» от 2 июля 2019 года № ЗРУ-547');
    expect(all(uz)).toContain("«Shaxsga doir ma'lumotlar to'g'risida»gi O'RQ-547-son Qonuni");
    expect(all(ru)).toContain('физически размещённых на территории Республики Узбекистан');
    expect(all(uz)).toContain("O'zbekiston Respublikasi hududida jismonan joylashgan");
  });

  it('name both cookies, the age limits and the verification data', () => {
    for (const text of [all(ru), all(uz)]) {
      expect(text).toContain('jwt-token');
      expect(text).toContain('i18n_redirected');
      expect(text).toContain('14');
    }
    expect(all(ru)).toContain('серия и номер паспорта');
    expect(all(uz)).toContain('pasport seriyasi va raqami');
  });

  it('have the same sections in both languages, each with a title and a text', () => {
    expect(Object.keys(uz).sort()).toEqual(Object.keys(ru).sort());
    for (const [key, text] of Object.entries(uz)) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    const sections = Object.keys(ru).filter((k) => k.endsWith('.text'));
    expect(sections).toHaveLength(22);
    for (const key of sections) {
      expect(Object.keys(ru)).toContain(key.replace(/\.text$/, '.title'));
      const key2 = key as keyof typeof ru;
      expect(legalBlocks(ru[key2]).length).toBeGreaterThan(0);
      // Same paragraph and list structure in both languages (a lost paragraph shows here).
      expect(legalBlocks(uz[key2]).map((b) => (b.kind === 'list' ? b.items.length : 'p'))).toEqual(
        legalBlocks(ru[key2]).map((b) => (b.kind === 'list' ? b.items.length : 'p')),
      );
    }
  });
});

describe('operator details in the legal texts', () => {
  const FULL = {
    name: 'ООО «Хашар Платформа»',
    address: 'Ташкент, ул. Навои, 1',
    taxNumber: '123456789',
    email: 'privacy@hashar.uz',
    policyDate: '2026-12-01',
  };
  const render = (texts: Record<string, string>, locale: 'ru' | 'uz', operator = NO_OPERATOR) => {
    const params = operatorParams(locale, operator, 'hashar.uz');
    return [effectiveLine(locale, operator.policyDate), ...Object.values(texts).map((t) => interpolate(t, params))].join('\n');
  };

  it('shows the operator from the settings in both languages', () => {
    const ruText = render(ru, 'ru', FULL);
    expect(ruText).toContain('Оператор: ООО «Хашар Платформа», Ташкент, ул. Навои, 1, ИНН 123456789.');
    expect(ruText).toContain('privacy@hashar.uz');
    expect(ruText).toContain('Редакция от 1 декабря 2026');
    const uzText = render(uz, 'uz', FULL);
    expect(uzText).toContain('STIR 123456789');
    expect(uzText).toContain('Tahrir sanasi: 1-dekabr 2026.');
  });

  it('reads naturally with nothing set: no brackets, no placeholders, no blanks', () => {
    for (const [texts, locale] of [
      [ru, 'ru'],
      [uz, 'uz'],
    ] as const) {
      for (const operator of [NO_OPERATOR, FULL, { ...NO_OPERATOR, name: 'ООО «Х»' }]) {
        const text = render(texts, locale, operator);
        expect(text).not.toMatch(/[[\]{}]/);
        expect(text).not.toMatch(/: \.|, ,|,\s*\(|null|undefined/);
      }
    }
    expect(render(ru, 'ru')).toContain('Действующая редакция.');
    expect(render(uz, 'uz')).toContain('Amaldagi tahrir.');
  });
});
