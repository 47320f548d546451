import { bilingualErrorField, bilingualRequiredError, localized } from './bilingual';

describe('bilingual texts', () => {
  it('shows the reader’s language, else the other one', () => {
    expect(localized('ru', 'Посадка', 'Ekish')).toBe('Посадка');
    expect(localized('uz', 'Посадка', 'Ekish')).toBe('Ekish');
    expect(localized('ru', '', 'Ekish')).toBe('Ekish');
    expect(localized('ru', '  ', 'Ekish')).toBe('Ekish');
    expect(localized('uz', 'Посадка', null)).toBe('Посадка');
    expect(localized('uz', null, undefined)).toBe('');
  });

  it('requires one language of a required pair, naming the field in the reader’s language', () => {
    expect(bilingualRequiredError('ru', 'title', '', 'Ekish')).toBeUndefined();
    expect(bilingualRequiredError('uz', 'title', 'Посадка', null)).toBeUndefined();
    expect(bilingualRequiredError('ru', 'title', ' ', null)).toBe('«Название»: заполните на русском или узбекском языке');
    expect(bilingualRequiredError('uz', 'description', undefined, '')).toBe("«Tavsif»: rus yoki o'zbek tilida to'ldiring");
    expect(bilingualErrorField('title', 'uz')).toBe('titleUz');
    expect(bilingualErrorField('name', 'ru')).toBe('nameRu');
  });
});
