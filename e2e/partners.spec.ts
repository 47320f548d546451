import sharp from 'sharp';
import { allowApiError, ADMIN, backOfficePage, createActiveAccount, expect, signInWithCookie, test, tagOf } from './support';

/** The page's words in the language the test runs in: Russian on a desktop, Uzbek on a 375 px phone. */
const WORDS = {
  ru: {
    menu: 'Меню пользователя',
    become: 'Стать партнёром',
    company: 'Название компании',
    tax: 'ИНН',
    contact: 'Контактное лицо',
    phone: 'Телефон',
    website: 'Сайт',
    offer: 'Что вы предлагаете волонтёрам',
    send: 'Отправить заявку',
    taxError: 'ИНН должен состоять из 9 цифр',
    preview: 'Выбранный логотип',
    partner: 'Вы — партнёр платформы',
  },
  uz: {
    menu: 'Foydalanuvchi menyusi',
    become: "Hamkor bo'lish",
    company: 'Kompaniya nomi',
    tax: 'STIR',
    contact: "Mas'ul shaxs",
    phone: 'Telefon',
    website: 'Sayt',
    offer: "Ko'ngillilarga nimani taklif qilasiz",
    send: 'Arizani yuborish',
    taxError: "STIR 9 ta raqamdan iborat bo'lishi kerak",
    preview: 'Tanlangan logotip',
    partner: 'Siz platforma hamkorisiz',
  },
} as const;

test.describe('partners', () => {
  test('a business applies from the avatar menu with a logo, an admin approves, the link goes and the logo shows in the footer and on burger/partners', async ({
    page,
    context,
    request,
    baseURL,
    browser,
    isMobile,
  }) => {
    const locale = isMobile ? 'uz' : 'ru';
    const w = WORDS[locale];
    const company = `Biz ${tagOf()}`;
    const business = await createActiveAccount(request, { type: 'bussines', name: company });
    await signInWithCookie(request, context, baseURL!, business.email, business.password);

    await page.goto(`/${locale}`);
    await page.getByRole('button', { name: w.menu }).click();
    await page.getByTestId('avatar-menu').getByRole('link', { name: w.become }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/changerole$`));

    await page.getByRole('textbox', { name: w.company, exact: true }).fill(company);
    allowApiError(page, 'POST /api/my/partner-application', 400, 'a 5-digit tax number is refused with the server message');
    await page.getByRole('textbox', { name: w.tax, exact: true }).fill('12345');
    await page.getByRole('textbox', { name: w.contact, exact: true }).fill('Alisher Karimov');
    await page.getByRole('textbox', { name: w.phone, exact: true }).fill('+998 90 123-45-67');
    await page.getByRole('textbox', { name: w.website, exact: true }).fill('https://partner.example');
    await page.getByRole('textbox', { name: w.offer, exact: true }).fill('Free lunches for volunteers');
    const logo = await sharp({ create: { width: 200, height: 100, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    await page.locator('#partner-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByRole('img', { name: w.preview })).toBeVisible();
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByText(w.taxError).first()).toBeVisible();
    await page.getByRole('textbox', { name: w.tax, exact: true }).fill('123456789');
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByTestId('changerole-pending')).toContainText(company);

    const admin = await backOfficePage(browser, request, baseURL!, ADMIN);
    await admin.goto('/admin/partner-applications');
    await admin.getByText(company).click();
    await admin.getByTestId('partner-approve').click();
    await expect(admin.getByTestId('partner-status')).toHaveText('Одобрена');
    await admin.context().close();

    await page.goto(`/${locale}`);
    await page.getByRole('button', { name: w.menu }).click();
    const menu = page.getByTestId('avatar-menu');
    await expect(menu.getByRole('link').first()).toBeVisible();
    await expect(menu.getByRole('link', { name: w.become })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('footer').getByRole('img', { name: company })).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: w.become })).toHaveCount(0);

    await page.goto(`/${locale}/burger/partners`);
    const list = page.getByTestId('partner-list');
    await expect(list.getByText(company)).toBeVisible();
    await expect(list.getByRole('link', { name: company })).toHaveAttribute('href', 'https://partner.example');

    await page.goto(`/${locale}/profile/changerole`);
    await expect(page.getByTestId('changerole-partner')).toContainText(w.partner);
  });

  test('the footer link leads a guest to sign-up as a business, and a volunteer learns who may apply', async ({
    page,
    context,
    request,
    baseURL,
    isMobile,
  }) => {
    const locale = isMobile ? 'uz' : 'ru';
    await page.goto(`/${locale}`);
    await page.locator('footer').getByRole('link', { name: WORDS[locale].become }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/sign-up\\?type=bussines$`));

    const volunteer = await createActiveAccount(request);
    await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
    await page.goto(`/${locale}/profile/changerole`);
    await expect(page.getByTestId('changerole-others')).toBeVisible();
    await page.getByTestId('changerole-others').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile$`));
  });
});
