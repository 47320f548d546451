import { formatUzbekDate, TIME_ZONE, type Locale } from '@hashar/common';
import type { Response } from 'express';

/**
 * The one way the API writes PDFs (certificates, organizations' reports): pdfkit on A4 with DejaVu
 * Sans, which covers Cyrillic and the Uzbek ʻ (U+02BB) that pdfkit's built-in Helvetica lacks.
 */
export const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const MARGIN = 50;
const FOOTER_SIZE = 8;
const CELL_PADDING = 4;
const TEXT_COLOR = '#1a1a1a';
const MUTED_COLOR = '#666666';
const RULE_COLOR = '#cccccc';
const HEADER_FILL = '#eef1f4';

export interface PdfOptions {
  /** Document title (metadata). */
  title: string;
  author?: string;
  lang?: 'ru' | 'uz';
  /** Footer text of a page, e.g. (1, 3) => 'Страница 1 из 3'; no footer when omitted. */
  footer?: (page: number, pages: number) => string;
}

export interface TextOptions {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'center' | 'right' | 'justify';
}

export interface PdfColumn {
  header: string;
  /** Relative width: the columns share the page's text width in proportion. */
  width: number;
  align?: 'left' | 'center' | 'right';
}

const RU_DATES = {
  date: new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: TIME_ZONE }),
  dateTime: new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }),
};

/** A date written out on Tashkent's clock, as PDFs print it: "25 ноября 2026 г." / "25-noyabr 2026" (with the time: ", 15:45"). */
export function writtenDate(locale: Locale, value: Date | string, { withTime = false } = {}): string {
  if (locale === 'uz') return formatUzbekDate(value, { withTime });
  return (withTime ? RU_DATES.dateTime : RU_DATES.date).format(new Date(value));
}

/**
 * pdfkit and qrcode are loaded by the first PDF or QR code a process makes: loaded with the app,
 * they were a quarter of its start (and of every API test file's). `require`, not `import()`:
 * jest's CommonJS runtime cannot run a dynamic import.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfkit = () => require('pdfkit') as typeof import('pdfkit');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const qrcode = () => require('qrcode') as typeof import('qrcode');

/** A PNG of a QR code carrying `text` (for `PdfBuilder.image`). */
export function qrPng(text: string, size = 300): Promise<Buffer> {
  return qrcode().toBuffer(text, { type: 'png', width: size, margin: 1, errorCorrectionLevel: 'M' });
}

/** A Content-Disposition value that downloads as `filename`: an ASCII fallback plus the UTF-8 name (RFC 6266/5987). */
export function attachmentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^[_.]+/, '') || 'document.pdf';
  const utf8 = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** Builds one PDF top to bottom; end it with `toBuffer()` or `send(res, filename)`. */
export class PdfBuilder {
  readonly doc: PDFKit.PDFDocument;
  private readonly footer: PdfOptions['footer'];

