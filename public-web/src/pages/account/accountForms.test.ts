import { ru } from '../../i18n/messages/account';
import { uz } from '../../i18n/messages/uz/account';
import { parseAccountLink } from './linkParams';
import { validateLogin } from './loginForm';
import { translate } from '../../i18n/format';

describe('login form', () => {
  const base = { username: 'a@b.uz', password: 'x', captchaNeeded: false, captcha: null };

  it('needs a valid email and a password', () => {
    expect(validateLogin(base, 'ru')).toEqual({});
    expect(validateLogin({ ...base, username: '', password: '' }, 'ru')).toEqual({
      username: 'Данное поле обязательно для заполнения',
      password: 'Данное поле обязательно для заполнения',
    });
  });

  it('needs the captcha only after the server asked for it', () => {
    expect(validateLogin({ ...base, captchaNeeded: true }, 'ru')).toEqual({ captcha: 'Подтвердите, что вы не робот' });
    expect(validateLogin({ ...base, captchaNeeded: true, captcha: 'token' }, 'ru')).toEqual({});
  });

  it('is titled Authorization in both languages', () => {
    expect(translate(ru, 'login.title')).toBe('Авторизация');
    expect(translate(uz, 'login.title')).toBe('Avtorizatsiya');
  });
});

describe('emailed account links', () => {
  it('accepts a numeric id and a token', () => {
    expect(parseAccountLink('42', 'abcDEF_123')).toEqual({ id: 42, token: 'abcDEF_123' });
  });

  it('tells a broken link apart without asking the server', () => {
    expect(parseAccountLink(undefined, undefined)).toBeNull();
    expect(parseAccountLink('42', undefined)).toBeNull();
    expect(parseAccountLink('abc', 'token')).toBeNull();
    expect(parseAccountLink('0', 'token')).toBeNull();
    expect(parseAccountLink('99999999999', 'token')).toBeNull();
    expect(parseAccountLink('1', 'x'.repeat(201))).toBeNull();
  });
});
