import { guardRedirect, isBackOfficeNext, safeNextPath } from './guards';

describe('guards', () => {
  it('checkAuth: anonymous → login, admin → admin panel, others pass', () => {
    expect(guardRedirect('checkAuth', null, 'ru')).toBe('/ru/login');
    expect(guardRedirect('checkAuth', 'admin', 'ru')).toBe('/ru/admin');
    expect(guardRedirect('checkAuth', 'volon', 'uz')).toBeNull();
    expect(guardRedirect('checkAuth', 'moderator', 'ru')).toBeNull();
  });

  it('checkAdmin: anonymous → login, non-admin → profile, admin passes', () => {
    expect(guardRedirect('checkAdmin', null, 'ru')).toBe('/ru/login');
    expect(guardRedirect('checkAdmin', 'organization', 'ru')).toBe('/ru/profile');
    expect(guardRedirect('checkAdmin', 'moderator', 'uz')).toBe('/uz/profile');
    expect(guardRedirect('checkAdmin', 'admin', 'ru')).toBeNull();
  });
});

describe('safeNextPath', () => {
  it('keeps pages of this site in either language', () => {
    expect(safeNextPath('/ru/events/view/5')).toBe('/ru/events/view/5');
    expect(safeNextPath('/uz/events?direction=2')).toBe('/uz/events?direction=2');
    expect(safeNextPath('/uz')).toBe('/uz');
  });
  it('refuses other origins and odd paths', () => {
    for (const bad of [
      null,
      '',
      '//evil.example/ru',
      '/\\evil.example',
      'https://evil.example/ru/x',
      '/en/x',
      '/ru//evil.example',
      '/ru/\\x',
      'javascript:alert(1)',
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});

describe('isBackOfficeNext', () => {
  it('tells the back office (its own app, a full page load) from the pages of the site', () => {
    expect(isBackOfficeNext('/ru/admin/users')).toBe(true);
    expect(isBackOfficeNext('/uz/admin/')).toBe(true);
    expect(isBackOfficeNext('/ru/crm')).toBe(true);
    expect(isBackOfficeNext('/ru/administration')).toBe(false);
    expect(isBackOfficeNext('/ru/profile')).toBe(false);
  });
});
