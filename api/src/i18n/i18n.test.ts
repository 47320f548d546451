import { ru } from './ru';
import { uz } from './uz';
import { translate } from './index';

describe('API messages', () => {
  it('have the same keys in ru and uz, none empty', () => {
    expect(Object.keys(uz).sort()).toEqual(Object.keys(ru).sort());
    for (const text of [...Object.values(ru), ...Object.values(uz)]) expect(text.trim()).not.toBe('');
  });

  it('fill placeholders and use the spec wording for required fields', () => {
    expect(translate('ru', 'payload_too_large', { limit: '1 МБ' })).toBe('Слишком большой запрос: не более 1 МБ');
    expect(translate('ru', 'required')).toBe('Данное поле обязательно для заполнения');
    expect(translate('uz', 'required')).toBe("to'ldirilishi shart");
  });
});
