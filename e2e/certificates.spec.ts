import fs from 'node:fs';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import {
  allowApiError,
  apiLogin,
  approvedEventByApi,
  bearer,
  createActiveAccount,
  expect,
  signInWithCookie,
  test,
  verifiedHoursByApi,
  tagOf,
} from './support';

/** What the volunteer and a visitor read: Russian on a 1280 px desktop, Uzbek on a 375 px phone. */
const WORDS = {
  ru: {
    make: 'Сертификат',
    language: 'Русский',
    ready: 'Сертификат готов',
    pdfHours: 'Всего подтверждено: 3,5 часа',
    genuine: 'Сертификат подлинный',
    hours: /^3,5 часа$/,
    revoked: 'Сертификат отозван',
    why: 'организатор исправил часы',
    tampered: 'Сертификат не найден или подделан',
  },
  uz: {
    make: 'Sertifikat',
    language: 'Oʻzbekcha',
    ready: 'Sertifikat tayyor',
    pdfHours: 'Jami tasdiqlangan: 3,5 soat',
    genuine: 'Sertifikat haqiqiy',
    hours: /^3,5 soat$/,
    revoked: 'Sertifikat bekor qilingan',
    why: 'tashkilotchi soatlarni tuzatdi',
    tampered: 'Sertifikat topilmadi yoki qalbaki',
  },
} as const;

/** A PDF file as a reader gets it: its text as copied, and what the QR codes among its images carry (as a phone's camera reads them). */
async function readPdf(file: string): Promise<{ text: string; qr: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(file)) });
  try {
    const { text } = await parser.getText();
    const images = (await parser.getImage({ imageBuffer: true, imageDataUrl: false })).pages.flatMap((page) => page.images);
    const qr: string[] = [];
    for (const image of images) {
      const { data, info } = await sharp(Buffer.from(image.data)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      if (found) qr.push(found.data);
    }
    return { text, qr };
  } finally {
    await parser.destroy();
  }
}

test('a volunteer makes a certificate of verified hours, downloads it, its link says genuine, and revoked once the hours are corrected', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'uz' : 'ru';
  const words = WORDS[locale];
  const tag = tagOf();
  const org = await createActiveAccount(request, { type: 'organization', name: `Fond Ezgulik ${tag}` });
  const orgToken = await apiLogin(request, org.email, org.password);
  const startsAt = new Date(Date.now() + 2 * 86_400_000);
  startsAt.setUTCHours(5, 0, 0, 0);
  const title = { ru: `Субботник у реки ${tag}`, uz: `Daryo boʻyida shanbalik ${tag}` };
  const event = await approvedEventByApi(
    request,
    orgToken,
    { titleRu: title.ru, titleUz: title.uz, descriptionRu: 'Уборка берега всем миром.', addressRu: 'Ташкент, набережная' },
    startsAt.toISOString(),
  );
  const name = 'Анна Сертификатова';
  const volunteer = await createActiveAccount(request, { type: 'volon', name });
  const volunteerToken = await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  const applicationId = await verifiedHoursByApi(request, orgToken, event.sessions[0]!.id, volunteerToken, 3.5);

  // The completed application offers a certificate in the page's language.
  await page.goto(`/${locale}/profile/application`);
  const row = page.getByTestId('application-row').filter({ hasText: title[locale] });
  await row.getByRole('button', { name: words.make, exact: true }).click();
  await expect(row.getByRole('radio', { name: words.language })).toBeChecked();
  await row.getByTestId('certificate-make').click();
  await expect(row.getByTestId('certificate-ready')).toContainText(words.ready);

  // The PDF downloads and carries the holder's name, the activity, the hours and the verification address.
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('certificate-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^certificate-[0-9A-Z]{16}-[0-9A-Z]{8}\.pdf$/);
  const { text, qr } = await readPdf((await download.path())!);
  const href = (await row.getByTestId('certificate-link').getAttribute('href'))!;
  const verifyPath = new URL(href).pathname;
  expect(verifyPath).toMatch(new RegExp(`^/${locale}/verify/[0-9A-Z]{16}-[0-9A-Z]{8}$`));
  // Table cells wrap long titles: compare with the line breaks read as spaces.
  for (const part of [name, title[locale], words.pdfHours]) expect(text.replace(/\s+/g, ' ')).toContain(part);
  expect(text.replace(/\s+/g, '')).toContain(verifyPath);
  // The QR code printed on it carries the same verification address.
  expect(qr).toEqual([href]);

  // The QR code's address opens the verification page: genuine, with the holder and the hours.
  await page.goto(new URL(qr[0]!).pathname);
  const verdict = page.getByTestId('certificate-verdict');
  await expect(verdict.getByRole('heading', { level: 1 })).toHaveText(words.genuine);
  await expect(page.getByTestId('certificate-holder')).toHaveText(name);
  await expect(page.getByTestId('certificate-hours')).toHaveText(words.hours);
  await expect(page.getByText(title[locale])).toBeVisible();
  await expect(page.getByTestId('certificate-pdf')).toHaveAttribute('href', /\/api\/certificates\/[0-9A-Z-]+\/pdf$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // The organizer corrects the hours: the same page now says the certificate is revoked, and why.
  const corrected = await request.put(`/api/crm/applications/${applicationId}/hours`, { headers: bearer(orgToken), data: { hours: 2 } });
  expect(corrected.status(), await corrected.text()).toBe(200);
  await page.reload();
  await expect(verdict.getByRole('heading', { level: 1 })).toHaveText(words.revoked);
  await expect(verdict).toContainText(words.why);

  // One character changed: not found or forged.
  const token = verifyPath.split('/').pop()!;
  const forged = token.slice(0, 5) + (token[5] === 'A' ? 'B' : 'A') + token.slice(6);
  allowApiError(page, 'GET /api/certificates/*', 400, 'a forged code is the point here');
  await page.goto(`/${locale}/verify/${forged}`);
  await expect(page.getByTestId('certificate-verdict').getByRole('heading', { level: 1 })).toHaveText(words.tampered);
});
