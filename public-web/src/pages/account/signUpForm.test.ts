import { ru } from '../../i18n/messages/account';
import { uz } from '../../i18n/messages/uz/account';
import { ACCOUNT_KINDS, type AccountKind } from '@hashar/common';
import { translate } from '../../i18n/format';
import {
  emailToCheck,
  initialSignUpValues,
  namesAnOrganization,
  regionIdOf,
  registrationRequest,
  toggleDirection,
  validateSignUp,
  type SignUpValues,
} from './signUpForm';

const valid: SignUpValues = {
  ...initialSignUpValues(),
  username: '  Volunteer@Example.uz ',
  password: 'secret123',
  repeat: 'secret123',
  name: ' Азиза Каримова ',
  regionId: '3',
  consent: true,
  captcha: 'token',
};

describe('sign-up form', () => {
  it('starts as a volunteer with the referral code from the link', () => {
    const values = initialSignUpValues(' FRIEND42 ');
    expect(values.type).toBe('volon');
    expect(values.referralCode).toBe('FRIEND42');
    expect(values.regionId).toBe('');
    expect(values.consent).toBe(false);
  });

  it('accepts a complete form', () => {
    expect(validateSignUp(valid, 'ru')).toEqual({});
  });

  it('reports every empty field with the spec messages', () => {
    const errors = validateSignUp(initialSignUpValues(), 'ru');
    expect(errors).toEqual({
      username: 'Данное поле обязательно для заполнения',
      password: 'Данное поле обязательно для заполнения',
      repeat: 'Данное поле обязательно для заполнения',
      name: 'Данное поле обязательно для заполнения',
      regionId: 'Выберите Ваш регион',
      consent: 'Необходимо согласие на обработку персональных данных',
      captcha: 'Подтвердите, что вы не робот',
    });
    expect(validateSignUp(initialSignUpValues(), 'uz').regionId).toBe('Hududingizni tanlang');
  });

  it('says the email is taken when the live check said so', () => {
    expect(validateSignUp(valid, 'ru', true)).toEqual({ username: 'Email адрес уже занят' });
    expect(validateSignUp({ ...valid, username: 'bad' }, 'ru', true).username).toBe('Введите корректный email адрес');
  });

  it('asks pro bono volunteers for 1–3 categories, and nobody else', () => {
    const probono = { ...valid, type: 'probono' as const };
    expect(validateSignUp(probono, 'ru').probonoDirections).toBe('Выберите от 1 до 3 категорий');
    expect(validateSignUp({ ...probono, probonoDirections: [1] }, 'ru')).toEqual({});
    expect(validateSignUp({ ...probono, probonoDirections: [1, 2, 3, 4] }, 'ru').probonoDirections).toBeDefined();
    expect(validateSignUp({ ...valid, probonoDirections: [] }, 'ru')).toEqual({});
  });

  it('rejects an unknown account kind, a short name and a long referral code', () => {
    const errors = validateSignUp({ ...valid, type: 'admin' as AccountKind, name: 'A', referralCode: 'x'.repeat(33) }, 'ru');
    expect(errors).toEqual({
      type: 'Выберите тип аккаунта',
      name: 'Поле должно содержать не менее 2 и не более 100 символов',
      referralCode: 'Реферальный код не найден',
    });
  });

  it('builds the registration body the API expects', () => {
    expect(registrationRequest(valid)).toEqual({
      type: 'volon',
      username: 'Volunteer@Example.uz',
      password: 'secret123',
      repeat: 'secret123',
      name: 'Азиза Каримова',
      regionId: 3,
      consent: true,
      captcha: 'token',
    });
    const probono = registrationRequest({ ...valid, type: 'probono', probonoDirections: [4, 7], referralCode: ' AB12 ' });
    expect(probono).toMatchObject({ type: 'probono', probonoDirections: [4, 7], referralCode: 'AB12' });
    expect(registrationRequest({ ...valid, probonoDirections: [4] })).not.toHaveProperty('probonoDirections');
  });

  it('reads the region select: the first entry is null', () => {
    expect(regionIdOf('')).toBeNull();
    expect(regionIdOf('0')).toBeNull();
    expect(regionIdOf('12')).toBe(12);
  });

  it('refuses a fourth pro bono category', () => {
    expect(toggleDirection([], 1)).toEqual([1]);
    expect(toggleDirection([1, 2, 3], 4)).toEqual([1, 2, 3]);
    expect(toggleDirection([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('asks for the organisation name for organisations and businesses only', () => {
    expect(ACCOUNT_KINDS.filter(namesAnOrganization)).toEqual(['organization', 'bussines']);
    expect(translate(ru, 'signUp.name.organization')).toBe('Название организации');
    expect(translate(ru, 'signUp.name.person')).toBe('Имя и фамилия');
  });

  it('checks availability only for syntactically valid emails, normalised', () => {
    expect(emailToCheck('user@')).toBeNull();
    expect(emailToCheck(' User@Mail.UZ ')).toBe('user@mail.uz');
  });

  it('words the region placeholder as the spec says', () => {
    expect(translate(ru, 'signUp.region.empty')).toBe('Выберите Ваш регион');
    expect(translate(uz, 'signUp.region.empty')).toBe('Hududingizni tanlang');
  });
});
