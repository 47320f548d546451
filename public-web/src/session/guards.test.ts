import { guardRedirect } from './guards';

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
