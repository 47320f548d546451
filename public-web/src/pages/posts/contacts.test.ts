import { contactParts } from './contacts';

describe('a notice’s contacts', () => {
  it('links phone numbers as tel: and addresses as mailto:, keeping the rest as text', () => {
    expect(contactParts('Звоните +998 (90) 123-45-67 или пишите anna@example.uz, Анна')).toEqual([
      { text: 'Звоните ' },
      { text: '+998 (90) 123-45-67', href: 'tel:+998901234567' },
      { text: ' или пишите ' },
      { text: 'anna@example.uz', href: 'mailto:anna@example.uz' },
      { text: ', Анна' },
    ]);
  });

  it('leaves short numbers and plain text alone', () => {
    expect(contactParts('кв. 12, дом 5')).toEqual([{ text: 'кв. 12, дом 5' }]);
    expect(contactParts('')).toEqual([]);
  });
});
