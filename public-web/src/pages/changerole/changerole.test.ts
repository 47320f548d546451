import { avatarMenuItems } from '../../components/header/avatarMenu';
import { becomePartnerPath } from '../../components/footer/becomePartner';
import { organizerFileLimits } from '../../components/upload/fileCheck';
import { initialSignUpValues } from '../account/signUpForm';
import { ru } from '../../i18n/messages/changerole';
import { uz } from '../../i18n/messages/uz/changerole';

describe('becoming a partner', () => {
  it('sends "become a partner" to the request, to sign-up as a business, or to the partners page', () => {
    expect(becomePartnerPath('bussines', 'uz')).toBe('/uz/profile/changerole');
    expect(becomePartnerPath(null, 'ru')).toBe('/ru/sign-up?type=bussines');
    expect(becomePartnerPath('partner', 'ru')).toBe('/ru/burger/partners');
    expect(becomePartnerPath('volon', 'uz')).toBe('/uz/burger/partners');
  });

  it('preselects the account kind of ?type= on sign-up, ignoring unknown kinds', () => {
    expect(initialSignUpValues('', 'bussines').type).toBe('bussines');
    expect(initialSignUpValues('', 'hacker').type).toBe('volon');
    expect(initialSignUpValues('').type).toBe('volon');
  });

  it('drops the avatar menu link once the business is a partner', () => {
    const ids = (role: 'bussines' | 'partner') => avatarMenuItems(role, 'biz@mail.uz', [], 'ru').map((i) => i.id);
    expect(ids('bussines')).toContain('becomePartner');
    expect(ids('partner')).not.toContain('becomePartner');
  });

  it('checks a logo in the browser as the API does (PNG, JPEG, SVG up to 1 MB)', () => {
    expect(organizerFileLimits('partner-logo')).toEqual({
      types: ['image/png', 'image/jpeg', 'image/svg+xml'],
      maxBytes: 1024 * 1024,
      extensions: ['png', 'jpg', 'jpeg', 'svg'],
    });
  });

  it('has every text in ru and uz', () => {
    expect(Object.keys(uz).sort()).toEqual(Object.keys(ru).sort());
    for (const text of Object.values(uz)) expect(text.trim()).not.toBe('');
  });
});
