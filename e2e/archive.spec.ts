import fs from 'node:fs';
import {
  apiLogin,
  approvedEventByApi,
  backOfficePage,
  createActiveAccount,
  expect,
  signInWithCookie,
  test,
  verifiedHoursByApi,
  tagOf,
} from './support';

/** What the pages say: Russian on a 1280 px desktop, Uzbek on a 375 px phone. */
const WORDS = {
  ru: {
    link: 'Архив участия',
    year: 'Год',
    all: 'Все годы',
    hours: /^2,5 часа$/,
    verified: /Подтверждено 2,5 часа/,
    yearCertificate: (y: number) => `Годовая справка за ${y} год`,
    emptyYear: 'За 2020 год в архиве ничего нет',
    report: 'Отчёт по часам',
    header: '"ФИО";"Email";"Мероприятий";"Часов"',
    total: '"Итого";"";"1";"2,5"',
  },
  uz: {
    link: 'Ishtirok arxivi',
    year: 'Yil',
    all: 'Barcha yillar',
    hours: /^2,5 soat$/,
    verified: /Tasdiqlangan: 2,5 soat/,
    yearCertificate: (y: number) => `${y}-yil uchun yillik maʼlumotnoma`,
    emptyYear: '2020-yil uchun arxivda hech narsa yoʻq',
    report: 'Soatlar hisoboti',
    header: '"F.I.Sh.";"Email";"Tadbirlar";"Soatlar"',
    total: '"Jami";"";"1";"2,5"',
  },
} as const;

/** The current year and month on Tashkent's clock. */
const tashkentNow = () => new Date(Date.now() + 5 * 3_600_000).toISOString();

test.describe('the volunteer archive and the organization hours report', () => {
  test('a volunteer with verified hours finds the activity in the archive, filters by year; the organization downloads the month CSV with their row', async ({
    page,
    context,
    request,
    baseURL,
    browser,
  }, testInfo) => {
    const locale = testInfo.project.name === 'mobile' ? 'uz' : 'ru';
    const words = WORDS[locale];
    const tag = tagOf();
    const org = await createActiveAccount(request, { type: 'organization', name: `Fond Arxiv ${tag}` });
    const orgToken = await apiLogin(request, org.email, org.password);
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    startsAt.setUTCHours(5, 0, 0, 0);
    const title = { ru: `Уборка парка ${tag}`, uz: `Bogʻni tozalash ${tag}` };
    const event = await approvedEventByApi(
      request,
      orgToken,
      { titleRu: title.ru, titleUz: title.uz, descriptionRu: 'Уборка парка всем миром.', addressRu: 'Ташкент, парк' },
      startsAt.toISOString(),
    );
    const volunteer = await createActiveAccount(request, { type: 'volon', name: `Мария Архивова${tag}` });
    const volunteerToken = await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
    await verifiedHoursByApi(request, orgToken, event.sessions[0]!.id, volunteerToken, 2.5);
    const year = Number(tashkentNow().slice(0, 4));

    // The profile links the archive; the activity is there with its organization, hours and a certificate.
    await page.goto(`/${locale}/profile`);
    await page.getByTestId('profile-links').getByRole('link', { name: words.link }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/volon/archive$`));
    await expect(page.getByRole('heading', { level: 1, name: words.link })).toBeVisible();
    const row = page.getByTestId('archive-activity').filter({ hasText: title[locale] });
    await expect(row).toContainText(`Fond Arxiv ${tag}`);
    await expect(row.getByTestId('archive-hours')).toContainText(words.verified);
    await expect(row.getByTestId('certificate-button')).toBeVisible();
    await expect(page.getByTestId('archive-total-hours')).toHaveText(words.hours);
    await expect(row.getByRole('link', { name: title[locale] })).toHaveAttribute('href', `/${locale}/events/view/${event.id}`);

    // A year in the filter goes into the address and offers the year's certificate; "all years" takes it out.
    const select = page.getByLabel(words.year);
    await select.selectOption(String(year));
    await expect(page).toHaveURL(new RegExp(`\\?year=${year}$`));
    await expect(page.getByTestId('archive-year-certificate')).toContainText(words.yearCertificate(year));
    await expect(row).toBeVisible();
    await select.selectOption({ label: words.all });
    await expect(page).toHaveURL(new RegExp(`/profile/volon/archive$`));
    await expect(page.getByTestId('archive-year-certificate')).toHaveCount(0);
    await page.goto(`/${locale}/profile/volon/archive?year=2020`);
    await expect(page.getByTestId('archive-empty')).toContainText(words.emptyYear);
    await page.goBack();
    await expect(row).toBeVisible();
    // Nothing runs off a 375 px screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The organization downloads this month's report from its CRM home: the volunteer's row and the total.
    const office = await backOfficePage(browser, request, baseURL!, org);
    await office.goto(`/admin/crm${locale === 'uz' ? '?locale=uz' : ''}`);
    const report = office.getByTestId('crm-hours-report');
    await expect(report.getByRole('heading', { name: words.report })).toBeVisible();
    const month = tashkentNow().slice(0, 7);
    await report.getByTestId('crm-report-month').fill(month);
    const [download] = await Promise.all([office.waitForEvent('download'), report.getByTestId('crm-report-csv').click()]);
    expect(download.suggestedFilename()).toBe(`hours-${month}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([words.header, `"Архивова${tag} Мария";"${volunteer.email}";"1";"2,5"`, words.total, '']);
    await office.context().close();
  });
});
