import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';
import { formatPlural, translate } from '../i18n/format';

describe('shell texts from the spec', () => {
  it('says there are no notifications as spec §2 does', () => {
    expect(translate(ru, 'notifications.empty')).toBe('нет уведомлений');
    expect(translate(uz, 'notifications.empty')).toBe("bildirishnomalar yo'q");
  });

  it('labels the role links and the admin panel', () => {
    expect(translate(ru, 'user.becomeOrganization')).toBe('Стать организацией');
    expect(translate(ru, 'user.becomePartner')).toBe('Стать партнёром');
    expect(translate(ru, 'user.adminPanel')).toBe('Панель администратора');
    expect(translate(ru, 'lang.ru.short')).toBe('RUS');
    expect(translate(ru, 'lang.uz.short')).toBe('UZB');
  });

  it('counts unread notifications with Russian plural forms', () => {
    const template = translate(ru, 'notifications.unread');
    expect([1, 3, 5, 21].map((n) => formatPlural('ru', template, n))).toEqual([
      'непрочитанное',
      'непрочитанных',
      'непрочитанных',
      'непрочитанное',
    ]);
    expect(formatPlural('uz', translate(uz, 'notifications.unread'), 2)).toBe("ta o'qilmagan");
  });

  it("names the menu's 'new' badge in the page language, not in English", () => {
    expect(translate(ru, 'nav.new')).toBe('новое');
    expect(translate(uz, 'nav.new')).toBe('yangi');
  });

  it('titles the not-found page in the page language', () => {
    expect(translate(ru, 'notFound.title')).toBe('Страница не найдена');
    expect(translate(uz, 'notFound.title')).toBe('Sahifa topilmadi');
  });
});
