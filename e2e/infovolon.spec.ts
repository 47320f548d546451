import { createActiveAccount, expect, ONE_PAGE_PDF, signInWithCookie, test, volunteerAt, tagOf } from './support';

test.describe('profile/infovolon: the volunteer profile', () => {
  test('a volunteer fills the profile and uploads a passport copy; a bad tax number shows the message; after a reload all is saved', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await volunteerAt(page, context, request, baseURL!, `Vol ${tagOf()}`, '/ru/profile/infovolon');
    const form = page.getByTestId('infovolon-form');
    await form.getByLabel('Фамилия').fill('Исмоилова');
    await form.locator('#infovolon-firstName').fill('Лола');
    // No middle name: optional, no box to tick.
    await expect(form.getByLabel('Нет отчества')).toHaveCount(0);
    await form.getByLabel('Дата рождения').fill('1999-07-21');
    await form.locator('#infovolon-sex').selectOption('female');
    await form.getByLabel('Телефон').fill('+998 90 111-22-33');
    await form.locator('#infovolon-skills').fill('первая помощь');
    await form.locator('#infovolon-skills').press('Enter');
    await form.locator('#infovolon-skills').fill('фотография,');
    await expect(form.getByTestId('infovolon-skills-chips').getByRole('listitem')).toHaveCount(2);
    await form.locator('#infovolon-volunteerTypeId').selectOption({ label: 'Социальное волонтёрство' });
    await form.locator('#infovolon-directionIds').getByRole('checkbox').first().check();
    await form.getByLabel('ИНН').fill('12345');
    await form.locator('#infovolon-clothingSize').selectOption('M');
    await form.getByLabel('Размер обуви').fill('38');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('ИНН должен состоять из 9 цифр')).toBeVisible();
    // The summary sits under the fields it points to: it does not send the reader "below".
    await expect(form.getByText('Проверьте отмеченные поля', { exact: true })).toBeVisible();
    await expect(form.getByLabel('ИНН')).toBeFocused();
    await form.getByLabel('ИНН').fill('123456789');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Профиль сохранён')).toBeVisible();

    await form.locator('#infovolon-passport').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
    await expect(form.getByTestId('passport-name')).toHaveText('Загружен файл: passport.pdf');

    await page.reload();
    const again = page.getByTestId('infovolon-form');
    await expect(again.getByLabel('Фамилия')).toHaveValue('Исмоилова');
    await expect(again.getByLabel('Отчество')).toHaveValue('');
    await expect(again.getByLabel('Дата рождения')).toHaveValue('1999-07-21');
    await expect(again.getByLabel('ИНН')).toHaveValue('123456789');
    await expect(again.getByTestId('infovolon-skills-chips')).toContainText('первая помощь');
    await expect(again.getByTestId('infovolon-skills-chips')).toContainText('фотография');
    await expect(again.locator('#infovolon-clothingSize')).toHaveValue('M');
    await expect(again.getByTestId('passport-name')).toHaveText('Загружен файл: passport.pdf');
    // At 375 px nothing spills sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('in Uzbek: the page and the tax number message; an organization is sent to its profile', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await volunteerAt(page, context, request, baseURL!, `Vol ${tagOf()}`, '/uz/profile/infovolon');
    await expect(page.getByRole('heading', { name: "Ko'ngilli ma'lumotlari" })).toBeVisible();
    const form = page.getByTestId('infovolon-form');
    await form.getByLabel('STIR').fill('99');
    await form.getByRole('button', { name: 'Saqlash' }).click();
    await expect(form.getByText("STIR 9 ta raqamdan iborat bo'lishi kerak")).toBeVisible();
    await expect(form.getByText('Belgilangan maydonlarni tekshiring', { exact: true })).toBeVisible();

    const org = await createActiveAccount(request, { type: 'organization', name: `Org ${tagOf()}` });
    await context.clearCookies();
    await signInWithCookie(request, context, baseURL!, org.email, org.password);
    await page.goto('/ru/profile/infovolon');
    await expect(page.getByText('Эта страница — для волонтёров.')).toBeVisible();
    await page.getByRole('link', { name: 'личном кабинете' }).click();
    await expect(page).toHaveURL(/\/ru\/profile$/);
  });
});