  constructor(options: PdfOptions) {
    const PDFDocument = pdfkit();
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      lang: options.lang,
      info: { Title: options.title, Author: options.author ?? 'Hashar', Creator: 'Hashar' },
    });
    this.doc.registerFont('regular', PDF_FONTS.regular);
    this.doc.registerFont('bold', PDF_FONTS.bold);
    this.doc.font('regular').fontSize(11).fillColor(TEXT_COLOR);
    this.footer = options.footer;
  }

  /** Width available for text between the margins. */
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** The document's big title. */
  title(text: string, options: TextOptions = {}): this {
    return this.text(text, { bold: true, size: 22, align: 'center', ...options }).space(0.5);
  }

  /** A section heading. */
  heading(text: string, options: TextOptions = {}): this {
    return this.space(0.3)
      .text(text, { bold: true, size: 14, ...options })
      .space(0.3);
  }

  /** A paragraph of body text. */
  paragraph(text: string, options: TextOptions = {}): this {
    return this.text(text, options).space(0.4);
  }

  /** Muted small print. */
  note(text: string, options: TextOptions = {}): this {
    return this.text(text, { size: 9, color: MUTED_COLOR, ...options }).space(0.3);
  }

  /** Vertical space of `lines` current lines. */
  space(lines = 1): this {
    this.doc.moveDown(lines);
    return this;
  }

  /** A full-width coloured band with white bold text (e.g. a "revoked" stamp). */
  banner(text: string, color: string): this {
    const { doc } = this;
    doc.font('bold').fontSize(14);
    const height = doc.heightOfString(text, { width: this.width - 20 }) + 16;
    this.ensureRoom(height);
    const top = doc.y;
    const left = doc.page.margins.left;
    doc.save().rect(left, top, this.width, height).fill(color).restore();
    doc.fillColor('#ffffff').text(text, left + 10, top + 8, { width: this.width - 20, align: 'center' });
    doc.x = left;
    doc.y = top + height;
    doc.font('regular').fontSize(11).fillColor(TEXT_COLOR);
    return this.space(0.5);
  }

  /** A PNG image (e.g. `qrPng(url)`), `size` points wide, centred unless `x` is given. */
  image(png: Buffer, size: number, x?: number): this {
    this.ensureRoom(size);
    const left = x ?? this.doc.page.margins.left + (this.width - size) / 2;
    const top = this.doc.y;
    this.doc.image(png, left, top, { width: size, height: size });
    this.doc.x = this.doc.page.margins.left;
    this.doc.y = top + size;
    return this.space(0.3);
  }

  /** A table: the header row repeats at the top of every page the rows run onto. */
  table(columns: PdfColumn[], rows: string[][]): this {
    const { doc } = this;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const laidOut = columns.map((c) => ({ width: (c.width / total) * this.width, align: c.align ?? 'left' }));
    const left = doc.page.margins.left;
    const drawRow = (row: string[], header: boolean) => {
      // Each cell with its column (a row has one cell per column).
      const cells = row.flatMap((text, i) => {
        const column = laidOut[i];
        return column ? [{ text, ...column }] : [];
      });
      doc.font(header ? 'bold' : 'regular').fontSize(10);
      const height =
        Math.max(...cells.map((cell) => doc.heightOfString(cell.text || ' ', { width: cell.width - 2 * CELL_PADDING }))) + 2 * CELL_PADDING;
      if (!this.fits(height)) {
        doc.addPage();
        if (!header)
          drawRow(
            columns.map((c) => c.header),
            true,
          );
        doc.font('regular').fontSize(10);
      }
      const top = doc.y;
      if (header) doc.save().rect(left, top, this.width, height).fill(HEADER_FILL).restore();
      let x = left;
      cells.forEach((cell) => {
        doc.fillColor(TEXT_COLOR).text(cell.text, x + CELL_PADDING, top + CELL_PADDING, {
          width: cell.width - 2 * CELL_PADDING,
          align: cell.align,
        });
        x += cell.width;
      });
      doc
        .save()
        .moveTo(left, top + height)
        .lineTo(left + this.width, top + height)
        .lineWidth(0.5)
        .strokeColor(RULE_COLOR)
        .stroke()
        .restore();
      doc.x = left;
      doc.y = top + height;
    };
    drawRow(
      columns.map((c) => c.header),
      true,
    );
    for (const row of rows) drawRow(row, false);
    doc.font('regular').fontSize(11).fillColor(TEXT_COLOR);
    return this.space(0.5);
  }

  /** The finished PDF in memory. */
  toBuffer(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.finish();
    });
  }

  /** Streams the finished PDF to the response as a download named `filename`. */
  send(res: Response, filename: string): void {
    res.status(200);
    res.type('application/pdf');
    res.set('Content-Disposition', attachmentDisposition(filename));
    res.set('Cache-Control', 'private, no-store');
    res.set('X-Content-Type-Options', 'nosniff');
    this.doc.pipe(res);
    this.finish();
  }

  private text(text: string, options: TextOptions): this {
    this.doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size ?? 11)
      .fillColor(options.color ?? TEXT_COLOR)
      .text(text, this.doc.page.margins.left, this.doc.y, { width: this.width, align: options.align ?? 'left' });
    this.doc.font('regular').fontSize(11).fillColor(TEXT_COLOR);
    return this;
  }

  private fits(height: number): boolean {
    return this.doc.y + height <= this.doc.page.height - this.doc.page.margins.bottom;
  }

  private ensureRoom(height: number): void {
    if (!this.fits(height)) this.doc.addPage();
  }

  /** Writes the page footers (now that the page count is known) and ends the document. */
  private finish(): void {
    const { doc } = this;
    if (this.footer) {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        const bottom = doc.page.margins.bottom;
        // Writing inside the bottom margin would otherwise make pdfkit open a new page.
        doc.page.margins.bottom = 0;
        doc
          .font('regular')
          .fontSize(FOOTER_SIZE)
          .fillColor(MUTED_COLOR)
          .text(this.footer(i + 1, range.count), doc.page.margins.left, doc.page.height - bottom + 15, {
            width: this.width,
            align: 'center',
            lineBreak: false,
          });
        doc.page.margins.bottom = bottom;
      }
    }
    doc.end();
  }
}
