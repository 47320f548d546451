import { formatFileSize, initials, icsPath, nameIn, placeholderColor, shareLinks } from './format';

describe('event formatting helpers', () => {
  it('formats file sizes in bytes, KB and MB', () => {
    expect(formatFileSize('ru', 820)).toBe('820 B');
    expect(formatFileSize('ru', 1536)).toBe('1,5 KB');
    expect(formatFileSize('ru', 50 * 1024 * 1024)).toBe('50 MB');
    expect(formatFileSize('uz', 2.25 * 1024 * 1024)).toMatch(/^2[,.]3 MB$/);
  });

  it('links the calendar download and the share targets', () => {
    expect(icsPath(42)).toBe('/api/events/42/ics');
    const links = shareLinks('https://hashar.uz/ru/events/view/5', 'Субботник & уборка');
    expect(links.telegram).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fhashar.uz%2Fru%2Fevents%2Fview%2F5&text=%D0%A1%D1%83%D0%B1%D0%B1%D0%BE%D1%82%D0%BD%D0%B8%D0%BA%20%26%20%D1%83%D0%B1%D0%BE%D1%80%D0%BA%D0%B0',
    );
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhashar.uz%2Fru%2Fevents%2Fview%2F5');
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=%D0%A1%D1%83%D0%B1%D0%B1%D0%BE%D1%82%D0%BD%D0%B8%D0%BA%20%26%20%D1%83%D0%B1%D0%BE%D1%80%D0%BA%D0%B0%20https%3A%2F%2Fhashar.uz%2Fru%2Fevents%2Fview%2F5',
    );
  });

  it('colours a missing cover with the first direction', () => {
    expect(placeholderColor([{ color: '#43A047' }, { color: '#000' }])).toBe('#43A047');
    expect(placeholderColor([])).toBe('#1f7a4d');
  });

  it('names items in the page language, Uzbek falling back to Russian', () => {
    expect(nameIn('uz', { nameRu: 'Дети', nameUz: 'Bolalar' })).toBe('Bolalar');
    expect(nameIn('uz', { nameRu: 'Дети', nameUz: null })).toBe('Дети');
    expect(nameIn('ru', { nameRu: 'Дети', nameUz: 'Bolalar' })).toBe('Дети');
  });
});

describe('comment avatars', () => {
  it('shows up to two initials when there is no logo', () => {
    expect(initials('Азиз Рахимов')).toBe('АР');
    expect(initials('  aziz  ')).toBe('A');
    expect(initials('')).toBe('?');
  });
});
