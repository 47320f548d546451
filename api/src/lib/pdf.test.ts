import { PdfBuilder, attachmentDisposition, qrPng } from './pdf';
import { pdfText } from './pdfText';

describe('PdfBuilder', () => {
  it('writes Cyrillic and Uzbek text that reads back, a QR code and page footers', async () => {
    const pdf = new PdfBuilder({ title: 'Проверка', lang: 'uz', footer: (page, pages) => `Sahifa ${page} / ${pages}` });
    pdf.title('Сертификат волонтёра');
    pdf.heading('Oʻzbekiston gʻalabasi');
    pdf.paragraph('Иван Петров отработал 12 часов. Shaxs oʻz vaqtini sarfladi.');
    pdf.banner('Отозван', '#b3261e');
    pdf.image(await qrPng('https://hashar.uz/ru/verify/TEST'), 100);
    const rows = Array.from({ length: 80 }, (_, i) => [`Волонтёр ${i + 1}`, 'Тадбир', String(i)]);
    pdf.table(
      [
        { header: 'Имя', width: 3 },
        { header: 'Мероприятие', width: 3 },
        { header: 'Часы', width: 1, align: 'right' },
      ],
      rows,
    );
    const data = await pdf.toBuffer();
    expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(data);
    expect(pages).toBeGreaterThan(1);
    for (const word of ['Сертификат', 'волонтёра', 'Oʻzbekiston', 'gʻalabasi', 'Иван Петров', 'oʻz', 'Отозван', 'Волонтёр 80']) {
      expect(text).toContain(word);
    }
    expect(text).toContain(`Sahifa ${pages} / ${pages}`);
    // The header row repeats on every page the table runs onto.
    expect(text.split('Мероприятие').length - 1).toBe(pages);
  });

  it('names the download in ASCII and UTF-8', () => {
    expect(attachmentDisposition('Сертификат (2026).pdf')).toBe(
      `attachment; filename="2026_.pdf"; filename*=UTF-8''${encodeURIComponent('Сертификат')}%20%282026%29.pdf`,
    );
    expect(attachmentDisposition('certificate-ABC.pdf')).toBe(
      `attachment; filename="certificate-ABC.pdf"; filename*=UTF-8''certificate-ABC.pdf`,
    );
  });
});
