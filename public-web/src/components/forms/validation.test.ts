import { validationMessage } from '@hashar/common';
import { splitTemplate } from './placeholders';
import { charCount, compactErrors, firstInvalid, hasErrors, rules, splitServerErrors } from './validation';

describe('form rules (the API validators, same messages)', () => {
  it('requires an email and checks its shape, after trimming', () => {
    expect(rules.email('ru', '')).toBe('Данное поле обязательно для заполнения');
    expect(rules.email('uz', '   ')).toBe("to'ldirilishi shart");
    expect(rules.email('ru', 'not-an-email')).toBe(validationMessage('ru', 'email'));
    expect(rules.email('ru', '  a@b.uz  ')).toBeUndefined();
    expect(rules.email('ru', `${'a'.repeat(250)}@b.uz`)).toBe(validationMessage('ru', 'email'));
  });

  it('checks a new password for 8–64 characters without trimming', () => {
    expect(rules.newPassword('ru', '')).toBe('Данное поле обязательно для заполнения');
    expect(rules.newPassword('ru', '1234567')).toBe('Поле должно содержать не менее 8 и не более 64 символов');
    expect(rules.newPassword('ru', '12345678')).toBeUndefined();
    expect(rules.newPassword('ru', 'x'.repeat(64))).toBeUndefined();
    expect(rules.newPassword('uz', 'x'.repeat(65))).toBe("Maydon kamida 8 va ko'pi bilan 64 belgidan iborat bo'lishi kerak");
    expect(rules.newPassword('ru', '       a')).toBeUndefined();
  });

  it('counts an emoji as one character, like express-validator', () => {
    expect(charCount('😀😀')).toBe(2);
    expect(charCount('❤️')).toBe(1);
    expect(rules.newPassword('ru', '😀'.repeat(8))).toBeUndefined();
  });

  it('wants the repeated password equal', () => {
    expect(rules.repeat('ru', '', 'secret123')).toBe('Данное поле обязательно для заполнения');
    expect(rules.repeat('ru', 'secret124', 'secret123')).toBe('Пароли не совпадают');
    expect(rules.repeat('uz', 'secret124', 'secret123')).toBe('Parollar mos kelmadi');
    expect(rules.repeat('ru', 'secret123', 'secret123')).toBeUndefined();
  });

  it('checks a trimmed length', () => {
    expect(rules.length('ru', ' a ', { min: 2, max: 100 })).toBe('Поле должно содержать не менее 2 и не более 100 символов');
    expect(rules.length('ru', ' ab ', { min: 2, max: 100 })).toBeUndefined();
  });
});

describe('error helpers', () => {
  it('drops valid fields and finds the first invalid one in page order', () => {
    const errors = compactErrors({ a: undefined, b: 'bad', c: 'worse' });
    expect(errors).toEqual({ b: 'bad', c: 'worse' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
    expect(firstInvalid(['c', 'b', 'a'] as const, errors)).toBe('c');
    expect(firstInvalid(['a'] as const, errors)).toBeUndefined();
  });

  it('splits the server fields into known inputs and the rest', () => {
    const { byField, other } = splitServerErrors({ username: 'taken', type: 'bad kind', captcha: 'robot?' }, [
      'username',
      'captcha',
    ] as const);
    expect(byField).toEqual({ username: 'taken', captcha: 'robot?' });
    expect(other).toEqual(['bad kind']);
  });
});

describe('templates with slots', () => {
  it('splits text and placeholders in any order', () => {
    expect(splitTemplate('Я принимаю {terms} и {privacy}.')).toEqual([
      { text: 'Я принимаю ' },
      { slot: 'terms' },
      { text: ' и ' },
      { slot: 'privacy' },
      { text: '.' },
    ]);
    expect(splitTemplate('{a}{b}')).toEqual([{ slot: 'a' }, { slot: 'b' }]);
    expect(splitTemplate('no slots')).toEqual([{ text: 'no slots' }]);
  });
});
