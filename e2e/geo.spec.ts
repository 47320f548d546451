import { greatCircleKm, type GeoPoint } from '@hashar/common';
import type { APIRequestContext } from '@playwright/test';
import { approvedEventByApi, apiLogin, bearer, createActiveAccount, expect, signInWithCookie, test } from './support';

/**
 * Issue 32: districts, the map and "near me". The maps' tiles are served from memory in every test
 * (support.ts serveMapTiles): the pin picker's tiles load, and no test reaches the internet.
 */

async function districtId(request: APIRequestContext, q: string): Promise<{ id: number; lat: number; lng: number }> {
  const res = await request.get(`/api/districts?region=1&q=${encodeURIComponent(q)}`);
  const { data } = (await res.json()) as { data: { id: number; lat: number; lng: number }[] };
  return data[0]!;
}

/** The distance as a card shows it: "1,2 км" / "1,2 km", metres under a kilometre. */
function shownDistance(km: number, locale: 'ru' | 'uz'): string {
  if (km < 1) return `${Math.round(km * 1000)} ${locale === 'ru' ? 'м' : 'm'}`;
  return `${new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'uz-Latn-UZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km)} ${locale === 'ru' ? 'км' : 'km'}`;
}

test('an organizer pins an event on the map; a volunteer finds it near them on the map of events, filtered by district, and opens it @both', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const tag = `geo${Math.random().toString(36).slice(2, 8)}`;
  const titleRu = `Субботник у арыка ${tag}`;
  const titleUz = `Ariq bo'yida shanbalik ${tag}`;
  const chilanzar = await districtId(request, 'Chilanzar');
  const org = await createActiveAccount(request, { type: 'organization', name: `Toza ${tag}` });
  const orgToken = await apiLogin(request, org.email, org.password);
  const event = await approvedEventByApi(
    request,
    orgToken,
    {
      titleRu,
      titleUz,
      descriptionRu: 'Чистим берег арыка вместе с махаллей.',
      addressRu: 'Чиланзар, 9 квартал',
      districtId: chilanzar.id,
    },
    // On a whole hour: the form shows minutes, so saving it keeps the dates (a changed date would send it back to moderation).
    new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000).toISOString(),
  );

  // 1. The organizer opens the event's form: the map starts at the district's centre, without a pin. On a
  // desktop a click places the pin first; then the organizer types the exact point (the keyboard path). The point is a cell of a 330 m grid picked by the event's id, so no other run's event (the two
  // widths share the database, and a rerun keeps the old ones) stands as near the volunteer as this one.
  await signInWithCookie(request, context, baseURL!, org.email, org.password);
  await page.goto(`/ru/profile/events/edit/${event.id}`);
  const picker = page.getByTestId('point-picker');
  await expect(picker.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(picker.locator('.leaflet-marker-icon')).toHaveCount(0);
  if (testInfo.project.name !== 'mobile') {
    await picker.scrollIntoViewIfNeeded();
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width / 2 + 30, y: box.height / 2 + 20 } });
    await expect(picker.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(page.getByTestId('point-lat')).not.toHaveValue('');
  }
  const cell = event.id % 400;
  const spot = { lat: chilanzar.lat - 0.03 + Math.floor(cell / 20) * 0.003, lng: chilanzar.lng - 0.04 + (cell % 20) * 0.004 };
  await page.getByTestId('point-lat').fill(spot.lat.toFixed(5));
  await page.getByTestId('point-lng').fill(spot.lng.toFixed(5));
  await page.getByTestId('point-lng').press('Tab');
  await expect(picker.locator('.leaflet-marker-icon')).toHaveCount(1);
  await page.getByTestId('save-activity').click();
  await expect(page.getByText('Сохранено', { exact: true })).toBeVisible();
  const saved = (await (await request.get(`/api/events/${event.id}`, { headers: bearer(orgToken) })).json()) as {
    point: GeoPoint | null;
    moderation: string;
  };
  expect(saved.point).not.toBeNull();
  // The pin is not moderated: the approved event stays published.
  expect(saved.moderation).toBe('approved');
  const pin = saved.point!;
  expect(pin.lat).toBeCloseTo(spot.lat, 5);
  expect(pin.lng).toBeCloseTo(spot.lng, 5);
  await context.clearCookies();

  // 2. A volunteer (their browser grants the location: 100 m north of the pin) opens the map of events.
  const here = { latitude: pin.lat + 0.0009, longitude: pin.lng };
  const expectedKm = greatCircleKm(pin, { lat: here.latitude, lng: here.longitude });
  const visitor = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 900 },
    baseURL,
    geolocation: here,
    permissions: ['geolocation'],
  });
  const v = await visitor.newPage();
  await v.goto('/ru/events?view=map');
  await expect(v.getByTestId('map')).toBeVisible();
  // On a phone the filters fold behind a button.
  if ((v.viewportSize()?.width ?? 1280) < 812) await v.getByRole('button', { name: 'Фильтры' }).click();
  await v.locator('#events-region').selectOption({ label: 'г. Ташкент' });
  await v.getByTestId('district-filter').selectOption(String(chilanzar.id));
  await expect(v).toHaveURL(new RegExp(`district=${chilanzar.id}`));
  await v.getByTestId('near-me').click();
  await expect(v).toHaveURL(/near=/);
  await expect(v).toHaveURL(/sort=distance/);
  await expect(v.getByTestId('map').locator('.leaflet-marker-icon, .marker-cluster').first()).toBeVisible();

  // 3. The list of the same filters: the event first, with its distance.
  await v.getByTestId('view-switch-list').click();
  await expect(v).toHaveURL(/near=/);
  const first = v.getByTestId('event-card').first();
  await expect(first).toContainText(titleRu);
  await expect(first.getByTestId('card-distance')).toContainText(shownDistance(expectedKm, 'ru'));
  await first.getByRole('link').first().click();
  await expect(v.getByTestId('activity-title')).toHaveText(titleRu);

  // 4. The event's page shows its small map with a link to a maps app.
  await expect(v.getByTestId('small-map')).toBeVisible();
  await expect(v.getByTestId('maps-app-link')).toHaveAttribute('href', new RegExp(`mlat=${pin.lat}`));

  // 5. In Uzbek, searched from 1.2 km away: the card reads "1,2 km".
  const away = { lat: pin.lat + 0.011, lng: pin.lng };
  await v.goto(`/uz/events?q=${tag}&district=${chilanzar.id}&near=${away.lat.toFixed(5)},${away.lng.toFixed(5)}&sort=distance`);
  const card = v.getByTestId('event-card').filter({ hasText: titleUz });
  await expect(card.getByTestId('card-distance')).toContainText(shownDistance(greatCircleKm(pin, away), 'uz'));
  await visitor.close();
});
