import { pickStartLocale, withoutLocaleParam } from './startLocale';

describe('the language the back office starts in', () => {
  it('takes ?locale= from the site the visitor came from, and keeps it as the choice', () => {
    expect(pickStartLocale({ search: '?locale=uz', stored: undefined, cookies: '' })).toEqual({ locale: 'uz', keep: true });
    expect(pickStartLocale({ search: '?locale=uz', stored: 'ru', cookies: 'i18n_redirected=ru' })).toEqual({ locale: 'uz', keep: true });
    expect(pickStartLocale({ search: '?locale=ru', stored: 'uz', cookies: '' })).toEqual({ locale: 'ru', keep: true });
  });

  it('has nothing to write when ?locale= is already the choice', () => {
    expect(pickStartLocale({ search: '?locale=uz', stored: 'uz', cookies: '' })).toEqual({ locale: 'uz', keep: false });
  });

  it('ignores an unknown ?locale= value', () => {
    expect(pickStartLocale({ search: '?locale=en', stored: 'uz', cookies: '' })).toEqual({ locale: 'uz', keep: false });
    expect(pickStartLocale({ search: '?locale=', stored: undefined, cookies: '' })).toBeNull();
  });

  it('without the parameter keeps the choice made in the back office', () => {
    expect(pickStartLocale({ search: '', stored: 'ru', cookies: 'i18n_redirected=uz' })).toEqual({ locale: 'ru', keep: false });
  });

  it("with no choice yet falls back to the public site's i18n_redirected cookie", () => {
    expect(pickStartLocale({ search: '', stored: undefined, cookies: 'a=1; i18n_redirected=uz; jwt-token=x' })).toEqual({
      locale: 'uz',
      keep: true,
    });
  });

  it('else leaves the default (Russian) to react-admin', () => {
    expect(pickStartLocale({ search: '', stored: undefined, cookies: 'i18n_redirected=fr' })).toBeNull();
    expect(pickStartLocale({ search: '?page=2', stored: null, cookies: '' })).toBeNull();
  });

  it('drops only ?locale= from the address', () => {
    expect(withoutLocaleParam({ pathname: '/admin/crm', search: '?locale=uz', hash: '' })).toBe('/admin/crm');
    expect(withoutLocaleParam({ pathname: '/admin/users', search: '?locale=uz&page=2', hash: '#x' })).toBe('/admin/users?page=2#x');
    expect(withoutLocaleParam({ pathname: '/admin/users', search: '?page=2', hash: '' })).toBeNull();
  });
});
