import { LOCALES } from '@hashar/common';
import type { MailRequest, MailTemplate } from '../types';
import { render } from './index';
import { ru } from './ru';
import { uz } from './uz';

const LINK = 'https://hashar.uz/ru/confirmation/7/abc123';
const requests: { [T in MailTemplate]: MailRequest<T>['params'] } = {
  activation: { name: 'Айгуль', link: LINK },
  recovery: { name: 'Айгуль', link: LINK },
  password_changed: { name: 'Айгуль' },
  notification: { name: 'Айгуль', subject: 'Tadbir tasdiqlandi', body: 'Birinchi xatboshi.\n\nIkkinchi xatboshi.', link: LINK },
};

describe('mail templates', () => {
  it('exist for every template in both languages and put the link in text and HTML', () => {
    expect(Object.keys(uz.templates).sort()).toEqual(Object.keys(ru.templates).sort());
    for (const locale of LOCALES) {
      for (const template of Object.keys(requests) as MailTemplate[]) {
        const mail = render({ locale, template, params: requests[template] });
        expect(mail.subject).toMatch(locale === 'ru' ? /Хашар$/ : /Hashar$/);
        expect(mail.text).toContain('Айгуль');
        expect(mail.html).toContain(`<html lang="${locale}">`);
        if (template === 'password_changed') expect(mail.links).toEqual([]);
        else {
          expect(mail.links).toEqual([LINK]);
          expect(mail.text).toContain(`\n${LINK}\n`);
          expect(mail.html).toContain(`href="${LINK}"`);
          expect(mail.html).toContain(`>${LINK}</a>`);
        }
      }
    }
  });

  it('say what the reader needs: validity of the link, what to do if it was not them', () => {
    const activation = render({ locale: 'ru', template: 'activation', params: requests.activation });
    expect(activation.subject).toBe('Подтвердите адрес электронной почты — Хашар');
    expect(activation.text).toContain('48 часов');
    const recovery = render({ locale: 'uz', template: 'recovery', params: requests.recovery });
    expect(recovery.subject).toBe('Parolni tiklash — Hashar');
    expect(recovery.text).toContain('1 soat');
    const changed = render({ locale: 'ru', template: 'password_changed', params: { name: '' } });
    expect(changed.text.startsWith('Здравствуйте!\n')).toBe(true);
    expect(changed.text).toContain('Забыли пароль?');
  });

  it('write Uzbek in Latin script only', () => {
    for (const template of Object.keys(requests) as MailTemplate[]) {
      const mail = render({ locale: 'uz', template, params: { ...requests[template], name: 'Aziz' } });
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/[\u0400-\u04FF]/);
    }
  });

  it('escape every interpolated value in HTML', () => {
    const name = '<script>alert("x")</script> & Co';
    const link = 'https://hashar.uz/ru/recovery/1/t?a=1&b="><img src=x>';
    const mail = render({ locale: 'ru', template: 'recovery', params: { name, link } });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('href="https://hashar.uz/ru/recovery/1/t?a=1&amp;b=&quot;&gt;&lt;img src=x&gt;"');
    expect(mail.text).toContain(name);
  });

  it("list a notification's further links under its text, in both forms, before its button", () => {
    const actions = [
      { label: 'Xaritada ochish', url: 'https://yandex.uz/maps/?text=Toshkent%2C%20Navoiy&x="' },
      { label: 'Kela olmayman', url: 'https://hashar.uz/uz/profile/application?cantCome=7' },
    ];
    const mail = render({ locale: 'uz', template: 'notification', params: { ...requests.notification, actions } });
    expect(mail.links).toEqual([...actions.map((a) => a.url), LINK]);
    expect(mail.text).toContain(
      `Ikkinchi xatboshi.\n\nXaritada ochish:\n${actions[0]!.url}\n\nKela olmayman:\n${actions[1]!.url}\n\nHasharda ochish:`,
    );
    expect(mail.html).toContain('href="https://yandex.uz/maps/?text=Toshkent%2C%20Navoiy&amp;x=&quot;"');
    expect(mail.html.indexOf('>Kela olmayman</a>')).toBeGreaterThan(mail.html.indexOf('Ikkinchi xatboshi.'));
    expect(mail.html.indexOf('>Kela olmayman</a>')).toBeLessThan(mail.html.indexOf('>Hasharda ochish</a>'));
    const plain = render({ locale: 'ru', template: 'notification', params: requests.notification });
    expect(plain.links).toEqual([LINK]);
    expect(() =>
      render({
        locale: 'ru',
        template: 'notification',
        params: { ...requests.notification, actions: [{ label: 'x', url: 'javascript:alert(1)' }] },
      }),
    ).toThrow(/link/);
  });

  it('refuse a link that is not a web address', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
      expect(() => render({ locale: 'ru', template: 'activation', params: { name: 'A', link } })).toThrow(/link/);
    }
  });
});
