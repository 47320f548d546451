import { localeCookie, localizedPath, readLocaleCookie } from './locale';

describe('locale helpers', () => {
  it('builds the i18n_redirected cookie for a year, whole site, SameSite=Lax', () => {
    expect(localeCookie('uz')).toBe('i18n_redirected=uz; max-age=31536000; path=/; SameSite=Lax');
  });

  it('reads the remembered locale and ignores unknown values', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=uz; b=2')).toBe('uz');
    expect(readLocaleCookie('i18n_redirected=en')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });

  it('keeps the page path when switching language', () => {
    expect(localizedPath('/ru', 'uz')).toBe('/uz');
    expect(localizedPath('/ru/events/view/7', 'uz')).toBe('/uz/events/view/7');
    expect(localizedPath('/uz/news', 'ru')).toBe('/ru/news');
    expect(localizedPath('/', 'uz')).toBe('/uz');
    expect(localizedPath('/en/x', 'ru')).toBe('/ru/en/x');
  });
});
