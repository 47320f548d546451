import { apiLogin, approvedByApi, createActiveAccount, expect, test } from './support';

/** An ISO time some days ahead. */
const daysAhead = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

/**
 * The site search: an approved event and five approved projects titled in Uzbek Cyrillic are
 * found from the footer's search box by a Latin query, grouped with their counts, and "show all"
 * opens the projects' own results — on the Russian and the Uzbek site, at 1280 and 375 px.
 */
test('a Latin query in the footer finds Cyrillic events and projects, grouped with counts', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Letters only, none that the search alphabet rewrites (c, w, kh), so the tag is found as typed.
  const tag = Array.from({ length: 6 }, () => 'abdefgijlmnoprtuvyz'[Math.floor(Math.random() * 19)]).join('');
  const org = await createActiveAccount(request, { type: 'organization', name: `Ёрдам жамғармаси ${tag}` });
  const owner = await apiLogin(request, org.email, org.password);
  await approvedByApi(request, owner, 'events', {
    titleRu: `Ёрдам кечаси ${tag}`,
    descriptionRu: 'Кекса қўшниларга ёрдам берамиз.',
    directionIds: [1],
    regionId: 1,
    isOnline: false,
    startsAt: daysAhead(5),
    endsAt: daysAhead(5, 3),
    capacity: 10,
    sessions: [{ titleRu: 'Кечқурун', startsAt: daysAhead(5), endsAt: daysAhead(5, 3), capacity: 10 }],
  });
  for (let i = 1; i <= 5; i++) {
    await approvedByApi(request, owner, 'projects', {
      titleRu: `Маҳалла ёрдам лойиҳаси ${i} ${tag}`,
      descriptionRu: 'Қўшнилар бир-бирига ёрдам беради.',
      directionIds: [1],
      regionId: 1,
      isNationwide: false,
      startsAt: daysAhead(10),
      endsAt: daysAhead(40),
    });
  }

  const texts = {
    ru: { events: 'Мероприятия (1)', projects: 'Проекты (5)', found: 'Найдено 6 результатов', all: 'Показать все 5 результатов' },
    uz: { events: 'Tadbirlar (1)', projects: 'Loyihalar (5)', found: '6 ta natija topildi', all: "Barcha 5 ta natijani ko'rsatish" },
  } as const;
  for (const locale of ['ru', 'uz'] as const) {
    const t = texts[locale];
    await page.goto(`/${locale}`);
    // The footer's box, used from the keyboard.
    const box = page.locator('#footer-search');
    await box.scrollIntoViewIfNeeded();
    await box.fill(`yordam ${tag}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=yordam(\\+|%20)${tag}$`));
    await expect(page.getByTestId('search-count')).toHaveText(t.found);
    const events = page.getByTestId('search-group-event');
    const projects = page.getByTestId('search-group-project');
    await expect(events.getByRole('heading', { level: 2 })).toHaveText(t.events);
    await expect(events.getByTestId('event-card')).toHaveCount(1);
    await expect(events.getByTestId('event-card')).toContainText(`Ёрдам кечаси ${tag}`);
    await expect(projects.getByRole('heading', { level: 2 })).toHaveText(t.projects);
    await expect(projects.getByTestId('project-card')).toHaveCount(4);
    await expect(events.getByTestId('search-all-event')).toHaveCount(0);

    // "Show all": the projects' own results, all five, and back to every kind.
    await projects.getByTestId('search-all-project').click();
    await expect(page).toHaveURL(/kind=project/);
    await expect(page.getByTestId('search-kind-title')).toHaveText(t.projects);
    await expect(page.getByTestId('project-card')).toHaveCount(5);
    await expect(page.getByTestId('event-card')).toHaveCount(0);
    await page.getByTestId('search-back').click();
    await expect(page.getByTestId('search-group-event')).toBeVisible();

    // A query nothing matches says so.
    await page.goto(`/${locale}/search?q=${tag}qqq`);
    await expect(page.getByTestId('search-empty')).toBeVisible();
    // Nothing wider than the screen on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
