import { apiLogin, approvedEventByApi, createActiveAccount, expect, tagOf, test, volunteerAt } from './support';

const WORDS = {
  ru: {
    apply: 'Записаться',
    pending: 'Заявка отправлена, ждёт решения организатора',
    withdraw: 'Отозвать заявку',
    yes: 'Да, отозвать',
    withdrawn: 'Заявка отозвана',
  },
  uz: {
    apply: 'Yozilish',
    pending: 'Ariza yuborildi, tashkilotchi qarorini kutmoqda',
    withdraw: 'Arizani qaytarib olish',
    yes: 'Ha, qaytarib olish',
    withdrawn: 'Ariza qaytarib olindi',
  },
};

/** The keyboard and the screen reader stay with the result of «Записаться» and «Отозвать заявку». */
for (const locale of ['ru', 'uz'] as const) {
  test(`${locale}: applying and withdrawing by keyboard keeps focus on the shift's result @phone`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const w = WORDS[locale];
    const tag = tagOf();
    const org = await createActiveAccount(request, { type: 'organization', name: `Fokus ${tag}` });
    const event = await approvedEventByApi(
      request,
      await apiLogin(request, org.email, org.password),
      { titleRu: `Фокус ${tag}`, titleUz: `Fokus ${tag}`, descriptionRu: 'Проверка фокуса.', addressRu: 'Чиланзар, 1' },
      new Date(Date.now() + 2 * 86_400_000).toISOString(),
    );
    await volunteerAt(page, context, request, baseURL!, `Focus ${tag}`, `/${locale}/events/view/${event.id}`);
    const row = page.getByTestId('session');
    const result = row.getByTestId('session-action');

    await row.getByRole('button', { name: new RegExp(`^${w.apply}`) }).focus();
    await page.keyboard.press('Enter');
    await expect(row.getByTestId('application-state')).toHaveText(w.pending);
    await expect(result).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(row.getByRole('button', { name: w.withdraw })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row.getByRole('button', { name: w.yes })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row.getByTestId('session-notice')).toHaveText(w.withdrawn);
    await expect(result).toBeFocused();
    await expect(row.getByRole('button', { name: new RegExp(`^${w.apply}`) })).toBeVisible();
  });
}
